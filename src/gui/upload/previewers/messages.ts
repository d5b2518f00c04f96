// The texts of file previews, word for word from spec 3 §8 and §9.

export const previewWith = (viewer: string) => `Preview with ${viewer} viewer`
export const failedToOpen = (viewer: string) => `Failed to open with ${viewer} viewer. Bad file format?`
export const OPEN_WITH_TEXT = 'Open with text viewer'
export const COULD_NOT_READ = 'ERROR - COULD NOT READ FILE!'
export const LOADING = 'loading ...'
