// The lookup pages' texts (spec 1 "Lookup pages"), word for word, their misspellings
// included ('publically visibile').
export const ENTRY_NOT_FOUND_LOGGED_IN = 'This URL points to an entry that either does not exist, or that you are not authorized to see.'
export const ENTRY_NOT_FOUND_ANONYMOUS =
  'This URL points to an entry that either does not exist, or that is not publically visibile. Please login; you might be authorized to view it.'
export const DATASET_NOT_FOUND = 'This URL points to a dataset that does not exist.'
export const LOOKUP_LOADING_TEXT = 'loading ...'

/** External ids of the Materials Project start like this (mp-149). */
export const MATERIALS_PROJECT_PREFIX = 'mp-'
export const materialsProjectUrl = (externalId: string) => `https://next-gen.materialsproject.org/materials/${encodeURIComponent(externalId)}`
export const materialsProjectMessage = (externalId: string) =>
  `The entry ${externalId} has not yet been provided by the Materials Project to this installation.`
export const MATERIALS_PROJECT_LINK_TEXT = 'See it at the Materials Project'

export const ENTRY_TITLE = 'Entry'
export const DATASET_TITLE = 'Dataset'
