// Public face of the developer pages (spec 1 §2 dev/…): the data-table demo, a lazy chunk.
export { LazyDataTablePage } from './LazyDevPages'
// dev/editquantity: every edit component with its demo bounds (issue 18), a lazy chunk.
export { LazyEditQuantityPage } from './editQuantity/LazyEditQuantityPage'
// dev/plot: plots from plot annotations and PlotSection figures, the plot-path messages (issue 18), a lazy chunk.
export { LazyPlotPage } from './plot/LazyPlotPage'
