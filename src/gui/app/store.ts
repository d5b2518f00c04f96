// The Redux store: the runtime's root reducer (RTK Query's api slice) with the shell's
// auth slice; features inject their own slices (runtime `injectSlice`). The ApiClient
// travels as the thunk extra argument, so endpoints and tests can use any client (e.g.
// one pointing at a test server).
import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { api, type ApiClient, type ApiThunkExtra } from '../api'
import { authSlice } from '../auth'
import { rootReducer as runtimeReducer } from '../runtime'

export const rootReducer = runtimeReducer.inject(authSlice)

export type RootState = ReturnType<typeof rootReducer>

export function createStore(options: { client: ApiClient; preloadedState?: Partial<RootState> }) {
  const extra: ApiThunkExtra = { client: options.client }
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  })
}

export type AppStore = ReturnType<typeof createStore>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
