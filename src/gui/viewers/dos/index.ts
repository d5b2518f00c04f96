// The density-of-states viewer (spec 3 §3, §5, §8): data preparation (pure) and the SVG
// plot, sideways so that it shares the energy axis of a band structure beside it.
export { dosPlotData, DosDataError, maxInRange, SPIN_POLARIZED_NEEDS_TWO, type DosChannelInput, type DosInput, type DosLine, type DosPlotData } from './dosData'
export { DosPlot, type DosPlotProps } from './DosPlot'
export const DOS_ERROR = 'Could not load density of states.'
import './dos.css'
