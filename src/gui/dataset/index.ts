// Public face of the datasets page (/user/datasets, spec 1 "Your datasets page"): the
// page as a lazy chunk. Only the page: what the route table imports statically joins the
// first paint.
export { LazyDatasetsPage } from './LazyDatasetsPage'
