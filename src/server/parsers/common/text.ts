// Small helpers for reading the text output of simulation codes.

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eEdD][-+]?\d+)?/g

/** A Fortran-style number: accepts D exponents; NaN for '*****' overflow fields. */
export function fortranFloat(text: string): number {
  return Number(text.trim().replace(/[dD]/, 'e'))
}

/** All numbers in a line, in order (Fortran D exponents accepted). */
export function numbersIn(line: string): number[] {
  const out: number[] = []
  for (const match of line.matchAll(NUMBER)) out.push(fortranFloat(match[0]))
  return out
}

/** Splits text into lines without the line terminators (\n or \r\n). */
export function linesOf(text: string): string[] {
  return text.split(/\r?\n/)
}

/**
 * Decodes a file's bytes: UTF-8 unless it holds invalid sequences, then ISO-8859-1
 * (old Fortran outputs write Latin-1 ångström signs and the like).
 */
export function decodeText(bytes: Buffer): string {
  const text = bytes.toString('utf8')
  return text.includes('\uFFFD') ? bytes.toString('latin1') : text
}

/** The directory part of an upload path, with a trailing slash ('' at the root). */
export function dirOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash < 0 ? '' : path.slice(0, slash + 1)
}
