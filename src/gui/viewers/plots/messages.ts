// The plots' texts (spec 2 §5.6, spec 3 §8), apart from the components so that cards and
// tests can name them.
export { LENGTH_MISMATCH_MESSAGE } from './series'

/** Spec 3 §8: a plot that fails for a reason of its own. */
export const PLOT_ERROR_MESSAGE = 'Could not load plot due to an unexpected error.'
/** Where a property has no values to plot (NOMAD's placeholder). */
export { NO_DATA_TEXT } from '../viewerBoundary'
export const SAVE_PNG_TEXT = 'PNG'
