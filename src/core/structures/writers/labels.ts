// Site labels for structure files: the element and its running number (Si1, Si2, O1).
export function siteLabels(symbols: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return symbols.map((symbol) => {
    const n = (seen.get(symbol) ?? 0) + 1
    seen.set(symbol, n)
    return `${symbol}${n}`
  })
}
