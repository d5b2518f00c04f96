// The store's root reducer, which every slice joins: RTK Query's api slice from the
// start, the others injected by their owners — the composition root adds auth, each
// search context adds itself on first use — so the runtime names no feature and a
// feature never reaches into the app's store module.
import { combineSlices, type Reducer } from '@reduxjs/toolkit'
import { api } from '../api'

/**
 * The slices features inject, by reducer path: a feature whose slice others read by type
 * declares it here by module augmentation (as auth does), so the root state knows it.
 */
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>()

/** A slice as the root reducer takes it in (what `createSlice` returns). */
export interface InjectableSlice<State> {
  readonly reducerPath: string
  readonly reducer: Reducer<State>
}

/** Adds a feature's slice to the store; injecting the same slice again changes nothing. */
export function injectSlice<State>(slice: InjectableSlice<State>): void {
  rootReducer.inject(slice)
}
