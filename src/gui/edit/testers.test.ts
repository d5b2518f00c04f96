// Which edit component a quantity gets (issue 18): the ELN annotation's component ranks
// highest, a list shape wraps the item's editor, the type is the fallback and JSON edits
// whatever is left. A plugin's component of a higher rank wins.
import { describe, expect, it } from 'vitest'
import { createRankedRegistry, withIncreasedRank } from '../runtime'
import type { EditQuantityDefinition } from './definition'
import { EDITORS, stringEditor } from './defs'
import type { EditorDef } from './editorDef'
import { aQuantity, eln } from './testing'

const registry = createRankedRegistry<EditQuantityDefinition, EditorDef>('edit component', EDITORS)
const best = (definition: EditQuantityDefinition) => registry.best(definition)?.type

const str = { type_kind: 'python', type_data: 'str' }
const float = { type_kind: 'numpy', type_data: 'float64' }
const datetime = { type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }
const enumType = { type_kind: 'enum', type_data: ['a', 'b'] }

describe('the best edit component', () => {
  it.each([
    // By annotation
    ['StringEditQuantity', str, 'string'],
    ['URLEditQuantity', str, 'url'],
    ['NumberEditQuantity', float, 'number'],
    ['SliderEditQuantity', float, 'slider'],
    ['BoolEditQuantity', { type_kind: 'python', type_data: 'bool' }, 'bool'],
    ['EnumEditQuantity', enumType, 'enum'],
    ['RadioEnumEditQuantity', enumType, 'radioEnum'],
    ['AutocompleteEditQuantity', str, 'autocomplete'],
    ['DateTimeEditQuantity', datetime, 'dateTime'],
    ['DateEditQuantity', datetime, 'date'],
    ['TimeEditQuantity', datetime, 'time'],
    ['RichTextEditQuantity', str, 'richText'],
    ['FileEditQuantity', str, 'file'],
    ['AuthorEditQuantity', { type_kind: 'Author', type_data: 'Author' }, 'author'],
    ['QueryEditQuantity', { type_kind: 'python', type_data: 'dict' }, 'query'],
    ['ReferenceEditQuantity', { type_kind: 'reference', type_data: '#/definitions/section_definitions/0' }, 'reference'],
    // The annotation wins over the type
    ['RichTextEditQuantity', float, 'richText'],
    // By type, without an annotation
    [undefined, str, 'string'],
    [undefined, float, 'number'],
    [undefined, { type_kind: 'numpy', type_data: 'int32' }, 'number'],
    [undefined, { type_kind: 'python', type_data: 'int' }, 'number'],
    [undefined, { type_kind: 'python', type_data: 'bool' }, 'bool'],
    [undefined, enumType, 'enum'],
    [undefined, datetime, 'dateTime'],
    [undefined, { type_kind: 'Author', type_data: 'Author' }, 'author'],
    [undefined, { type_kind: 'User', type_data: 'User' }, 'string'],
    [undefined, { type_kind: 'reference', type_data: 'x' }, 'reference'],
    // An unknown component or type: JSON
    ['NoSuchEditQuantity', { type_kind: 'python', type_data: 'dict' }, 'json'],
    [undefined, { type_kind: 'python', type_data: 'dict' }, 'json'],
  ] as const)('%s on %j → %s', (component, type, editor) => {
    expect(best(aQuantity({ type, m_annotations: component ? eln(component) : undefined }))).toBe(editor)
  })

  it('offers suggestions on a string without a component', () => {
    expect(best(aQuantity({ m_annotations: eln(undefined, { suggestions: ['x', 'y'] }) }))).toBe('autocomplete')
    expect(best(aQuantity({ m_annotations: eln('StringEditQuantity', { suggestions: ['x'] }) }))).toBe('string')
  })

  it('wraps lists, but not matrices, whatever the annotation', () => {
    expect(best(aQuantity({ shape: ['*'], m_annotations: eln('StringEditQuantity') }))).toBe('list')
    expect(best(aQuantity({ type: float, shape: [3], unit: 'm', m_annotations: eln('NumberEditQuantity') }))).toBe('list')
    expect(best(aQuantity({ type: float, shape: [3, 3] }))).toBe('json')
  })

  it('reads the annotation written as a one-item list and as NOMAD spells numpy types', () => {
    expect(best(aQuantity({ type: float, m_annotations: { eln: [{ component: 'SliderEditQuantity' }] } }))).toBe('slider')
    expect(best(aQuantity({ type: { type_kind: 'numpy', type_data: 'np.float64' } }))).toBe('number')
  })

  it("lets a plugin's component outrank a built-in", () => {
    const plugin: EditorDef = { ...stringEditor, type: 'fancyString', rank: withIncreasedRank(1, stringEditor.rank) }
    const withPlugin = createRankedRegistry<EditQuantityDefinition, EditorDef>('edit component', [...EDITORS, plugin])
    expect(withPlugin.best(aQuantity())?.type).toBe('fancyString')
    expect(withPlugin.best(aQuantity({ type: float }))?.type).toBe('number')
  })
})
