// Patterns a request brings (a download's re_pattern and glob_pattern, `required`
// wildcards) run against many paths inside the server, so none may cost more than
// linear time: JavaScript's backtracking RegExp takes `(a+)+$` against 29 characters
// 7 s, and the fnmatch translation `.*a.*a.*a…` blows up the same way. Regular
// expressions therefore go to RE2 (re2js, pure JavaScript, linear in the input);
// globs are translated to RE2 too; plain `*` wildcards use a two-pointer matcher.
// RE2 has no backreferences and no lookaround: those are refused with a 422 that
// says so. Its syntax is otherwise Python's for what path filters use
// (`(?P<name>…)`, `(?i)`, `\d`, classes), which NOMAD's `re_pattern` is written in.
import { RE2JS } from 're2js'

/** Longest pattern accepted: real path filters are tens of characters. */
export const MAX_PATTERN_LENGTH = 1000

/**
 * Largest compiled RE2 program accepted. Matching costs up to program size × path
 * length; repeats such as `\pL{25}` eighty times stay under 2,000 and under ~6 ms for a
 * 4,096-character path, while 60,000 instructions took 400 ms for 200 characters.
 */
export const MAX_PROGRAM_SIZE = 2000

export type Matcher = (text: string) => boolean

export type Compiled = { ok: true; test: Matcher } | { ok: false; msg: string }

const UNSUPPORTED: [RegExp, string][] = [
  [/\\[1-9]|\(\?P=/, 'backreferences are not supported'],
  [/\(\?<?[=!]/, 'lookahead and lookbehind assertions are not supported'],
]

const tooLong = (what: string): Compiled => ({ ok: false, msg: `the ${what} is longer than ${MAX_PATTERN_LENGTH} characters` })

function compileRe2(source: string, flags: number, what: string): Compiled {
  let compiled: RE2JS
  try {
    compiled = RE2JS.compile(source, flags)
  } catch (error) {
    const reason = UNSUPPORTED.find(([pattern]) => pattern.test(source))?.[1]
    const message = (error as Error).message.replace(/^error parsing regexp: /, '')
    return { ok: false, msg: `could not parse the ${what}: ${message}${reason ? ` (${reason}: patterns are matched in linear time)` : ''}` }
  }
  if (compiled.programSize() > MAX_PROGRAM_SIZE) return { ok: false, msg: `the ${what} is too complex (its repetitions expand to more than ${MAX_PROGRAM_SIZE} steps)` }
  return { ok: true, test: (text) => compiled.test(text) }
}

/** A regular expression searched anywhere in the text, as Python's `re.search`. */
export function regexMatcher(source: string): Compiled {
  if (source.length > MAX_PATTERN_LENGTH) return tooLong('re pattern')
  return compileRe2(source, 0, 're pattern')
}

/**
 * fnmatch's glob (`*` any characters, `/` too; `?` one; `[…]`/`[!…]` a set) matched
 * against the end of the text from the start of a path segment.
 */
export function globMatcher(glob: string): Compiled {
  if (glob.length > MAX_PATTERN_LENGTH) return tooLong('glob pattern')
  return compileRe2(`(?:^|/)${globSource(glob)}$`, RE2JS.DOTALL, 'glob pattern')
}

/** fnmatch's translation into RE2 syntax. */
function globSource(glob: string): string {
  let source = ''
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]
    if (char === '*') source += '.*'
    else if (char === '?') source += '.'
    else if (char === '[') {
      let end = i + 1
      if (glob[end] === '!') end++
      if (glob[end] === ']') end++
      while (end < glob.length && glob[end] !== ']') end++
      if (end >= glob.length) {
        source += '\\['
        continue
      }
      const body = glob.slice(i + 1, end)
      const negated = body.startsWith('!')
      const members = (negated ? body.slice(1) : body).replace(/\\/g, '\\\\').replace(/^\^/, '\\^').replace(/\[/g, '\\[')
      source += `[${negated ? '^' : ''}${members}]`
      i = end
    } else source += RE2JS.quote(char)
  }
  return source
}

/** Texts that are one of the names or end with `/` and one of them. */
export function namesMatcher(names: readonly string[]): Matcher {
  const wanted = new Set(names)
  return (text) => {
    if (wanted.has(text)) return true
    for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
      if (wanted.has(text.slice(slash + 1))) return true
    }
    return false
  }
}

/**
 * A whole-text match of a pattern whose only wildcard is `*` (any characters). Greedy
 * with one remembered star: a mismatch retries from the last star one character later,
 * so the cost is at most text length × pattern length, never exponential.
 */
export function wildcardMatcher(pattern: string): Matcher {
  if (!pattern.includes('*')) return (text) => text === pattern
  return (text) => {
    let p = 0
    let t = 0
    let star = -1
    let resume = 0
    while (t < text.length) {
      if (p < pattern.length && pattern[p] === '*') {
        star = p++
        resume = t
      } else if (p < pattern.length && pattern[p] === text[t]) {
        p++
        t++
      } else if (star >= 0) {
        p = star + 1
        t = ++resume
      } else return false
    }
    while (p < pattern.length && pattern[p] === '*') p++
    return p === pattern.length
  }
}
