// The two shapes of NOMAD's 422 problems (reference §3). Request-body problems are what
// pydantic reports while reading the body: a flat `loc` starting with "body". Search
// problems are what NOMAD's search layer reports after reading it (an unknown quantity,
// an optimade filter that does not parse, a quantity a terms aggregation cannot use):
// their `loc` is one nested list, `[["optimade_filter"]]`, and their type is
// `value_error.exception`. Clients see both in one `{"detail": [...]}`.

export type LocPart = string | number
export type Loc = readonly (LocPart | readonly LocPart[])[]

export interface Problem {
  loc: Loc
  msg: string
  type: string
}

export const SEARCH_PROBLEM = 'value_error.exception'

/** A problem with the body's shape (pydantic's loc and types). */
export function bodyProblem(loc: readonly LocPart[], msg: string, type = 'value_error'): Problem {
  return { loc: ['body', ...loc], msg, type }
}

/** A problem found by validating against the search quantities (NOMAD's QueryValidationError). */
export function searchProblem(loc: readonly LocPart[], msg: string): Problem {
  return { loc: [[...loc]], msg, type: SEARCH_PROBLEM }
}

export function isSearchProblem(problem: Problem): boolean {
  return problem.type === SEARCH_PROBLEM
}

/** Collects problems while a part of the request is read; parts keep reading after one. */
export class Problems {
  readonly list: Problem[] = []
  add(problem: Problem): void {
    this.list.push(problem)
  }
  body(loc: readonly LocPart[], msg: string, type?: string): void {
    this.add(bodyProblem(loc, msg, type))
  }
  search(loc: readonly LocPart[], msg: string): void {
    this.add(searchProblem(loc, msg))
  }
  get empty(): boolean {
    return this.list.length === 0
  }
}

// pydantic v1's texts for the few body checks we share with it.
export const MSG = {
  missing: 'field required',
  notDict: 'value is not a valid dict',
  notList: 'value is not a valid list',
  notInt: 'value is not a valid integer',
  notStr: 'str type expected',
  notBool: 'value could not be parsed to a boolean',
  notNumber: 'value is not a valid float',
  enumMember: (allowed: readonly string[]) => `value is not a valid enumeration member; permitted: ${allowed.map((a) => `'${a}'`).join(', ')}`,
  greaterThan: (limit: number) => `ensure this value is greater than ${limit}`,
} as const

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
