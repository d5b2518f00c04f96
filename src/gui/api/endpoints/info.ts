// GET info: what the installation runs, and its statistics.
import { api } from '../apiSlice'
import type { InfoResponse } from '../types'

export const infoApi = api.injectEndpoints({
  endpoints: (build) => ({
    info: build.query<InfoResponse, void>({ query: () => 'info' }),
  }),
})

export const { useInfoQuery, useLazyInfoQuery } = infoApi
