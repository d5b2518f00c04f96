// Public face of the metainfo browser (spec 3 §2.4): a lazy page.
export { LazyMetainfoPage } from './LazyMetainfoPage'
export type { MetainfoPageProps } from './MetainfoPage'
