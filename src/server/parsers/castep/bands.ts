// CASTEP's <seed>.bands: the eigenvalues of the SCF k-points, in hartree.
//   Number of k-points    2
//   Number of spin components 1
//   Fermi energy (in atomic units)     0.208218   (two values with spin)
//   K-point    1  0.25 0.25 0.25  0.5
//   Spin component    1
//     -0.2021
import { HARTREE, numbersIn } from '../common'

export interface CastepBands {
  nSpin: number
  /** J; one per spin channel. */
  fermi: number[]
  kpoints: number[][]
  weights: number[]
  /** [spin][kpoint][band], J */
  energies: number[][][]
}

/** Reads a .bands file; undefined when it holds no complete k-point. */
export function readBands(text: string): CastepBands | undefined {
  const lines = text.split(/\r?\n/)
  let nSpin = 1
  let fermi: number[] = []
  const blocks: { index: number; k: number[]; weight: number; energies: number[][] }[] = []
  let spin = -1
  for (const line of lines) {
    const t = line.trim()
    if (!t) continue
    let m: RegExpMatchArray | null
    if ((m = t.match(/^Number of spin components\s+(\d+)/))) nSpin = Number(m[1])
    else if ((m = t.match(/^Fermi energ(?:y|ies) \(in atomic units\)\s+(.*)$/))) fermi = numbersIn(m[1]).map((e) => e * HARTREE)
    else if ((m = t.match(/^K-point\s+(\d+)\s+(.*)$/))) {
      const values = numbersIn(m[2])
      blocks.push({ index: Number(m[1]), k: values.slice(0, 3), weight: values[3], energies: Array.from({ length: nSpin }, () => []) })
      spin = -1
    } else if ((m = t.match(/^Spin component\s+(\d+)/))) spin = Number(m[1]) - 1
    else if (blocks.length && spin >= 0 && spin < nSpin && /^[-+\d.eE]+$/.test(t)) blocks[blocks.length - 1].energies[spin].push(Number(t) * HARTREE)
  }
  if (!blocks.length) return undefined
  // k-points are written in the order the processes finish, not by index.
  blocks.sort((a, b) => a.index - b.index)
  const nBands = blocks[0].energies[0].length
  const complete = blocks.filter((b) => b.k.length === 3 && b.energies.every((e) => e.length === nBands && nBands > 0))
  if (!complete.length) return undefined
  return {
    nSpin,
    fermi,
    kpoints: complete.map((b) => b.k),
    weights: complete.map((b) => b.weight),
    energies: Array.from({ length: nSpin }, (_, s) => complete.map((b) => b.energies[s])),
  }
}
