// results.properties.electronic: band gaps, densities of states, band structures and
// Green's functions. The bulky arrays stay in the run; these sections refer to them,
// so viewers resolve a reference instead of the archive holding the data twice.
import { bool, enumOf, float, int32, ref, searched, str, sub } from '../../definitions'
import {
  BandEnergies,
  BandStructure as RunBandStructure,
  Dos,
  DosValues,
  ElectronicStructureProvenance,
  GreensFunctions,
} from '../../run'
import { resultsPackage } from '../package'

const bandGapQuantities = [
  int32('index', 'The spin channel the gap belongs to.', searched),
  float('value', 'joule', 'The band gap. Zero means a vanishing gap (a metal), which is not the same as no value.', searched),
  enumOf('type', ['direct', 'indirect'], 'Whether the gap is direct or indirect.', searched),
  str('label', 'Identifies the data the gap comes from, e.g. the method.'),
  float('energy_highest_occupied', 'joule', 'The energy of the highest occupied state.'),
  float('energy_lowest_unoccupied', 'joule', 'The energy of the lowest unoccupied state.'),
]

/** The gap as stored inside densities of states and band structures. */
export const BandGapDeprecated = resultsPackage.section({
  name: 'BandGapDeprecated',
  description: 'A band gap of one spin channel, as derived from a density of states or band structure.',
  nested: true,
  quantities: bandGapQuantities,
})

export const BandGap = resultsPackage.section({
  name: 'BandGap',
  description: 'A band gap of one spin channel, with the method it was obtained with.',
  nested: true,
  baseSections: [BandGapDeprecated],
  subSections: [sub('provenance', ElectronicStructureProvenance)],
})

/** Optical gaps are listed with optoelectronic properties and are not searched as a group. */
export const BandGapOptical = resultsPackage.section({
  name: 'BandGapOptical',
  description: 'An optical band gap.',
  baseSections: [BandGapDeprecated],
})

export const DOS = resultsPackage.section({
  name: 'DOS',
  description: 'A density of states, given by references to its energies and values in the run.',
  quantities: [
    ref('energies', Dos, 'The density of states whose energies are used.'),
    ref('total', DosValues, 'The total density of states, for all species together.', { shape: ['*'] }),
  ],
})

export const DOSElectronic = resultsPackage.section({
  name: 'DOSElectronic',
  description: 'The electronic density of states (older form, superseded by DOSElectronicNew).',
  baseSections: [DOS],
  quantities: [
    str('label', 'Identifies the data, e.g. the method used.'),
    bool('spin_polarized', 'True if there are channels for both spins.', searched),
    float('energy_fermi', 'joule', 'The Fermi energy.'),
  ],
  subSections: [sub('band_gap', BandGapDeprecated, { repeats: true })],
})

export const DOSNew = resultsPackage.section({
  name: 'DOSNew',
  description: 'The density of states of one spin channel: total and projected onto species, atoms and orbitals.',
  quantities: [
    ref('energies', Dos, 'The density of states whose energies are used.'),
    ref('total', DosValues, 'The total density of states.'),
    ref('species_projected', DosValues, 'Densities projected onto each species.', { shape: ['*'] }),
    ref('atom_projected', DosValues, 'Densities projected onto each atom.', { shape: ['*'] }),
    ref('orbital_projected', DosValues, 'Densities projected onto each orbital of each atom.', { shape: ['*'] }),
    int32('spin_channel', 'The spin channel, 0 or 1.'),
    float('energy_fermi', 'joule', 'The Fermi energy.'),
    float('energy_ref', 'joule', 'The energy placed at zero in plots: the highest occupied energy, which need not equal the Fermi energy.'),
  ],
  subSections: [sub('band_gap', BandGapDeprecated, { repeats: true })],
})

export const DOSElectronicNew = resultsPackage.section({
  name: 'DOSElectronicNew',
  description: 'The electronic density of states of one method (label), for each spin channel.',
  quantities: [
    str('label', 'The method the density of states comes from, e.g. DFT or GW.'),
    bool('spin_polarized', 'True if there are channels for both spins.', searched),
    bool('has_projected', 'True if projections onto species, atoms or orbitals are present.', searched),
  ],
  subSections: [sub('data', DOSNew, { repeats: true, description: 'One density of states per spin channel.' })],
})

export const BandStructure = resultsPackage.section({
  name: 'BandStructure',
  description: 'A band structure along straight segments through reciprocal space, given by references into the run.',
  quantities: [
    str('label', 'Identifies the data, e.g. the method used.'),
    ref('reciprocal_cell', RunBandStructure, 'The band structure whose reciprocal cell is used.'),
    ref('segment', BandEnergies, 'The segments of the path, each with energies per spin, k-point and band.', { shape: ['*'] }),
    str('path_standard', 'The convention the path through reciprocal space follows, if any.'),
  ],
})

export const BandStructureElectronic = resultsPackage.section({
  name: 'BandStructureElectronic',
  description: 'An electronic band structure.',
  baseSections: [BandStructure],
  quantities: [
    bool('spin_polarized', 'True if there are channels for both spins.', searched),
    float('energy_fermi', 'joule', 'The Fermi energy.'),
  ],
  subSections: [sub('band_gap', BandGapDeprecated, { repeats: true })],
})

const greensFunctionArrays: [name: string, what: string][] = [
  ['tau', 'imaginary times'],
  ['matsubara_freq', 'imaginary (Matsubara) frequencies'],
  ['frequencies', 'real frequencies'],
  ['greens_function_tau', 'Green\'s function at imaginary times'],
  ['greens_function_iw', 'Green\'s function at Matsubara frequencies'],
  ['self_energy_iw', 'self-energy at Matsubara frequencies'],
  ['greens_function_freq', 'Green\'s function at real frequencies'],
  ['self_energy_freq', 'self-energy at real frequencies'],
  ['hybridization_function_freq', 'hybridisation function at real frequencies'],
  ['orbital_occupations', 'occupation of each correlated orbital per atom and spin'],
  ['quasiparticle_weights', 'quasiparticle weight of each orbital per atom and spin'],
  ['chemical_potential', 'chemical potential'],
]

export const GreensFunctionsElectronic = resultsPackage.section({
  name: 'GreensFunctionsElectronic',
  description: 'Green\'s functions and self-energies of a DMFT or many-body calculation, given by references into the run.',
  quantities: [
    enumOf('type', ['impurity', 'lattice'], 'Impurity or lattice Green\'s function; DMFT has converged when both agree.'),
    str('label', 'Identifies the data, e.g. the method used.'),
    ...greensFunctionArrays.map(([name, what]) => ref(name, GreensFunctions, `The ${what}, in the Green's functions of the run.`)),
  ],
})

export const DensityCharge = resultsPackage.section({
  name: 'DensityCharge',
  description: 'The electronic charge density on a grid.',
  quantities: [
    str('value_hdf5', 'Where the density is stored: an HDF5 file of the upload and the dataset path inside it.'),
  ],
})

export const ElectronicProperties = resultsPackage.section({
  name: 'ElectronicProperties',
  description: 'Electronic properties.',
  subSections: [
    sub('band_gap', BandGap, { repeats: true }),
    sub('dos_electronic', DOSElectronic, { repeats: true }),
    sub('dos_electronic_new', DOSElectronicNew, { repeats: true }),
    sub('band_structure_electronic', BandStructureElectronic, { repeats: true }),
    sub('greens_functions_electronic', GreensFunctionsElectronic, { repeats: true }),
    sub('density_charge', DensityCharge, { repeats: true }),
  ],
})
