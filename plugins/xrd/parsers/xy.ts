// Two-column patterns (`.xy`): 2θ in degrees and intensity per line, separated by
// spaces, tabs, commas or semicolons (further columns, such as errors, are ignored);
// lines starting with '#' are comments, and one of them may state the wavelength
// (`# wavelength: 1.5406 A`, `#lambda1 = 0.15406 nm`, `# Wavelength 1.5406`).
import type { Parser } from 'tessera/server'
import { checkPattern, patternArchive, type Pattern } from './pattern'

// Unambiguous (no two ways to split a run of digits), so matching stays linear.
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`
const DATA_LINE = new RegExp(String.raw`^\s*(${NUMBER})[\s,;]+(${NUMBER})(?:[\s,;].*)?$`)
const WAVELENGTH = new RegExp(String.raw`(?:wavelength|lambda1?|λ)\s*[:=]?\s*(${NUMBER})\s*(nm|pm|Å|A|angstrom)?`, 'i')

const TO_ANGSTROM: { readonly [unit: string]: number } = { nm: 10, pm: 0.01, å: 1, a: 1, angstrom: 1 }

export function readXy(text: string, warn: (message: string) => void): Pattern {
  const twoTheta: number[] = []
  const intensity: number[] = []
  let wavelength: number | undefined
  let unreadable = 0
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (trimmed === '') continue
    if (trimmed.startsWith('#')) {
      const stated = WAVELENGTH.exec(trimmed)
      if (stated && wavelength === undefined) wavelength = Number(stated[1]) * TO_ANGSTROM[(stated[2] ?? 'a').toLowerCase()]
      continue
    }
    const data = DATA_LINE.exec(trimmed)
    if (!data) {
      unreadable++
      continue
    }
    twoTheta.push(Number(data[1]))
    intensity.push(Number(data[2]))
  }
  if (twoTheta.length < 2) throw new Error('The file has fewer than two lines of 2θ and intensity.')
  if (unreadable > 0) warn(`${unreadable} line(s) are neither comments nor two numbers and were skipped.`)
  const pattern: Pattern = { twoThetaDegrees: twoTheta, intensity, ...(wavelength !== undefined && { wavelengthAngstrom: wavelength }) }
  checkPattern(pattern, warn)
  return pattern
}

export const xyParser: Parser = {
  metadata: {
    name: 'parsers/xrd_xy',
    codeName: 'XRD (.xy)',
    codeLabel: 'XRD .xy',
    codeCategory: 'Miscellaneous',
    mainfileNameRe: String.raw`.*\.(xy|XY)$`,
    // A line of two numbers among the first ones (comments may come first).
    mainfileContentsRe: String.raw`^[ \t]*${NUMBER}[ \t,;]+${NUMBER}`,
    tableOfFiles: '|Input Filename| Description|\n|--- | --- |\n|`*.xy` | **Mainfile:** two columns, 2θ (degrees) and intensity; `#` comments, optionally the wavelength|',
    status: 'beta',
  },
  async parse(context) {
    const text = (await context.readMainfile()).toString('utf8')
    return patternArchive({ patterns: [readXy(text, (message) => context.logger.warning(message))] })
  },
}
