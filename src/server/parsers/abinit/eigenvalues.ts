// The eigenvalue blocks ABINIT prints with a dataset's results (prteigrs):
//
//  Eigenvalues (hartree) for nkpt=   6  k points, SPIN UP:
//  kpt#   1, nband=  8, wtk=  0.12500, kpt=  0.1250  0.1250  0.1250 (reduced coord)
//   -0.48411  -0.38615  ...                 (8 per line, wrapped)
//       occupation numbers for kpt#   1     (metals only)
//    1.00000   0.99999  ...
//  prteigrs : prtvol=0 or 1, do not print more k-points.   (long k lists, default prtvol)
//
// The unit is 'hartree' or '   eV  ' (enunit); with nsppol=2 a 'SPIN DOWN' block follows
// the 'SPIN UP' one. Read line by line; values stay in the printed unit.
import { EV, HARTREE } from '../common'
import type { BandEnergiesOut, Vec3 } from '../common'
import type { ProcessingLogger } from '../types'

export interface EigenvalueChannel {
  /** Reduced coordinates. */
  kpoints: Vec3[]
  weights: number[]
  /** Per k-point, as printed (bands may wrap over lines). */
  energies: number[][]
  /** Per k-point; empty lists when no occupations are printed. */
  occupations: number[][]
}

export interface EigenvalueBlock {
  unit: 'hartree' | 'ev'
  /** The nkpt of the header: more than the k-points printed when ABINIT truncates the list. */
  nkpt: number
  /** One channel, or spin up and down. */
  channels: EigenvalueChannel[]
  /** The header said 'SPIN UP': a 'SPIN DOWN' block belongs to it. */
  spinPolarised: boolean
  /** ABINIT wrote 'do not print more k-points'. */
  truncated: boolean
}

const HEADER = /^\s*Eigenvalues \(\s*(hartree|eV)\s*\) for nkpt=\s*(\d+)\s+k points(?:,\s*SPIN\s+(UP|DOWN))?/
const KPOINT = /^\s*kpt#\s*\d+,\s*nband=\s*(\d+),\s*wtk=\s*([-+\d.eE]+),\s*kpt=([^(]*)/
const OCCUPATIONS = /^\s*occupation numbers for kpt#/
const TRUNCATED = /prteigrs\s*:\s*prtvol=.*do not print more k-points/
// A value as ABINIT writes it: fixed or exponent form, runs of '*' on overflow, NaN.
const VALUE = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eEdD][-+]?\d+)?|NaN|\*+/g

/** The values of a line holding nothing else, else undefined (f10.5 fields may run together). */
function valuesOfLine(line: string): number[] | undefined {
  const tokens = line.match(VALUE)
  if (!tokens || line.replace(VALUE, '').trim() !== '') return undefined
  return tokens.map((t) => (/^[-+\d.]/.test(t) ? Number(t.replace(/[dD]/, 'e')) : Number.NaN))
}

/** Follows the eigenvalue blocks of an output, one line at a time. */
export class EigenvalueReader {
  /** The block read last (the one a dataset keeps). */
  block?: EigenvalueBlock
  private open = false
  private list?: number[]
  /** nband of the current k-point: a list never takes more. */
  private nband = 0

  /** Forgets the block, at a dataset boundary. */
  reset(): void {
    this.block = undefined
    this.open = false
    this.list = undefined
  }

