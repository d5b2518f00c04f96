// The band structure FHI-aims writes beside aims.out: one file per path segment and spin
// channel (band1001.out, band1002.out, … for spin 1; band2001.out, … for spin 2), each
// line "index k1 k2 k3 (occupation energy)*" with energies in eV relative to the
// chemical potential. The segments themselves (end points, labels, number of points)
// are the `output band` lines of control.in, or FHI-aims' "Plot band" report of them.
import { EV, ANGSTROM } from '../common'
import type { BandEnergiesOut, BandStructureOut, Matrix3 } from '../common'
import { reciprocalCell as reciprocalCellOf } from '../../../core/chemistry'

export interface BandSegmentRequest {
  start: number[]
  end: number[]
  nPoints: number
  /** Labels of the end points, where control.in gives them. */
  labels?: [string, string]
}

/** FHI-aims' own plotting script shows "G" and "Gamma" as Γ. */
function pointLabel(label: string): string {
  return /^(g|gamma|Γ)$/i.test(label) ? 'Γ' : label
}

/** `output band k1 k2 k3  k1' k2' k3'  n  [label label']` lines of control.in. */
export function bandRequestsFromControl(lines: string[]): BandSegmentRequest[] {
  const requests: BandSegmentRequest[] = []
  for (const raw of lines) {
    const words = raw.split('#')[0].trim().split(/\s+/)
    if (words[0] !== 'output' || words[1] !== 'band') continue
    const numbers = words.slice(2, 9).map((w) => Number(w.replace(/[dD]/, 'e')))
    if (numbers.length < 7 || !numbers.every(Number.isFinite)) continue
    const request: BandSegmentRequest = { start: numbers.slice(0, 3), end: numbers.slice(3, 6), nPoints: numbers[6] }
    if (words.length >= 11) request.labels = [pointLabel(words[9]), pointLabel(words[10])]
    requests.push(request)
  }
  return requests
}

/** The "Plot band n / | begin … / | end … / | number of points: n" report in aims.out (no labels). */
export function bandRequestsFromOutput(lines: string[]): BandSegmentRequest[] {
  const requests: BandSegmentRequest[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*Plot band\s+\d+\s*$/.test(lines[i])) continue
    const begin = /^\s*\|\s*begin\s+(\S+)\s+(\S+)\s+(\S+)/.exec(lines[i + 1] ?? '')
    const end = /^\s*\|\s*end\s+(\S+)\s+(\S+)\s+(\S+)/.exec(lines[i + 2] ?? '')
    const points = /^\s*\|\s*number of points:\s*(\d+)/.exec(lines[i + 3] ?? '')
    if (!begin || !end || !points) continue
    requests.push({ start: begin.slice(1, 4).map(Number), end: end.slice(1, 4).map(Number), nPoints: Number(points[1]) })
  }
  return requests
}

/** band{spin}{segment:03}.out, spin and segment counted from 0. */
export function bandFileName(spin: number, segment: number): string {
  return `band${spin + 1}${String(segment + 1).padStart(3, '0')}.out`
}

export interface BandFile {
  kpoints: number[][]
  /** [k-point][band], eV relative to the chemical potential. */
  energies: number[][]
  occupations: number[][]
  /** Why reading stopped early, if it did. */
  problem?: string
}

/** One band file; a line that is not "index k1 k2 k3 (occupation energy)*" like the first ends the reading. */
export function readBandFile(text: string): BandFile {
  const file: BandFile = { kpoints: [], energies: [], occupations: [] }
  let nBands: number | undefined
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (!line || line.startsWith('#')) continue
    const values = line.split(/\s+/).map(Number)
    const pairs = (values.length - 4) / 2
    if (!values.every(Number.isFinite) || pairs < 1 || !Number.isInteger(pairs) || (nBands !== undefined && pairs !== nBands)) {
      file.problem = `line ${i + 1} is not "index k1 k2 k3 (occupation energy)*" with ${nBands ?? 'whole'} pairs`
      break
    }
    nBands = pairs
    file.kpoints.push(values.slice(1, 4))
    file.occupations.push(values.filter((_, j) => j >= 4 && j % 2 === 0))
    file.energies.push(values.filter((_, j) => j >= 5 && j % 2 === 1))
  }
  return file
}

/** Reciprocal cell vectors (rows, 1/m, 2π included) of a cell in ångström. */
export function reciprocalCell(lattice: Matrix3): number[][] | undefined {
  try {
    return reciprocalCellOf(lattice).map((row) => row.map((x) => x / ANGSTROM))
  } catch {
    return undefined
  }
}

export interface BandStructureInput {
  requests: BandSegmentRequest[]
  nSpin: number
  /** The calculation's Fermi level (J): FHI-aims writes band energies relative to it. */
  fermi: number
  /** The final cell (Å), for the reciprocal cell. */
  lattice?: Matrix3
  read: (name: string) => Promise<string | undefined>
  warn: (message: string) => void
}

/**
 * The band structure of the requested segments. As NOMAD: a segment whose files are
 * missing is left out, as is one whose number of bands differs from the first segment's;
 * the band energies get the Fermi level added back.
 */
export async function readBandStructure(input: BandStructureInput): Promise<BandStructureOut | undefined> {
  const { requests, nSpin, fermi, read, warn } = input
  const segment: BandEnergiesOut[] = []
  const missing: string[] = []
  let nBands: number | undefined
  for (let s = 0; s < requests.length; s++) {
    const files: BandFile[] = []
    for (let spin = 0; spin < nSpin; spin++) {
      const name = bandFileName(spin, s)
      const text = await read(name)
      if (text === undefined) {
        missing.push(name)
        break
      }
      const file = readBandFile(text)
      if (file.kpoints.length === 0) {
        warn(`${name} holds no k-points${file.problem ? ` (${file.problem})` : ''}; its segment is left out.`)
        break
      }
      if (file.problem) warn(`${name}: ${file.problem}; the k-points before it are kept.`)
      files.push(file)
    }
    if (files.length < nSpin) continue
    const nK = Math.min(...files.map((f) => f.kpoints.length))
    const bands = files[0].energies[0].length
    if (files.some((f) => f.energies[0].length !== bands) || (nBands !== undefined && bands !== nBands)) {
      warn(`Band-structure segment ${s + 1} has ${bands} bands, unlike the others; it is left out.`)
      continue
    }
    nBands = bands
    if (files.some((f) => f.kpoints.length !== requests[s].nPoints)) {
      warn(`Band-structure segment ${s + 1} holds ${files.map((f) => f.kpoints.length).join('/')} k-points where control.in asks for ${requests[s].nPoints}.`)
    }
    const out: BandEnergiesOut = {
      n_spin_channels: nSpin,
      n_kpoints: nK,
      n_bands: bands,
      kpoints: files[0].kpoints.slice(0, nK),
      energies: files.map((f) => f.energies.slice(0, nK).map((atK) => atK.map((e) => e * EV + fermi))),
      occupations: files.map((f) => f.occupations.slice(0, nK)),
    }
    if (requests[s].labels) out.endpoints_labels = requests[s].labels
    segment.push(out)
  }
  if (missing.length) warn(`Band-structure files missing beside the mainfile: ${missing.join(', ')}; their segments are left out.`)
  if (!segment.length) return undefined
  const reciprocal = input.lattice ? reciprocalCell(input.lattice) : undefined
  return { ...(reciprocal ? { reciprocal_cell: reciprocal } : {}), energy_fermi: fermi, segment }
}
