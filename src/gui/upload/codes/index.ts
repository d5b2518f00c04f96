// The supported codes and, per code, which files to upload (spec 2 §2.7).
export { CodeList } from './CodeList'
export { CodeDialog } from './CodeDialog'
export { groupCodes, CATEGORY_ORDER, type Code, type CodeGroup } from './codes'
