// `Content-Disposition: attachment` for a file name of any script (RFC 6266): a header
// value may only hold Latin-1, so `データ.txt` in `filename="…"` made Node refuse the
// header (a 500). The name goes in `filename*=UTF-8''…` (RFC 5987 percent-encoding),
// which browsers prefer, after an ASCII `filename="…"` for clients that know no other.

/** RFC 5987 attr-chars are kept; everything else, `'()*` too, is percent-encoded UTF-8. */
const encode5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** Printable ASCII but the quote and backslash; anything else becomes `_`. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/gu, '_')

export function attachment(fileName: string): string {
  // A lone surrogate would make encodeURIComponent throw; in `u` mode the class matches only lone ones.
  const name = fileName.replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
  const ascii = asciiFallback(name)
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encode5987(name)}`
}
