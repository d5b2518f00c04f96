// Public face of the shared input widgets (spec 2 §5.6): the URL field, the author fields,
// the JSON/YAML editor and their rules. The unit input is the units unit's (src/gui/units:
// `UnitInput`, `checkUnitInput`), re-exported here so every shared input has one address.
export { AuthorFields, AUTHOR_TEXTS, authorOfUser } from './AuthorFields'
export type { AuthorFieldsProps } from './AuthorFields'
export { AUTHOR_KEYS, authorOf, authorValue, emailError, INVALID_EMAIL, isEmail } from './author'
export type { AuthorValue } from './author'
export { JSON_EDITOR_ROWS, JsonEditor } from './JsonEditor'
export type { JsonEditorProps } from './JsonEditor'
export { parseStructured, structuredText } from './structuredText'
export type { StructuredCheck, StructuredFormat } from './structuredText'
export { INVALID_URL, urlError } from './url'
export { UrlField } from './UrlField'
export type { UrlFieldProps } from './UrlField'
export { checkUnitInput, PLEASE_SPECIFY_A_VALUE, UnitInput } from '../../units'
export type { UnitInputProps, UnitInputRules } from '../../units'
