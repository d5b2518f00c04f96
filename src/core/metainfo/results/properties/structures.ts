// results.properties.structures: the representative structure of the entry as found,
// and its idealised conventional and primitive cells (spglib conventions).
import { ANGLE } from '../../units'
import { float, int, searched, str, sub } from '../../definitions'
import { OptimadeSpecies } from '../../optimade'
import { WyckoffSet } from '../material'
import { resultsPackage } from '../package'

export const LatticeParameters = resultsPackage.section({
  name: 'LatticeParameters',
  description: 'Lengths of and angles between the cell vectors.',
  quantities: [
    float('a', 'meter', 'Length of the first cell vector.', searched),
    float('b', 'meter', 'Length of the second cell vector.', searched),
    float('c', 'meter', 'Length of the third cell vector.', searched),
    float('alpha', ANGLE, 'Angle between the second and third cell vectors, in radians.', searched),
    float('beta', ANGLE, 'Angle between the first and third cell vectors, in radians.', searched),
    float('gamma', ANGLE, 'Angle between the first and second cell vectors, in radians.', searched),
  ],
})

export const Structure = resultsPackage.section({
  name: 'Structure',
  description: 'An atomic structure: cell, site positions and the species on them (OPTIMADE conventions).',
  quantities: [
    int('dimension_types', 'For each cell vector, 1 if the structure is periodic along it and 0 if not.', { shape: [3], default: [0, 0, 0] }),
    int('nperiodic_dimensions', 'How many cell directions are periodic.', searched),
    float('lattice_vectors', 'meter', 'The three cell vectors in Cartesian coordinates, one per row.', { shape: [3, 3] }),
    float('cartesian_site_positions', 'meter', 'Cartesian position of each site (an atom, or a site a mixture of atoms may occupy).', { shape: ['n_sites', 3] }),
    int('n_sites', 'Number of sites.', { ...searched, default: 0 }),
    str('species_at_sites', 'The species on each site, in the order of the positions; species are described under species.', { shape: ['n_sites'] }),
    float('cell_volume', 'meter ** 3', 'Volume of the cell.', searched),
    float('atomic_density', '1 / meter ** 3', 'Number of atoms per volume.'),
    float('mass_density', 'kilogram / meter ** 3', 'Mass per volume.'),
  ],
  subSections: [
    sub('species', OptimadeSpecies, { repeats: true }),
    sub('lattice_parameters', LatticeParameters),
    sub('wyckoff_sets', WyckoffSet, { repeats: true, description: 'Wyckoff positions; only for conventional cells after symmetry analysis.' }),
  ],
})

export const Structures = resultsPackage.section({
  name: 'Structures',
  description: 'Full atomic representations of the material in several forms.',
  subSections: [
    sub('structure_original', Structure, { description: 'The representative structure as it appears in the original data.' }),
    sub('structure_conventional', Structure, { description: 'The idealised conventional cell derived from the original structure.' }),
    sub('structure_primitive', Structure, { description: 'The idealised primitive cell derived from the original structure.' }),
  ],
})
