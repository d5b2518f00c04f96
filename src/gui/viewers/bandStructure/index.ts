// The band structure viewer (spec 3 §3 viewer data, §8): the data preparation (pure) and
// the SVG plot. Plain SVG, not vega: a band structure holds tens of thousands of points.
export { bandPlotData, BandDataError, type BandLine, type BandPlotData, type BandSegmentInput, type BandStructureInput, type BandTick } from './bandData'
export { BandStructurePlot, PLOT_MARGIN, type BandStructurePlotProps } from './BandStructurePlot'
export { BAND_STRUCTURE_ERROR, MISSING_REFERENCE } from './messages'
import './bandStructure.css'
