// File sizes as spec 3 §9 shows them: bytes, kB (1e3), MB (1e6), GB (1e9), with the exact
// byte count beside the rounded one.

const UNITS: readonly [number, string][] = [
  [1e9, 'GB'],
  [1e6, 'MB'],
  [1e3, 'kB'],
]

/** `523 bytes`, `12.3 kB`, `4.5 MB`, `1.2 GB`. */
export function formatFileSize(bytes: number): string {
  for (const [factor, unit] of UNITS) {
    if (bytes >= factor) return `${(bytes / factor).toFixed(1)} ${unit}`
  }
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
}

/** `12.3 kB (12,345 bytes)`; small sizes only once: `523 bytes`. */
export function fileSizeText(bytes: number): string {
  const rounded = formatFileSize(bytes)
  return bytes < 1e3 ? rounded : `${rounded} (${bytes.toLocaleString('en-US')} bytes)`
}
