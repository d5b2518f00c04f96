// How well a suggestion fits what was typed (issue 19 item 9): a list for 'Si' leads with
// the values and quantities that are or start with 'Si', then those with a word starting
// with it, then the ones merely holding it; at equal fit, short names come before deep
// technical paths, values of many entries before rare ones (else in the server's order),
// shorter names before longer.
import type { SearchSuggestion } from '../../../core/search'

/** Fit of a text to the input, best first; undefined when the text does not hold the input. */
export enum MatchTier {
  Exact = 0,
  Prefix = 1,
  WordStart = 2,
  Inside = 3,
}

/**
 * Where a word of `text` starts: after a separator (`.`, `_`, space, `-`, `/`, `=`), or an
 * upper-case letter after a lower-case one or a digit (`FeSi2`: Si, an element of a formula).
 */
function isWordStart(text: string, i: number): boolean {
  const before = text[i - 1]
  const here = text[i]
  if (/[^A-Za-z0-9]/.test(before)) return /[A-Za-z0-9]/.test(here)
  return /[A-Z]/.test(here) && /[a-z0-9]/.test(before)
}

export function matchTier(text: string, input: string): MatchTier | undefined {
  const wanted = input.trim().toLowerCase()
  const lower = text.toLowerCase()
  if (!wanted || !lower.includes(wanted)) return undefined
  if (lower === wanted) return MatchTier.Exact
  if (lower.startsWith(wanted)) return MatchTier.Prefix
  for (let i = 1; i <= lower.length - wanted.length; i++) {
    if (isWordStart(text, i) && lower.startsWith(wanted, i)) return MatchTier.WordStart
  }
  return MatchTier.Inside
}

/** Sort key of a suggestion: compared element by element, smaller first. */
export type Rank = readonly number[]

export function compareRanks(a: Rank, b: Rank): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1
  return a.length - b.length
}

const depthOf = (name: string) => name.split('.').length - 1

/**
 * A quantity name as written: an exact or prefix match of the whole name or of its last
 * part counts as that; a part (after `.` or `_`) starting with the input is a word start.
 */
export function nameRank(written: string, input: string): Rank | undefined {
  const whole = matchTier(written, input)
  // A name merely holding the input ('exclusive' for 'si') is noise, not a suggestion.
  if (whole === undefined || whole === MatchTier.Inside) return undefined
  const last = written.slice(written.lastIndexOf('.') + 1)
  const lastTier = matchTier(last, input)
  const tier = lastTier !== undefined && lastTier < MatchTier.WordStart ? Math.min(whole, lastTier) : whole
  return [tier, depthOf(written), 1, 0, written.length]
}

/** A value the server suggests for the quantity written as `written`, held by `weight` entries. */
export function valueRank(written: string, value: string, input: string, weight = 0): Rank | undefined {
  const tier = matchTier(value, input)
  if (tier === undefined) return undefined
  return [tier, depthOf(written), 0, -weight]
}

/** A ranked suggestion: the rank orders it within its group and its group among the others. */
export interface RankedSuggestion {
  readonly suggestion: SearchSuggestion
  readonly rank: Rank
}

/** Best first; ties keep their order (Array sort is stable). */
export const byRank = (items: readonly RankedSuggestion[]) => [...items].sort((a, b) => compareRanks(a.rank, b.rank))
