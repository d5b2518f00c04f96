// The built-in previewer definitions alone (testers and loaders, no components), for the
// built-in plugin: importing them loads no viewer.
export { textPreviewer } from './text'
export { imagePreviewer } from './image'
export { jsonPreviewer } from './json'
export { pdfPreviewer } from './pdf'
export { cifPreviewer } from './cif'
export { hdf5Previewer } from './hdf5'
