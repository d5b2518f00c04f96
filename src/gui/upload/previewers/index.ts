// The built-in file previewers (spec 3 §2.9, §9) and the preview frame the file browser
// draws: every previewer that fits a file as a tab (the ranked `previewers` registry).
export { FilePreview, type FilePreviewProps } from './FilePreview'
export { choosePreviewers, FALLBACK_RANK, type PreviewChoice } from './choosePreviewers'
export type { PreviewerDef, PreviewerRegistry, PreviewProps } from './previewerDef'
export { AUTO_PREVIEW_LIMIT, CIF_AUTO_PREVIEW_LIMIT, EXTENSIONS, PREVIEW_CAP, TEXT_CHUNK } from './limits'
export { cifPreviewer, hdf5Previewer, imagePreviewer, jsonPreviewer, pdfPreviewer, textPreviewer } from './defs'
