// Public face of the edit components (issue 18, spec 1 §3 `dev/editquantity`): the one
// entry point `EditQuantity`, which draws the best-ranked component of the runtime's
// `editors` registry for a quantity definition; the definition and props types; the
// built-in components' definitions for the built-ins plugin; and their pure rules.
export { EditQuantity } from './EditQuantity'
export type { EditContext, EditorDef, EditorRegistry, EditQuantityProps } from './editorDef'
export { elnAnnotation, itemDefinition, quantityLabel } from './definition'
export type { EditQuantityDefinition, ElnAnnotation } from './definition'
export {
  authorEditor,
  autocompleteEditor,
  boolEditor,
  dateEditor,
  dateTimeEditor,
  EDITORS,
  enumEditor,
  fileEditor,
  jsonEditor,
  listEditor,
  numberEditor,
  queryEditor,
  radioEnumEditor,
  referenceEditor,
  richTextEditor,
  sliderEditor,
  stringEditor,
  timeEditor,
  urlEditor,
} from './defs'
export { componentTester, hasComponent, RANK } from './testers'
export { checkNumber, datatypeMessage, maxMessage, minMessage, NUMBER_DEBOUNCE_MS, NUMBER_PRECISION } from './number/numberInput'
export { dateInput, dateTimeInput, dateTimeValue, dateValue, timeInput, timeValue } from './dateTime/convert'
export { changedList, fixedLength, LIST_PAGE_SIZE, listItems } from './list/listItems'
export { referenceValue } from './reference/referenceValue'
