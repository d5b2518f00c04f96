// What simulation parsers share: SI factors, text helpers, functional names, and the
// typed shape of `run` and `workflow2`.
export * from './units'
export * from './text'
export * from './xc'
export * from './run'
