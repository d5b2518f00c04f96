// Public face of the annotated plots: plots from a section definition's plot annotations
// (`m_annotations.plot` / `a_plot`) and from PlotSection figures, as a lazy component for
// the archive lanes, and the pure parts (paths, figures) with their messages.
export { LazyAnnotatedPlots, hasPlots } from './LazyAnnotatedPlots'
export type { AnnotatedPlotsProps } from './AnnotatedPlots'
export { annotatedFigure, plotAnnotations, sectionFigures, type AnnotatedFigure, type FigureResult, type PlotAnnotation } from './figures'
export { couldNotResolve, DIFFERENT_X_UNITS, EMPTY_VALUE, INCOMPATIBLE_SIZE, INVALID_SLICE, parsePlotPath, PlotPathError, plotValues, resolvePlotPath, sliceItems } from './paths'
export { checkColorSize, INCOMPATIBLE_COLOR_SIZE, INCOMPATIBLE_ELEMENTS, pairLines } from './shapes'
