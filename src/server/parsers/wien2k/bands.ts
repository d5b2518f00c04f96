// A WIEN2k band structure: the k-path of case.klist_band (a label in the first ten
// columns marks a high-symmetry point; k = integers / divisor) and the bands spaghetti
// wrote to case.spaghetti_ene (spin polarised: spaghettiup_ene / spaghettidn_ene):
//
//   bandindex:     1
//   0.00000   0.00000   0.00000   0.00000  -5.50632     (kx ky kz [2π/bohr], path length, E − EF [eV])
//
// one row per klist_band point, in its order. klist_band coordinates are fractions of
// the conventional reciprocal cell for the orthogonal centred lattices (F, B, C) and of
// the primitive one otherwise (H, P; R and monoclinic C are told apart below).
import { reciprocalCell } from '../../../core/chemistry'
import type { Matrix3, Vec3 } from '../../../core/chemistry'
import { ANGSTROM, BOHR, EV, numbersIn } from '../common'
import type { BandEnergiesOut, BandStructureOut } from '../common'
import { TO_PRIMITIVE } from './struct'

export interface KlistBandPoint {
  /** '' for points between high-symmetry ones. */
  label: string
  /** Fractions of the reciprocal cell WIEN2k uses for the lattice. */
  k: Vec3
}

export interface SpaghettiBand {
  /** Cartesian k in 1/bohr (including 2π). */
  cartesian: Vec3[]
  /** eV relative to the Fermi level. */
  energies: number[]
}

/** The k-path up to END; lines without four numbers and a non-zero divisor are skipped. */
export function readKlistBand(text: string): KlistBandPoint[] {
  const points: KlistBandPoint[] = []
  for (const line of text.split(/\r?\n/)) {
    if (/^END/.test(line)) break
    // Fixed format (A10, 4I…): the label, then kx ky kz and the divisor.
    const values = numbersIn(line.slice(10))
    if (values.length < 4 || !values[3]) continue
    const label = line.slice(0, 10).trim()
    points.push({ label, k: [values[0] / values[3], values[1] / values[3], values[2] / values[3]] })
  }
  return points
}

/** The bands of a spaghetti_ene file, each 'bandindex:' block one band. */
export function readSpaghetti(text: string): SpaghettiBand[] {
  const bands: SpaghettiBand[] = []
  let band: SpaghettiBand | undefined
  for (const line of text.split(/\r?\n/)) {
    if (/bandindex/i.test(line)) {
      band = { cartesian: [], energies: [] }
      bands.push(band)
      continue
    }
    const values = numbersIn(line)
    if (!band || values.length < 5) continue
    band.cartesian.push([values[0], values[1], values[2]])
    band.energies.push(values[4])
  }
  return bands
}

const IDENTITY: Matrix3 = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
]
const transform = (t: Matrix3, k: Vec3): Vec3 => t.map((row) => row[0] * k[0] + row[1] * k[1] + row[2] * k[2]) as Vec3
const cartesian = (f: Vec3, rows: Matrix3): Vec3 => [0, 1, 2].map((j) => f[0] * rows[0][j] + f[1] * rows[1][j] + f[2] * rows[2][j]) as Vec3
const length = (v: Vec3): number => Math.hypot(v[0], v[1], v[2])


/**
 * klist_band k-points as fractions of the primitive reciprocal cell. WIEN2k's unit
 * depends on the lattice (and is not documented consistently for R and monoclinic C),
 * so both readings — conventional (f_p = T·f with T the conventional → primitive rows)
 * and primitive — are tried; the one whose lengths match spaghetti's Cartesian k wins.
 */
function primitiveFractions(points: KlistBandPoint[], band: SpaghettiBand, lattice: string, reciprocal: Matrix3): Vec3[] | undefined {
  const angstromPerBohr = BOHR / ANGSTROM
  const candidates = [TO_PRIMITIVE[lattice], IDENTITY].filter((t): t is Matrix3 => t !== undefined)
  for (const t of candidates) {
    const fractions = points.map((p) => transform(t, p.k))
    const matches = fractions.every((f, i) => {
      const ours = length(cartesian(f, reciprocal)) * angstromPerBohr
      const theirs = length(band.cartesian[i])
      return Math.abs(ours - theirs) <= 2e-4 + 1e-3 * theirs
    })
    if (matches) return fractions
  }
  return undefined
}

/** 'GAMMA' → 'Γ', as the other parsers write it. */
const labelOf = (label: string): string => (/^(GAMMA|\\xG)$/i.test(label) ? 'Γ' : label)

/**
 * The band structure of the path, energies [spin][k][band] in joule (E − EF + the
 * Fermi level of the .scf). `lattice` is the struct's lattice code, `primitive` the
 * run's cell (rows, ångström). A string says why nothing can be built.
 */
export function bandStructureOf(
  points: KlistBandPoint[],
  channels: SpaghettiBand[][],
  lattice: string,
  primitive: Matrix3,
  fermi: number,
): BandStructureOut | string {
  const nk = points.length
  if (nk < 2) return 'case.klist_band holds fewer than two k-points'
  const bands = channels.map((channel) => channel.filter((b) => b.energies.length > 0))
  if (bands.some((channel) => channel.length === 0)) return 'a spaghetti_ene file holds no bands'
  if (bands.some((channel) => channel.some((b) => b.energies.length !== nk))) {
    return `the spaghetti_ene bands do not have the ${nk} k-points of case.klist_band`
  }
  const nBands = Math.min(...bands.map((channel) => channel.length))
  const reciprocal = reciprocalCell(primitive)
  const kpoints = primitiveFractions(points, bands[0][0], lattice, reciprocal)
  if (!kpoints) return 'the k-points of case.klist_band do not match the lengths spaghetti printed for this cell'

  // Segments run from one labelled point to the next (both ends included).
  const corners = points.flatMap((p, i) => (p.label || i === 0 || i === nk - 1 ? [i] : []))
  const segment: BandEnergiesOut[] = []
  for (let s = 0; s + 1 < corners.length; s++) {
    const [from, to] = [corners[s], corners[s + 1]]
    const [a, b] = [points[from].label, points[to].label]
    segment.push({
      n_spin_channels: bands.length,
      n_kpoints: to - from + 1,
      n_bands: nBands,
      kpoints: kpoints.slice(from, to + 1),
      energies: bands.map((channel) =>
        kpoints.slice(from, to + 1).map((_, k) => channel.slice(0, nBands).map((band) => band.energies[from + k] * EV + fermi)),
      ),
      ...(a && b ? { endpoints_labels: [labelOf(a), labelOf(b)] as [string, string] } : {}),
    })
  }
  return {
    reciprocal_cell: reciprocal.map((row) => row.map((x) => x / ANGSTROM)),
    energy_fermi: fermi,
    segment,
  }
}
