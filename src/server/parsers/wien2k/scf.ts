// The WIEN2k SCF summary (`case.scf`, or a lone `.scfx`): ':LABEL' header lines, then per
// iteration (':ITEnnn:') tagged lines. Read line by line in WIEN2k's units (Ry, bohr).
import { numbersIn } from '../common'

export interface ScfIteration {
  number: number
  /** Ry */
  totalEnergy?: number
  /** Ry */
  fermi?: number
  /** Ry */
  gap?: number
  /** The functional as the :POT line names it, e.g. 'EX_PBE EC_PBE VX_PBE VC_PBE'. */
  potentialOption?: string
  rkm?: number
  kpoints?: number
  spinPolarized?: boolean
  /** mRy/bohr per inequivalent atom, from the :FGL lines. */
  forces: [number, number, number][]
  /** MULT per inequivalent atom, from the :POS lines. */
  multiplicities: number[]
}

export interface Wien2kScf {
  /** 'version release' as NOMAD joins them, e.g. '14.2 15/10/2014'. */
  version?: string
  iterations: ScfIteration[]
}

/** Reads the .scf text; an iteration without ':ENE' (a cut-off file) is kept as read. */
export function readScf(text: string): Wien2kScf {
  const scf: Wien2kScf = { iterations: [] }
  let current: ScfIteration | undefined
  for (const line of text.split(/\r?\n/)) {
    if (!scf.version) {
      const version = /:LABEL\d+:\s*using WIEN2k_(\S+) \(Release ([\d/]+)\)/.exec(line)
      if (version) scf.version = `${version[1]} ${version[2]}`
    }
    const start = /^:ITE\d+:\s*(\d+)\.\s*ITERATION/.exec(line)
    if (start) {
      current = { number: Number(start[1]), forces: [], multiplicities: [] }
      scf.iterations.push(current)
      continue
    }
    if (!current) continue
    if (line.startsWith(':ENE')) current.totalEnergy = numbersIn(line.slice(line.indexOf('=') + 1))[0]
    else if (line.startsWith(':FER')) current.fermi = numbersIn(line.slice(line.indexOf('=') + 1))[0]
    else if (line.startsWith(':GAP')) current.gap ??= numbersIn(line.slice(line.indexOf(':', 1) + 1))[0]
    else if (line.startsWith(':POT')) current.potentialOption = /POTENTIAL OPTION\s*(.*)$/.exec(line)?.[1].trim()
    else if (line.startsWith(':RKM')) current.rkm = Number(/RKM=\s*([\d.]+)/.exec(line)?.[1])
    else if (line.startsWith(':KPT')) current.kpoints = Number(/NUMBER OF K-POINTS:\s*(\d+)/.exec(line)?.[1])
    else if (/^:FGL\d+:/.test(line)) {
      const force = /ATOM\s+(\S+)\s+(\S+)\s+(\S+)/.exec(line)
      if (force) current.forces.push([Number(force[1]), Number(force[2]), Number(force[3])])
    } else if (/^:POS\d+:/.test(line)) {
      const mult = /MULT\s*=\s*(\d+)/.exec(line)
      if (mult) current.multiplicities.push(Number(mult[1]))
    } else if (/SPINPOLARIZED CALCULATION/.test(line)) current.spinPolarized = !/NON-SPINPOLARIZED/.test(line)
  }
  return scf
}