  /**
   * Reads a line: 'started' when it opens a new block (`block` is then the new one),
   * 'consumed' when it belongs to the current block, 'ignored' otherwise.
   */
  read(line: string): 'started' | 'consumed' | 'ignored' {
    const header = HEADER.exec(line)
    if (header) {
      const unit = header[1] === 'eV' ? 'ev' : 'hartree'
      const channel: EigenvalueChannel = { kpoints: [], weights: [], energies: [], occupations: [] }
      this.open = true
      this.list = undefined
      const current = this.block
      if (header[3] === 'DOWN' && current?.spinPolarised && current.channels.length === 1 && current.unit === unit) {
        current.channels.push(channel)
        return 'consumed'
      }
      this.block = { unit, nkpt: Number(header[2]), channels: [channel], spinPolarised: header[3] === 'UP', truncated: false }
      return 'started'
    }
    if (!this.open || !this.block) return 'ignored'
    const channel = this.block.channels[this.block.channels.length - 1]

    const kpoint = KPOINT.exec(line)
    if (kpoint) {
      const k = valuesOfLine(kpoint[3]) ?? []
      channel.kpoints.push([k[0] ?? Number.NaN, k[1] ?? Number.NaN, k[2] ?? Number.NaN])
      channel.weights.push(Number(kpoint[2]))
      this.nband = Number(kpoint[1])
      this.list = []
      channel.energies.push(this.list)
      channel.occupations.push([])
      return 'consumed'
    }
    if (OCCUPATIONS.test(line) && channel.occupations.length) {
      this.list = channel.occupations[channel.occupations.length - 1]
      return 'consumed'
    }
    if (TRUNCATED.test(line)) {
      this.block.truncated = true
      this.open = false
      return 'consumed'
    }
    const values = this.list && this.list.length < this.nband ? valuesOfLine(line) : undefined
    if (values) {
      this.list!.push(...values)
      return 'consumed'
    }
    this.open = false
    return 'ignored'
  }
}

/**
 * The eigenvalues section of a block: energies in joule [spin][k][band], occupations
 * when printed for every k-point. Undefined (with a warning) for a block that cannot
 * be stored: non-finite values, a missing 'SPIN DOWN' half. k-points ABINIT left out
 * (prtvol) are missing here too, which is only logged.
 */
export function bandEnergiesOf(block: EigenvalueBlock, dataset: number, logger: ProcessingLogger): BandEnergiesOut | undefined {
  const where = `the eigenvalues of dataset ${dataset}`
  if (block.spinPolarised && block.channels.length < 2) {
    logger.warning(`The SPIN DOWN half of ${where} is missing (cut-off output); they are not stored.`)
    return undefined
  }
  const nk = Math.min(...block.channels.map((c) => c.energies.length))
  if (nk === 0) return undefined
  if (block.channels.some((c) => c.energies.length !== nk)) logger.warning(`The spin channels of ${where} have different k-points; the common first ${nk} are kept.`)
  const lengths = block.channels.flatMap((c) => c.energies.slice(0, nk).map((e) => e.length))
  const nBands = Math.min(...lengths)
  if (nBands === 0) return undefined
  if (lengths.some((n) => n !== nBands)) logger.warning(`The k-points of ${where} have different numbers of bands; the first ${nBands} are kept.`)

  const [first] = block.channels
  const kpoints = first.kpoints.slice(0, nk)
  const raw = block.channels.map((c) => c.energies.slice(0, nk).map((e) => e.slice(0, nBands)))
  if (raw.flat(2).some((e) => !Number.isFinite(e)) || kpoints.flat().some((k) => !Number.isFinite(k))) {
    logger.warning(`${where[0].toUpperCase()}${where.slice(1)} hold values that are not numbers (NaN or ****); they are not stored.`)
    return undefined
  }
  if (block.truncated || nk < block.nkpt) {
    logger.info(`ABINIT printed ${nk} of the ${block.nkpt} k-points of dataset ${dataset} (prtvol); only those are stored.`)
  }
  const factor = block.unit === 'ev' ? EV : HARTREE
  const out: BandEnergiesOut = {
    n_spin_channels: block.channels.length,
    n_kpoints: nk,
    n_bands: nBands,
    kpoints,
    kpoints_weights: first.weights.slice(0, nk),
    energies: raw.map((channel) => channel.map((k) => k.map((e) => e * factor))),
  }
  const occupations = block.channels.map((c) => c.occupations.slice(0, nk).map((o) => o.slice(0, nBands)))
  if (occupations.every((channel) => channel.length === nk && channel.every((o) => o.length === nBands && o.every(Number.isFinite)))) {
    out.occupations = occupations
  }
  return out
}
