// A structure as a PDB file. PDB readers rebuild the cell from CRYST1's lengths and
// angles in the standard orientation (a along x, b in the xy plane), so the atoms are
// written in that frame (fractional coordinates times the standard cell), as ASE does.
// NOMAD's REMARK 285 lines carry the cell vectors and periodicity for its viewer.
import { cellFromParameters, cellParameters, toCartesian, toFractional, type Matrix3, type Vec3 } from '../../chemistry'
import type { AtomicStructure } from '../../chemistry'

const DEGREES = 180 / Math.PI
const MAX_SERIAL = 100_000

const right = (text: string, width: number) => text.slice(0, width).padStart(width)
const left = (text: string, width: number) => text.slice(0, width).padEnd(width)
const fixed = (x: number, width: number, digits: number) => right(x.toFixed(digits), width)

/** Atom name in columns 13–16: one-letter elements start in column 14, as PDB aligns them. */
const atomName = (symbol: string) => (symbol.length === 1 ? ` ${left(symbol, 3)}` : left(symbol, 4))

function standardFrame(structure: AtomicStructure, lattice: Matrix3): { cell: Matrix3; positions: Vec3[] } {
  const p = cellParameters(lattice)
  const cell = cellFromParameters(p.a, p.b, p.c, p.alpha * DEGREES, p.beta * DEGREES, p.gamma * DEGREES)
  return { cell, positions: toCartesian(toFractional(structure.positions, lattice), cell) }
}

export function writePdb(structure: AtomicStructure): string {
  const lines: string[] = []
  let positions = structure.positions
  if (structure.lattice) {
    const frame = standardFrame(structure, structure.lattice)
    positions = frame.positions
    const p = cellParameters(structure.lattice)
    lines.push(
      `CRYST1${fixed(p.a, 9, 3)}${fixed(p.b, 9, 3)}${fixed(p.c, 9, 3)}${fixed(p.alpha * DEGREES, 7, 2)}${fixed(p.beta * DEGREES, 7, 2)}${fixed(p.gamma * DEGREES, 7, 2)} ${left('P 1', 11)}${right('1', 4)}`,
    )
    frame.cell.forEach((v, i) => lines.push(`REMARK 285  ${'ABC'[i]}: ${v.map((x) => x.toFixed(6)).join(', ')}`))
  }
  lines.push(`REMARK 285 PBC (A, B, C): ${structure.periodic.map((p) => (p ? 'TRUE' : 'FALSE')).join(', ')}`)
  positions.forEach((r, i) => {
    const symbol = structure.labels[i]
    lines.push(
      `ATOM  ${right(String((i + 1) % MAX_SERIAL), 5)} ${atomName(symbol)} MOL A${right('1', 4)}    ` +
        `${fixed(r[0], 8, 3)}${fixed(r[1], 8, 3)}${fixed(r[2], 8, 3)}${fixed(1, 6, 2)}${fixed(0, 6, 2)}          ${right(symbol.toUpperCase(), 2)}  `,
    )
  })
  lines.push('END')
  return `${lines.join('\n')}\n`
}
