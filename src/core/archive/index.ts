// One JSON type and the reader that narrows untyped archive sections.
export type { JsonObject, JsonScalar, JsonValue, MutableSection, Section, WritableJsonObject } from './json'
export { arrayOf, isBoolean, isNumber, isNumberRows, isNumbers, isSection, isString, isStrings, type Guard } from './guards'
export { readArchive, valueAt, type ArchivePath, type ArchiveReader } from './reader'
