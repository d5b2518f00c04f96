// The built-in edit components: each a lazy chunk, registered by one line in the
// built-ins plugin. NOMAD's ELN component names rank them first (definition.ts).
import { isQuantityType, componentTester, hasSuggestions, isList, isNumber, isPlainString, isString, RANK } from './testers'
import { and } from '../runtime'
import type { EditorDef } from './editorDef'

export const stringEditor: EditorDef = {
  type: 'string',
  rank: componentTester(['StringEditQuantity', 'UserEditQuantity'], (d) => isPlainString(d) || isQuantityType('user')(d)),
  load: () => import('./string/StringEdit'),
}

export const urlEditor: EditorDef = {
  type: 'url',
  rank: componentTester(['URLEditQuantity']),
  load: () => import('./url/UrlEdit'),
}

export const numberEditor: EditorDef = {
  type: 'number',
  rank: componentTester(['NumberEditQuantity'], isNumber),
  load: () => import('./number/NumberEdit'),
}

export const sliderEditor: EditorDef = {
  type: 'slider',
  rank: componentTester(['SliderEditQuantity']),
  load: () => import('./slider/SliderEdit'),
}

export const boolEditor: EditorDef = {
  type: 'bool',
  rank: componentTester(['BoolEditQuantity'], isQuantityType('bool')),
  load: () => import('./bool/BoolEdit'),
}

export const enumEditor: EditorDef = {
  type: 'enum',
  rank: componentTester(['EnumEditQuantity'], isQuantityType('enum')),
  load: () => import('./enum/EnumEdit'),
}

export const radioEnumEditor: EditorDef = {
  type: 'radioEnum',
  rank: componentTester(['RadioEnumEditQuantity']),
  load: () => import('./enum/RadioEnumEdit'),
}

export const autocompleteEditor: EditorDef = {
  type: 'autocomplete',
  rank: componentTester(['AutocompleteEditQuantity'], and(isString, hasSuggestions), RANK.suggestions),
  load: () => import('./autocomplete/AutocompleteEdit'),
}

export const dateTimeEditor: EditorDef = {
  type: 'dateTime',
  rank: componentTester(['DateTimeEditQuantity'], isQuantityType('datetime')),
  load: () => import('./dateTime/DateTimeEdit'),
}

export const dateEditor: EditorDef = {
  type: 'date',
  rank: componentTester(['DateEditQuantity']),
  load: () => import('./dateTime/DateEdit'),
}

export const timeEditor: EditorDef = {
  type: 'time',
  rank: componentTester(['TimeEditQuantity']),
  load: () => import('./dateTime/TimeEdit'),
}

export const richTextEditor: EditorDef = {
  type: 'richText',
  rank: componentTester(['RichTextEditQuantity']),
  load: () => import('./richText/RichTextEdit'),
}

export const fileEditor: EditorDef = {
  type: 'file',
  rank: componentTester(['FileEditQuantity']),
  load: () => import('./file/FileEdit'),
}

export const authorEditor: EditorDef = {
  type: 'author',
  rank: componentTester(['AuthorEditQuantity'], isQuantityType('author')),
  load: () => import('./author/AuthorEdit'),
}

export const queryEditor: EditorDef = {
  type: 'query',
  rank: componentTester(['QueryEditQuantity']),
  load: () => import('./query/QueryEdit'),
}

export const referenceEditor: EditorDef = {
  type: 'reference',
  rank: componentTester(['ReferenceEditQuantity'], isQuantityType('reference')),
  load: () => import('./reference/ReferenceEdit'),
}

/** A list: the item's own editor for each item (spec 3 §5 "List editor"). */
export const listEditor: EditorDef = {
  type: 'list',
  rank: (definition) => (isList(definition) ? RANK.list : -1),
  load: () => import('./list/ListEdit'),
}

/** Anything else (matrices, unknown types): the value as JSON. */
export const jsonEditor: EditorDef = {
  type: 'json',
  rank: () => RANK.any,
  load: () => import('./json/JsonEdit'),
}

export const EDITORS: readonly EditorDef[] = [
  jsonEditor,
  stringEditor,
  urlEditor,
  numberEditor,
  sliderEditor,
  boolEditor,
  enumEditor,
  radioEnumEditor,
  autocompleteEditor,
  dateTimeEditor,
  dateEditor,
  timeEditor,
  richTextEditor,
  fileEditor,
  authorEditor,
  queryEditor,
  referenceEditor,
  listEditor,
]
