// Public face of the metainfo browser (spec 3 §2.4): a lazy page, and the URL of a definition in it.
export { LazyMetainfoPage } from './LazyMetainfoPage'
export type { MetainfoPageProps } from './MetainfoPage'
export { METAINFO_ROUTE, metainfoUrl } from './urls'
