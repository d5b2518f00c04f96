// The props-driven item components (spec 2 §2.2), for code that draws them itself: the
// dashboard's widgets reuse the periodic table and the range inputs. Importing this
// loads them all, so only lazily loaded modules do; the menu draws them through their
// types' loaders.
export * from './terms/TermsItem'
export * from './histogram/HistogramItem'
export * from './periodicTable/PeriodicTableItem'
export * from './visibility/VisibilityItem'
export * from './definitions/DefinitionsItem'
export * from './optimade/OptimadeItem'
export * from './customQuantities/CustomQuantitiesItem'
