import { describe, expect, it } from 'vitest'
import { structureAtPath, systemPathKeys } from './systems'

const m = 1e-10
const atoms = {
  n_atoms: 3,
  labels: ['O', 'H', 'H'],
  species: [8, 1, 1],
  positions: [[0, 0, 0], [0.757 * m, 0.586 * m, 0], [-0.757 * m, 0.586 * m, 0]],
  lattice_vectors: [[10 * m, 0, 0], [0, 10 * m, 0], [0, 0, 10 * m]],
  periodic: [true, true, true],
}
const archive = {
  run: [{ system: [{ atoms: { ...atoms, labels: ['Si', 'Si', 'Si'] } }, { atoms }] }],
  results: {
    material: {
      topology: [
        { system_id: 'results/material/topology/0', label: 'original', atoms_ref: '#/run/0/system/1/atoms' },
        { system_id: 'results/material/topology/1', label: 'hydrogens', parent_system: 'results/material/topology/0', indices: [[1, 2]] },
        { system_id: 'results/material/topology/2', label: 'broken', parent_system: 'results/material/topology/0', indices: [[7]] },
        { system_id: 'results/material/topology/3', label: 'loop', atoms_ref: '#/results/material/topology/3' },
      ],
    },
    properties: {
      structures: {
        structure_original: {
          species_at_sites: ['Si1', 'Si1'],
          species: [{ name: 'Si1', chemical_symbols: ['Si'], concentration: [1] }],
          cartesian_site_positions: [[0, 0, 0], [1.3575 * m, 1.3575 * m, 1.3575 * m]],
          lattice_vectors: [[0, 2.715 * m, 2.715 * m], [2.715 * m, 0, 2.715 * m], [2.715 * m, 2.715 * m, 0]],
          dimension_types: [1, 1, 1],
        },
      },
    },
  },
}

describe('system paths', () => {
  it.each([
    ['run/0/system/-1', ['run', 0, 'system', -1]],
    ['#/run/0/system/0/atoms', ['run', 0, 'system', 0, 'atoms']],
    ['/results/material/topology/1', ['results', 'material', 'topology', 1]],
  ])('%s', (path, keys) => expect(systemPathKeys(path)).toEqual(keys))
})

describe('structureAtPath', () => {
  it.each([
    ['a run system (atoms inline)', 'run/0/system/0', ['Si', 'Si', 'Si']],
    ['the last system by a negative index', 'run/0/system/-1', ['O', 'H', 'H']],
    ['an Atoms section itself', 'run/0/system/1/atoms', ['O', 'H', 'H']],
    ['a topology system by atoms_ref', 'results/material/topology/0', ['O', 'H', 'H']],
    ["a topology part: its parent's atoms at indices", 'results/material/topology/1', ['H', 'H']],
    ['a results structure, species by chemical symbol', 'results/properties/structures/structure_original', ['Si', 'Si']],
  ])('reads %s', (_, path, labels) => {
    expect(structureAtPath(archive, path)?.labels).toEqual(labels)
  })
  it('converts metres to ångström and keeps the cell', () => {
    const structure = structureAtPath(archive, 'results/properties/structures/structure_original')!
    expect(structure.positions[1][0]).toBeCloseTo(1.3575, 10)
    expect(structure.lattice![0][1]).toBeCloseTo(2.715, 10)
    expect(structure.periodic).toEqual([true, true, true])
  })
  it.each([
    ['a missing path', 'run/0/system/5'],
    ['a section without atoms', 'results/material'],
    ['indices past the parent', 'results/material/topology/2'],
    ['a reference to itself', 'results/material/topology/3'],
    ['a value, not a section', 'results/material/topology/0/label'],
  ])('reads nothing for %s', (_, path) => expect(structureAtPath(archive, path)).toBeUndefined())
})
