/**
 * The URLs of a route that takes a path in an upload: `{base}/*` and `{base}` itself,
 * the latter hidden from the OpenAPI document. Trailing slashes are ignored, so `…/raw/`
 * (the upload root) arrives as `…/raw` and would miss the wildcard. Register the route
 * once per URL, with `{ ...schema, hide }`, so its handler is typed from its schema.
 */
export function pathUrls(base: string): readonly (readonly [url: string, hide: boolean])[] {
  return [[`${base}/*`, false], [base, true]]
}
