import { describe, expect, it } from 'vitest'
import { definePackage, enumOf, float, freeText, int, quantity, ref, searched, str, sub, suggested, types } from './definitions'
import type { Section } from './definitions'

describe('the definition language', () => {
  it('builds compact quantities with shape [] and no unit by default', () => {
    const q = str('name', 'A name.')
    expect(q).toMatchObject({ name: 'name', description: 'A name.', type: { type_kind: 'python', type_data: 'str' }, shape: [] })
    expect(q.unit).toBeUndefined()
    expect(q.searchable).toBe(false)
  })

  it('puts float64 values in an SI unit', () => {
    expect(float('value', 'joule', 'An energy.')).toMatchObject({ type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'joule' })
    expect(float('ratio', undefined, 'A ratio.').unit).toBeUndefined()
  })

  it.each([
    ['a string', str('x', 'd', searched), true],
    ['an enum', enumOf('x', ['a', 'b'], 'd', searched), true],
    ['an integer', int('x', 'd', searched), true],
    ['a boolean', quantity('x', types.bool, 'd', searched), true],
    ['a float', float('x', 'joule', 'd', searched), false],
    ['a datetime', quantity('x', types.datetime, 'd', searched), false],
    ['free text', str('x', 'd', freeText), false],
    ['a string that is not searchable', str('x', 'd'), false],
  ])('makes %s aggregatable: %s', (_what, q, aggregatable) => {
    expect(q.aggregatable).toBe(aggregatable)
  })

  it('treats suggestions and aggregations as search annotations', () => {
    expect(str('x', 'd', suggested)).toMatchObject({ searchable: true, suggestion: true, aggregatable: true })
    expect(float('x', undefined, 'd', { aggregatable: true }).searchable).toBe(true)
  })

  it('lets sections refer to sections defined later, and to themselves', () => {
    const pkg = definePackage('test.recursion')
    const Node: Section = pkg.section({
      name: 'Node',
      description: 'A tree node.',
      quantities: [ref('parent', () => Node, 'The parent node.'), ref('peer', () => Later, 'A later section.')],
      subSections: [sub('children', () => Node, { repeats: true })],
    })
    const Later = pkg.section({ name: 'Later', description: 'Defined after Node.' })
    expect(Node.subSections[0].section).toBe(Node)
    expect(Node.subSections[0].section.subSections[0].section).toBe(Node)
    const peer = Node.quantities[1].type
    expect(peer.type_kind === 'reference' && peer.section).toBe(Later)
    // Lazy targets stay out of JSON, so a recursive definition can be logged.
    expect(() => JSON.stringify(Node)).not.toThrow()
  })

  it('inherits quantities and sub-sections from base sections, own ones replacing inherited ones', () => {
    const pkg = definePackage('test.inheritance')
    const Base = pkg.section({
      name: 'Base',
      description: 'A base.',
      quantities: [str('label', 'Base label.'), int('count', 'A count.')],
      subSections: [sub('child', () => Base)],
    })
    const Derived = pkg.section({
      name: 'Derived',
      description: 'Derived.',
      baseSections: [Base],
      quantities: [str('label', 'Own label.'), float('extra', 'meter', 'Extra.')],
    })
    expect(Derived.quantities.map((q) => [q.name, q.description])).toEqual([
      ['label', 'Own label.'],
      ['count', 'A count.'],
      ['extra', 'Extra.'],
    ])
    expect(Derived.subSections.map((s) => s.name)).toEqual(['child'])
    expect(Derived.qualifiedName).toBe('test.inheritance.Derived')
  })

  it('refuses duplicate names', () => {
    const pkg = definePackage('test.duplicates')
    pkg.section({ name: 'Once', description: 'd' })
    expect(() => pkg.section({ name: 'Once', description: 'd' })).toThrow(/Duplicate section/)
    expect(() => pkg.section({ name: 'Twice', description: 'd', quantities: [str('a', 'd'), str('a', 'd')] })).toThrow(/Duplicate definition a/)
  })
})
