// The OPTIMADE summary of an entry's structure, kept in the entry metadata so the
// OPTIMADE endpoint can filter on the fields its standard names.
import { ELEMENT_SYMBOLS } from './elements'
import { definePackage, enumOf, float, int, LIST, quantity, searched, str, sub, types } from './definitions'

export const optimadePackage = definePackage('nomad.datamodel.optimade')

const STRUCTURE_FEATURES = ['disorder', 'unknown_positions', 'assemblies'] as const

export const OptimadeSpecies = optimadePackage.section({
  name: 'Species',
  description: 'A species occupying sites: a chemical element or a virtual mixture of elements.',
  quantities: [
    str('name', 'Name of the species, unique within its structure.'),
    enumOf('chemical_symbols', [...ELEMENT_SYMBOLS, 'X', 'vacancy'], 'The elements making up the species; X marks a non-element and vacancy a possibly empty site.', { shape: ['1..*'] }),
    quantity('concentration', types.float, 'Relative concentration of each chemical symbol, in the same order; they should add up to one.', { shape: ['1..*'] }),
    str('original_name', 'The name the source database uses for this species, if it differs.'),
  ],
})

export const OptimadeEntry = optimadePackage.section({
  name: 'OptimadeEntry',
  description: 'Structure fields in the form the OPTIMADE standard defines them.',
  quantities: [
    enumOf('elements', ELEMENT_SYMBOLS, 'The distinct elements of the structure.', { ...searched, shape: ['1..*'] }),
    int('nelements', 'Number of distinct elements.', { ...searched, default: 0 }),
    quantity('elements_ratios', types.float, 'Proportion of each element, in the order of elements.', { ...searched, shape: ['nelements'] }),
    str('chemical_formula_descriptive', 'A formula in whatever form the provider finds most descriptive.', searched),
    str('chemical_formula_reduced', 'Elements in alphabetical order with reduced integer proportions; a proportion of 1 is left out.', searched),
    str('chemical_formula_hill', 'Formula in Hill order (carbon, hydrogen, then alphabetical) with proportions.', searched),
    str('chemical_formula_anonymous', 'The reduced formula with elements ordered by proportion and replaced by A, B, C, …', searched),
    int('dimension_types', 'For each lattice vector, 1 if the structure is periodic along it and 0 if not.', { shape: [3], default: [0, 0, 0] }),
    int('nperiodic_dimensions', 'How many lattice directions are periodic.', searched),
    float('lattice_vectors', 'meter', 'The three lattice vectors in Cartesian coordinates.', { shape: [3, 3] }),
    float('cartesian_site_positions', 'meter', 'Cartesian position of each site.', { shape: ['nsites', 3] }),
    int('nsites', 'Number of sites.', { ...searched, default: 0 }),
    str('species_at_sites', 'The species name at each site, in the order of the positions.', { shape: ['nsites'] }),
    enumOf('structure_features', STRUCTURE_FEATURES, 'Flags for special features of the structure: disorder, unknown positions, assemblies.', { ...searched, shape: LIST, default: [] }),
  ],
  subSections: [sub('species', OptimadeSpecies, { repeats: true })],
})
