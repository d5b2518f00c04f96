// The results package and the value vocabularies that several of its sections share.
// Results are the normalised summary of an entry: what search, the materials view and
// the overview cards read, whatever parser or schema produced the entry.
import { definePackage } from '../definitions'

export const resultsPackage = definePackage('nomad.datamodel.results')

// Placeholders that normalizers write instead of leaving a field empty, so that
// "could not be determined" and "never looked at" can both be filtered on.
export const UNAVAILABLE = 'unavailable'
export const NOT_PROCESSED = 'not processed'

export const STRUCTURAL_TYPES = ['bulk', 'surface', '2D', '1D', 'molecule / cluster', 'atom', UNAVAILABLE, NOT_PROCESSED] as const

/** The 14 Bravais lattices in Pearson notation: crystal family letter + centring letter. */
export const BRAVAIS_LATTICES = ['aP', 'mP', 'mS', 'oP', 'oS', 'oF', 'oI', 'tP', 'tI', 'hP', 'hR', 'cP', 'cF', 'cI'] as const

export const CRYSTAL_SYSTEMS = ['triclinic', 'monoclinic', 'orthorhombic', 'tetragonal', 'trigonal', 'hexagonal', 'cubic'] as const

/** Common names of prototype structures, as the symmetry normaliser assigns them. */
export const STRUCTURE_NAMES = [
  '4-member ring', 'Heusler', 'bcc', 'bct', 'bct5', 'clathrate', 'cuprite', 'diamond', 'fcc', 'fct',
  'half-Heusler', 'hcp', 'perovskite', 'rock salt', 'rutile', 'simple cubic', 'wurtzite', 'zincblende',
] as const

export const DIMENSIONALITIES = ['0D', '1D', '2D', '3D'] as const

export const BUILDING_BLOCKS = ['surface', '2D material', 'molecule', 'monomer'] as const

/** Rungs of Jacob's ladder of exchange-correlation functionals. */
export const XC_FUNCTIONAL_TYPES = ['LDA', 'GGA', 'meta-GGA', 'hyper-GGA', 'hybrid'] as const

export const BASIS_SET_TYPES = [
  '(L)APW+lo', 'gaussians', 'numeric AOs', 'plane waves', 'psinc functions', 'real-space grid', UNAVAILABLE, NOT_PROCESSED,
] as const

/** Variants of Hedin's self-consistency cycle in GW. */
export const GW_TYPES = ['G0W0', 'scGW', 'scGW0', 'scG0W', 'ev-scGW0', 'ev-scGW', 'qp-scGW0', 'qp-scGW'] as const
