// The material page (issue 19 item 4): routed as `material/:materialId` under the search apps
// and at the top level; its code is a lazy chunk.
export { LazyMaterialPage } from './LazyMaterialPage'
export { GO_TO_MATERIAL_TEXT, MATERIAL_NOT_FOUND } from './texts'

/** The material page below a page's path (a search app's, or '' for the top level). */
export const materialPath = (base: string, materialId: string) => `${base.replace(/\/+$/, '')}/material/${encodeURIComponent(materialId)}`
