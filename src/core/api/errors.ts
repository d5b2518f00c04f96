/** One item of a 422 `detail` list. */
export interface ValidationErrorItem {
  loc: (string | number)[]
  msg: string
  type: string
}

/** Every API error: a sentence, or for 422 the list of what was wrong where (reference §0). */
export interface ErrorResponse {
  detail: string | ValidationErrorItem[]
}
