// The viewer trusts no caller: a structure whose arrays do not fit is an error (shown as
// 'Could not load structure.'), not a scene of NaNs.
import type { AtomicStructure } from '../../../../core/chemistry'

const isVec3 = (v: unknown) => Array.isArray(v) && v.length === 3 && v.every((x) => typeof x === 'number' && Number.isFinite(x))

export function checkStructure(structure: AtomicStructure): void {
  const { labels, positions, lattice, periodic } = structure
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === 'string')) throw new Error('The structure has no list of species labels.')
  if (!Array.isArray(positions) || positions.length !== labels.length) throw new Error('The structure has not one position per atom.')
  if (!positions.every(isVec3)) throw new Error('A position of the structure is not three numbers.')
  if (lattice !== undefined && !(Array.isArray(lattice) && lattice.length === 3 && lattice.every(isVec3))) throw new Error('The cell of the structure is not three vectors.')
  if (!Array.isArray(periodic) || periodic.length !== 3) throw new Error('The periodicity of the structure is not three flags.')
}
