// A structure as an extended XYZ file: plain XYZ (count, comment, one line per atom in
// ångström) whose comment line carries the cell and periodicity (Lattice="…" pbc="…"),
// as ASE and OVITO write and read it; readers of plain XYZ ignore the comment.
import type { AtomicStructure } from '../../chemistry'

export function writeXyz(structure: AtomicStructure): string {
  const comment = [
    ...(structure.lattice ? [`Lattice="${structure.lattice.flat().map((x) => x.toFixed(8)).join(' ')}"`] : []),
    'Properties=species:S:1:pos:R:3',
    `pbc="${structure.periodic.map((p) => (p ? 'T' : 'F')).join(' ')}"`,
  ].join(' ')
  const atoms = structure.positions.map((p, i) => `${structure.labels[i]} ${p.map((x) => x.toFixed(8)).join(' ')}`)
  return `${[String(structure.labels.length), comment, ...atoms].join('\n')}\n`
}
