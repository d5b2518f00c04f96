import { describe, expect, it } from 'vitest'
import { arrayOf, isNumber, isSection, isString, readArchive, valueAt } from '.'

const archive = {
  metadata: { entry_id: 'e1', upload_id: 'u1' },
  results: { material: { elements: ['Si', 'O'], n_elements: 2, chemical_formula_hill: 'O2Si' } },
  run: [{ program: { name: 'VASP' } }, 'not a section', { program: { name: 7 } }],
  odd: { nan: Number.NaN, list: [1, 'two', 3] },
}

describe('valueAt', () => {
  it.each([
    ['metadata.entry_id', 'e1'],
    [['run', 0, 'program', 'name'], 'VASP'],
    [['run', -1, 'program', 'name'], 7],
    ['results.material.missing', undefined],
    ['metadata.entry_id.length', undefined],
    ['', archive],
    // Keys of the prototype are not archive values.
    ['metadata.constructor', undefined],
  ] as const)('%j → %j', (path, expected) => {
    expect(valueAt(archive, path)).toEqual(expected)
  })
})

describe('readArchive', () => {
  const reader = readArchive(archive)!

  it('reads values of the type asked for, and a value of another type as missing', () => {
    expect(reader.string('results.material.chemical_formula_hill')).toBe('O2Si')
    expect(reader.number('results.material.n_elements')).toBe(2)
    expect(reader.strings('results.material.elements')).toEqual(['Si', 'O'])
    expect(reader.number('results.material.chemical_formula_hill')).toBeUndefined()
    expect(reader.string('results.material.n_elements')).toBeUndefined()
    expect(reader.number('odd.nan')).toBeUndefined()
    expect(reader.numbers('odd.list')).toBeUndefined()
    expect(reader.get('odd.list', arrayOf((value): value is number | string => isNumber(value) || isString(value)))).toEqual([1, 'two', 3])
  })

  it('reads sub-sections, and the sections of a repeated one', () => {
    expect(reader.child('metadata')?.string('upload_id')).toBe('u1')
    expect(reader.child('results.material.elements')).toBeUndefined()
    expect(reader.children('run').map((run) => run.get('program.name', (v): v is unknown => v !== undefined))).toEqual(['VASP', 7])
    expect(reader.children('metadata')).toEqual([])
  })

  it.each([null, 'text', 3, [archive], undefined])('is undefined for %j, which is no section', (value) => {
    expect(readArchive(value)).toBeUndefined()
    expect(isSection(value)).toBe(false)
  })
})
