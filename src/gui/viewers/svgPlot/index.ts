// Parts of the SVG plots (band structure, DOS, curves over temperature): scales, ticks, axes, path strings, the
// width to fill. Plain SVG because these plots hold tens of thousands of points.
export { Axis, type AxisProps, type Tick } from './Axis'
export { linearScale, niceTicks, polylinePath, tickText, type LinearScale } from './scale'
export { useWidth } from './useWidth'
export { extentOf, XyPlot, type XyPlotProps } from './XyPlot'
export { BOLTZMANN, ELECTRON_VOLT, MILLI_ELECTRON_VOLT, ENERGY_AXIS_TITLE, PHONON_AXIS_TITLE, SPIN_COLORS, SPIN_LABELS } from './energy'
import './svgPlot.css'
