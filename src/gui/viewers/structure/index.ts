// The 3D structure viewer (spec 3 §2.10, §9): `StructureViewer` takes an AtomicStructure
// (core/chemistry, ångström). Importing this folder loads no three.js: the view is a lazy
// chunk of its own.
export { StructureViewer } from './StructureViewer'
export type { StructureViewerProps } from './types'
export { atomLimitPrompt, STRUCTURE_ERROR, VIEW_IN_ARCHIVE, WEBGL_MISSING } from './messages'
export { DEFAULT_ATOM_LIMIT } from './scene/limits'
