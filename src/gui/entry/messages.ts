// The entry page's texts (spec 3 §2), apart from the page so tests and other features can
// name them without loading the page's chunk.
export const ENTRY_MISSING_MESSAGE = 'This entry does not exist.'
export const ENTRY_LOADING_LABEL = 'Loading entry'
export const NO_CARDS_MESSAGE = 'No overview cards defined in the entry context. Ensure that all GUI artifacts are created.'
