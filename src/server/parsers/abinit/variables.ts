// The echo of preprocessed input variables at the top of an ABINIT output
// ('-outvars: echo values of preprocessed input variables'): one variable per line,
// continuation lines for long arrays, a dataset number appended to the name where the
// value differs per dataset (ecut2, nsppol1 …), and a unit after lengths and energies.
import { fortranFloat } from '../common'

export interface AbinitVariables {
  /** Variable name → numbers, for each dataset suffix ('' for all datasets). */
  values: Map<string, Map<string, number[]>>
  /** Unit printed after the numbers ('Bohr', 'Hartree', …), by name and suffix. */
  units: Map<string, string>
}

const NAME_LINE = /^[-P*+\s]\s*([a-zA-Z_][a-zA-Z0-9_]*)\s+(.*)$/

function splitSuffix(name: string, datasets: Set<number>): [string, string] {
  const match = /^(.*?[a-zA-Z_])(\d+)$/.exec(name)
  if (match && datasets.has(Number(match[2]))) return [match[1], match[2]]
  return [name, '']
}

/**
 * Reads the echo block. `datasets` are the dataset numbers of the run; a trailing number
 * is a dataset suffix only when it is one of them.
 */
export function readVariables(lines: string[], datasets: Set<number>): AbinitVariables {
  const vars: AbinitVariables = { values: new Map(), units: new Map() }
  const start = lines.findIndex((l) => l.includes('-outvars: echo values of preprocessed input variables'))
  if (start < 0) return vars
  let current: number[] | undefined
  for (const line of lines.slice(start + 1)) {
    if (/^={10}/.test(line.trim())) break
    const named = NAME_LINE.exec(line)
    const rest = named ? named[2] : line
    if (named) {
      const [name, suffix] = splitSuffix(named[1], datasets)
      const perSuffix = vars.values.get(name) ?? new Map<string, number[]>()
      current = []
      perSuffix.set(suffix, current)
      vars.values.set(name, perSuffix)
      const unit = /([A-Za-z]+)\s*$/.exec(rest)?.[1]
      if (unit && !/^[EeDd]$/.test(unit)) vars.units.set(`${name}${suffix}`, unit)
    }
    if (!current) continue
    for (const token of rest.trim().split(/\s+/)) {
      const value = fortranFloat(token)
      if (token && Number.isFinite(value)) current.push(value)
    }
  }
  return vars
}

/** The value of a variable in a dataset: its dataset-specific entry, else the common one. */
export function variable(vars: AbinitVariables, name: string, dataset: number): number[] | undefined {
  const perSuffix = vars.values.get(name)
  return perSuffix?.get(String(dataset)) ?? perSuffix?.get('')
}

export function scalar(vars: AbinitVariables, name: string, dataset: number): number | undefined {
  return variable(vars, name, dataset)?.[0]
}

/** The unit printed with a variable in a dataset, lower case. */
export function unitOf(vars: AbinitVariables, name: string, dataset: number): string | undefined {
  return (vars.units.get(`${name}${dataset}`) ?? vars.units.get(name))?.toLowerCase()
}
