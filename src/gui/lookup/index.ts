// Public face of the lookup pages (spec 1 "Lookup pages"): entry/query,
// entry/pid/{pid}/{handle?} and dataset/doi/{doi*}, each a lazy chunk. Only the pages:
// what the route table imports statically joins the first paint.
export { LazyDatasetDoiPage, LazyEntryPidPage, LazyEntryQueryPage } from './LazyLookupPages'
