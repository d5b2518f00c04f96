// The lane browser's texts, word for word from spec 2 §5 "Lane errors" and §2.6.

export const itemNotFoundMessage = (key: string) => `The item "${key}" could not be found.`
/** The first lane's initialization failed. */
export const COULD_NOT_INITIALIZE = 'Could not initialize view'
/** A later lane's initialization failed. */
export const couldNotInitializeItem = (key: string) => `${COULD_NOT_INITIALIZE}: item "${key}" not found.`
export const LANE_RENDER_FAILED = 'This section could not be rendered, due to an unexpected error.'
/** The side panel until what it shows is known. */
export const SIDE_PANEL_LOADING = 'Loading...'
