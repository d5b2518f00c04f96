// Public face of the generic plots (spec 3 §9): line plots on the lazy chart with units in
// their axis titles, several series, log axes, a second y axis or stacked panels, PNG
// capture, and the boundary and messages of viewers. vega itself loads with the first
// chart (components/chart), so importing this folder costs a card's chunk little.
export { LinePlot, type LinePlotProps } from './LinePlot'
export { ViewerMessage } from './ViewerMessage'
export { ViewerBoundary, type ViewerBoundaryProps } from '../viewerBoundary'
export { axisTitle, LENGTH_MISMATCH_MESSAGE, PlotDataError, plotRows, type PlotAxis, type PlotRow, type Series, type SeriesMark } from './series'
export { DEFAULT_PLOT_HEIGHT, lineSpec, MIN_PLOT_WIDTH, PLOT_DATA, SERIES_COLORS, stackedSpec } from './lineSpec'
export { CAPTURE_FILE_NAME, CAPTURE_LONG_SIDE, capturePlot, captureSize } from './capture'
export { NO_DATA_TEXT, PLOT_ERROR_MESSAGE, SAVE_PNG_TEXT } from './messages'
export { useWidth } from './useWidth'
