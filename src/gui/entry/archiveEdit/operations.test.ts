import { describe, expect, it } from 'vitest'
import type { JsonObject, JsonValue } from '../../../core/archive'
import { addSubSectionAt, canChangeSectionType, changeSectionTypeAt, removeSubSectionAt, setValueAt, valueAtPath, type EditPath } from './operations'
import { archiveEntryHash, fileContent, fileFormat, savedArchive } from './saveFile'

const anArchive = (): JsonObject => ({
  metadata: { entry_hash: 'h1' },
  data: { m_def: 'S', name: 'film', thickness: 2.1e-7, steps: [{ name: 'a' }, { name: 'b' }], tags: ['x', 'y'] },
  results: { eln: {} },
})

describe('setValueAt', () => {
  it.each<[string, EditPath, JsonValue | undefined, EditPath, JsonValue | undefined]>([
    ['replaces a quantity', ['data', 'name'], 'other', ['data', 'name'], 'other'],
    ['adds a quantity', ['data', 'substrate'], 'glass', ['data', 'substrate'], 'glass'],
    ['removes a quantity', ['data', 'name'], undefined, ['data', 'name'], undefined],
    ['sets in a repeating sub section', ['data', 'steps', 1, 'name'], 'c', ['data', 'steps', 1, 'name'], 'c'],
    ['sets a list item', ['data', 'tags', 0], 'z', ['data', 'tags'], ['z', 'y']],
    ['removes a list item', ['data', 'tags', 0], undefined, ['data', 'tags'], ['y']],
    ['makes missing sections on the way', ['data', 'sample', 'id'], 's1', ['data', 'sample'], { id: 's1' }],
    ['makes a missing list on the way', ['data', 'runs', 0, 'n'], 1, ['data', 'runs'], [{ n: 1 }]],
    ['fills a gap in a list with nulls', ['data', 'tags', 3], 'w', ['data', 'tags'], ['x', 'y', null, 'w']],
    ['removes nothing below a missing path', ['data', 'nothing', 'here'], undefined, ['data', 'nothing'], undefined],
  ])('%s', (_, path, value, readAt, expected) => {
    const before = anArchive()
    const after = setValueAt(before, path, value)
    expect(valueAtPath(after, readAt)).toEqual(expected)
    expect(before).toEqual(anArchive())
  })

  it('shares what it did not touch', () => {
    const before = anArchive()
    const after = setValueAt(before, ['data', 'name'], 'other')
    expect(after.results).toBe(before.results)
    expect(valueAtPath(after, ['data', 'steps'])).toBe(valueAtPath(before, ['data', 'steps']))
    expect(after.data).not.toBe(before.data)
  })

  it.each<[EditPath]>([[['data', 'name', 'deeper']], [['data', 'steps', 'x']], [['nothing', 0]]])('reads nothing at %j', (path) => {
    expect(valueAtPath(anArchive(), path)).toBeUndefined()
  })
})

describe('sub sections', () => {
  it.each<[string, EditPath, string, boolean, string | undefined, EditPath, JsonValue]>([
    ['appends to a repeating one', ['data'], 'steps', true, undefined, ['data', 'steps', 2], {}],
    ['starts a repeating one', ['data'], 'runs', true, 'Run', ['data', 'runs', 0], { m_def: 'Run' }],
    ['creates a single one', ['data'], 'substrate_info', false, undefined, ['data', 'substrate_info'], {}],
    ['creates a single one with its type', [], 'data', false, 'S2', ['data'], { m_def: 'S', name: 'film', thickness: 2.1e-7, steps: [{ name: 'a' }, { name: 'b' }], tags: ['x', 'y'] }],
  ])('adding %s', (_, path, name, repeats, mDef, newPath, value) => {
    const added = addSubSectionAt(anArchive(), path, name, repeats, mDef)
    expect(added.path).toEqual(newPath)
    expect(valueAtPath(added.archive, newPath)).toEqual(value)
  })

  it.each<[string, EditPath, EditPath, JsonValue | undefined]>([
    ['an item of a repeating one', ['data', 'steps', 0], ['data', 'steps'], [{ name: 'b' }]],
    ['a single one', ['data', 'steps'], ['data', 'steps'], undefined],
    ['the last item, and the empty list', ['data', 'only', 0], ['data', 'only'], undefined],
  ])('removing %s', (_, path, readAt, expected) => {
    const archive = setValueAt(anArchive(), ['data', 'only'], [{}])
    expect(valueAtPath(removeSubSectionAt(archive, path), readAt)).toEqual(expected)
  })
})

describe('the section-type selector rule', () => {
  it.each<[string, JsonValue | undefined, string, readonly string[], boolean]>([
    ['an empty section to any type', {}, 'B', [], true],
    ['a section with only its type', { m_def: 'A' }, 'B', [], true],
    ['a missing section', undefined, 'B', [], true],
    ['a section with content to an allowed type', { m_def: 'A', x: 1 }, 'B', ['B'], true],
    ['not a section with content to another type', { m_def: 'A', x: 1 }, 'C', ['B'], false],
  ])('changes %s: %s', (_, section, chosen, allowed, can) => {
    expect(canChangeSectionType(section, chosen, allowed)).toBe(can)
    const archive = setValueAt({}, ['data'], section)
    expect(valueAtPath(changeSectionTypeAt(archive, ['data'], chosen, allowed), ['data', 'm_def'])).toBe(can ? chosen : (section as { m_def?: string } | undefined)?.m_def)
  })
})

describe('what a save writes', () => {
  it('leaves out what processing makes', () => {
    expect(Object.keys(savedArchive(anArchive()))).toEqual(['data'])
  })

  it.each([['a.archive.json', 'json'], ['x/b.archive.yaml', 'yaml'], ['c.archive.YML', 'yaml'], ['d.json', 'json']])('writes %s as %s', (file, format) => {
    expect(fileFormat(file)).toBe(format)
  })

  it('keeps the format of the file', async () => {
    expect(JSON.parse(await fileContent(anArchive(), 'a.archive.json'))).toEqual({ data: anArchive().data })
    const yaml = await fileContent(anArchive(), 'a.archive.yaml')
    expect(yaml).toContain('m_def: S\n')
    expect(yaml).not.toContain('metadata')
    const { parse } = await import('yaml')
    expect(parse(yaml)).toEqual({ data: anArchive().data })
  })

  it.each<[JsonObject, string | undefined]>([[anArchive(), 'h1'], [{ metadata: {} }, undefined], [{ metadata: 'x' }, undefined], [{}, undefined]])('reads the entry hash of %j', (archive, hash) => {
    expect(archiveEntryHash(archive)).toBe(hash)
  })
})
