// Public face of the search page (spec 2 §2): the page as a lazily loaded chunk of its
// own, and the locked apps pages build on it (a dataset's entries, the user's uploads).
// Nothing here imports SearchPage.tsx statically: routes stay light.
export { LazySearchPage } from './LazySearchPage'
export { baseEntriesApp, lockedSearchApp } from './lockedApps'
