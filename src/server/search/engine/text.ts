// How the text variants match (search/request README, "match"): full text by words,
// `entry_name.prefix` by words in order with the last one incomplete, `mainfile.path`
// by `/`-separated leading segments. Evaluated once per distinct value.
import type { MatchMode } from '../request/doc'

/** Lower-case letters and digits runs, as Elasticsearch's standard analyser splits them. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The predicate a query value sets for one stored value. */
export function textMatcher(mode: Exclude<MatchMode, 'exact'>, query: string): (value: string) => boolean {
  if (mode === 'path') {
    // Not /\/+$/: a backtracking RegExp takes quadratic time on a long run of slashes.
    let end = query.length
    while (end > 0 && query[end - 1] === '/') end--
    const path = query.slice(0, end)
    return (value) => value === path || value.startsWith(`${path}/`)
  }
  const wanted = words(query)
  if (wanted.length === 0) return () => false
  if (mode === 'words') {
    // Every word of the query occurs in the value (the search bar's free text narrows).
    return (value) => {
      const have = new Set(words(value))
      return wanted.every((word) => have.has(word))
    }
  }
  const last = wanted.length - 1
  return (value) => {
    const have = words(value)
    for (let start = 0; start + last < have.length; start++) {
      let ok = true
      for (let i = 0; i < last && ok; i++) ok = have[start + i] === wanted[i]
      if (ok && have[start + last].startsWith(wanted[last])) return true
    }
    return false
  }
}
