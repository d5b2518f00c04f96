// The lazy chart: vega-lite plots for any feature. Only VegaChart.tsx imports vega, and
// only Chart's lazy() reaches it, so importing this folder keeps vega out of the first paint.
export { Chart, CHART_LOADING_LABEL } from './Chart'
export { AXIS_NUMBER_FORMAT, type ChartSpec, type Datum, type VegaChartProps } from './types'
