/** URL parameters that name search quantities, which no schema can list. */
export type QueryParams = Record<string, string | string[] | undefined>

/**
 * The text parameters of a query string: Fastify's parser gives strings and lists of
 * strings; values a querystring schema coerced (booleans, integers) are options, not
 * search quantities, and are left out.
 */
export function queryParams(query: unknown): QueryParams {
  const params: QueryParams = {}
  if (typeof query !== 'object' || query === null) return params
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))) params[key] = value
  }
  return params
}
