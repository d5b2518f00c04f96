export type Order = 'asc' | 'desc'

/** `pagination` of a list answer (NOMAD's PaginationResponse). */
export interface PaginationResponse<OrderBy extends string = string> {
  page_size: number
  order_by?: OrderBy
  order?: Order
  page?: number
  total: number
  /** Lists of Mongo-backed objects page by index: the last index of this page, while more follow. */
  next_page_after_value?: string
}

/** A page of a list (uploads, datasets, an upload's entries). */
export interface Paged<T, OrderBy extends string = string> {
  pagination: PaginationResponse<OrderBy>
  data: T[]
}
