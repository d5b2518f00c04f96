// The skeleton of `run`: what simulation parsers write before normalisation. Only the
// parts that normalizers, viewers and results references read are defined; parsers
// that need more extend these sections in their own folders.
import { bool, definePackage, enumOf, float, int, int32, ref, str, sub } from './definitions'
import { ELEMENT_SYMBOLS } from './elements'

export const runPackage = definePackage('runschema.run')
export const methodPackage = definePackage('runschema.method')
export const systemPackage = definePackage('runschema.system')
export const calculationPackage = definePackage('runschema.calculation')

// ---------------------------------------------------------------------------------
// Method

export const XCFunctional = methodPackage.section({
  name: 'XCFunctional',
  description: 'The exchange-correlation functional, as the names of its libxc components.',
  quantities: [
    str('name', 'The libxc names of the components, joined by +, e.g. GGA_X_PBE+GGA_C_PBE.'),
    str('component_names', 'The libxc names of the individual components.', { shape: ['*'] }),
    float('exact_exchange_mixing_factor', undefined, 'Fraction of exact (Hartree-Fock) exchange mixed in, between 0 and 1.'),
  ],
})

export const DFTMethod = methodPackage.section({
  name: 'DFT',
  description: 'Settings of a density-functional theory calculation.',
  quantities: [bool('self_interaction_correction', 'True if a self-interaction correction was applied.')],
  subSections: [sub('xc_functional', XCFunctional)],
})

export const Smearing = methodPackage.section({
  name: 'Smearing',
  description: 'How electronic occupations were smeared around the Fermi level.',
  quantities: [
    str('kind', 'The smearing scheme, e.g. gaussian, fermi, methfessel-paxton.'),
    float('width', 'joule', 'The smearing width.'),
  ],
})

export const Electronic = methodPackage.section({
  name: 'Electronic',
  description: 'The electronic-structure model and its main settings.',
  quantities: [
    enumOf('method', ['DFT', 'DFT+U', 'TB', 'DMFT', 'GW', 'BSE', 'HF', 'MP2', 'CCSD', 'kMC'], 'The electronic-structure method.'),
    int32('n_spin_channels', 'Number of spin channels: 1 without and 2 with spin polarisation.'),
    str('relativity_method', 'The relativistic treatment, empty if none.'),
    str('van_der_waals_method', 'The van der Waals correction, empty if none.'),
  ],
  subSections: [sub('smearing', Smearing)],
})

export const BasisSet = methodPackage.section({
  name: 'BasisSet',
  description: 'A basis set used to expand wave functions or densities.',
  quantities: [
    enumOf('type', ['plane waves', 'gaussians', 'numeric AOs', '(L)APW+lo', 'real-space grid', 'psinc functions'], 'The kind of basis functions.'),
    float('cutoff', 'joule', 'Kinetic-energy cutoff of plane-wave basis sets.'),
    float('cutoff_fractional', undefined, 'Dimensionless cutoff of (L)APW basis sets: smallest muffin-tin radius times the largest reciprocal vector (RKmax, rgkmax).'),
    str('name', 'The name of a named basis set, e.g. tight, DZVP-MOLOPT-SR-GTH or 6-31G*.'),
  ],
})

export const KMesh = methodPackage.section({
  name: 'KMesh',
  description: 'The sampling of the Brillouin zone used for self-consistency.',
  quantities: [
    int32('grid', 'Number of k-points along each reciprocal cell vector of a regular mesh.', { shape: [3] }),
    str('generation_method', 'How the mesh was generated: Gamma-centered, Monkhorst-Pack, explicit list.'),
    float('offset', undefined, 'Shift of the mesh in fractions of a mesh step.', { shape: [3] }),
    int('n_points', 'Number of irreducible k-points.'),
    float('points', undefined, 'The irreducible k-points in fractions of the reciprocal cell vectors.', { shape: ['n_points', 3] }),
    float('weights', undefined, 'The weight of each irreducible k-point.', { shape: ['n_points'] }),
  ],
})

export const ScfSettings = methodPackage.section({
  name: 'Scf',
  description: 'Convergence settings of the self-consistent field cycle.',
  quantities: [
    int('n_max_iteration', 'Largest number of SCF steps allowed.'),
    float('threshold_energy_change', 'joule', 'Total-energy change between two steps below which the cycle counts as converged.'),
  ],
})

export const RunMethod = methodPackage.section({
  name: 'Method',
  description: 'The methodology of one or more calculations of the run.',
  quantities: [
    str('label', 'A label that calculations use to refer to this method.'),
    // Not a NOMAD run quantity: each code has its own name for it (VASP PREC, FHI-aims
    // species defaults, exciting's basis settings), and results.method.simulation.precision
    // wants one place to read it from.
    str('native_tier', 'The program\'s own precision preset, e.g. VASP PREC (Accurate) or FHI-aims species defaults (tight).'),
  ],
  subSections: [
    sub('dft', DFTMethod),
    sub('electronic', Electronic),
    sub('basis_set', BasisSet, { repeats: true }),
    sub('k_mesh', KMesh),
    sub('scf', ScfSettings),
  ],
})

// ---------------------------------------------------------------------------------
// System

export const Atoms = systemPackage.section({
  name: 'Atoms',
  description: 'Positions, species and cell of the atoms of a structure.',
  quantities: [
    int('n_atoms', 'Number of atoms.'),
    str('labels', 'A label per atom, usually its element symbol.', { shape: ['n_atoms'] }),
    int32('species', 'The atomic number of each atom.', { shape: ['n_atoms'] }),
    float('positions', 'meter', 'Cartesian position of each atom.', { shape: ['n_atoms', 3] }),
    float('lattice_vectors', 'meter', 'The three cell vectors, one per row.', { shape: [3, 3] }),
    bool('periodic', 'For each cell vector, whether the structure repeats along it.', { shape: [3] }),
    float('velocities', 'meter / second', 'Velocity of each atom, for dynamics.', { shape: ['n_atoms', 3] }),
  ],
})

export const RunSystem = systemPackage.section({
  name: 'System',
  description: 'One structure of the run: the input geometry or a step of a trajectory or optimisation.',
  quantities: [
    str('type', 'Structural class, e.g. bulk, surface, molecule / cluster.'),
    str('chemical_composition_hill', 'The non-reduced formula of the structure in Hill order.'),
    enumOf('elements', ELEMENT_SYMBOLS, 'The distinct elements of the structure.', { shape: ['0..*'] }),
    bool('is_representative', 'True for the structure that results describe.'),
  ],
  subSections: [sub('atoms', Atoms)],
})

// ---------------------------------------------------------------------------------
// Calculation

export const EnergyEntry = calculationPackage.section({
  name: 'EnergyEntry',
  description: 'One energy value.',
  quantities: [float('value', 'joule', 'The energy.')],
})

export const Energy = calculationPackage.section({
  name: 'Energy',
  description: 'Energies of one calculation or SCF step.',
  quantities: [
    float('fermi', 'joule', 'The Fermi energy.'),
    float('highest_occupied', 'joule', 'The energy of the highest occupied state.'),
    float('lowest_unoccupied', 'joule', 'The energy of the lowest unoccupied state.'),
    float('change', 'joule', 'Change of the total energy from the previous SCF step.'),
  ],
  subSections: [
    sub('total', EnergyEntry, { description: 'The total energy.' }),
    sub('free', EnergyEntry, { description: 'The free energy, including the entropy of smeared occupations.' }),
    sub('total_t0', EnergyEntry, { description: 'The total energy extrapolated to zero smearing.' }),
  ],
})

export const ForcesEntry = calculationPackage.section({
  name: 'ForcesEntry',
  description: 'Forces on each atom.',
  quantities: [float('value', 'newton', 'The force on each atom.', { shape: ['n_atoms', 3] })],
})

export const Forces = calculationPackage.section({
  name: 'Forces',
  description: 'Forces on the atoms.',
  subSections: [sub('total', ForcesEntry)],
})

export const StressEntry = calculationPackage.section({
  name: 'StressEntry',
  description: 'A stress tensor.',
  quantities: [float('value', 'pascal', 'The stress tensor.', { shape: [3, 3] })],
})

export const Stress = calculationPackage.section({
  name: 'Stress',
  description: 'Stress on the cell.',
  subSections: [sub('total', StressEntry)],
})

export const ScfIteration = calculationPackage.section({
  name: 'ScfIteration',
  description: 'One step of the self-consistent field cycle.',
  subSections: [sub('energy', Energy)],
})

// Densities of states are states per energy.
export const DosValues = calculationPackage.section({
  name: 'DosValues',
  description: 'Density-of-states values.',
  quantities: [
    float('value', '1 / joule', 'The density of states at each energy.', { shape: ['n_energies'] }),
    float('normalization_factor', undefined, 'Factor that normalises the values per atom or per cell.'),
  ],
})

export const Dos = calculationPackage.section({
  name: 'Dos',
  description: 'A density of states for one spin channel.',
  quantities: [
    int('n_energies', 'Number of energy points.'),
    float('energies', 'joule', 'The energies at which the density is given.', { shape: ['n_energies'] }),
    float('energy_fermi', 'joule', 'The Fermi energy.'),
    int32('spin_channel', 'The spin channel, 0 or 1.'),
  ],
  subSections: [sub('total', DosValues, { repeats: true })],
})

// As in NOMAD, one section serves both the eigenvalues of a calculation (on its k-mesh)
// and a segment of a band structure (on a straight path).
export const BandEnergies = calculationPackage.section({
  name: 'BandEnergies',
  description: 'Eigenvalues on a set of k-points: the k-mesh of a calculation or one straight segment of a band-structure path.',
  quantities: [
    int32('n_spin_channels', 'Number of spin channels.'),
    int('n_kpoints', 'Number of k-points.'),
    int('n_bands', 'Number of bands per k-point.'),
    float('kpoints', undefined, 'The k-points in fractions of the reciprocal cell vectors.', { shape: ['n_kpoints', 3] }),
    float('kpoints_weights', undefined, 'The weight of each k-point of a mesh.', { shape: ['n_kpoints'] }),
    float('energies', 'joule', 'Band energies per spin channel, k-point and band.', { shape: ['n_spin_channels', 'n_kpoints', 'n_bands'] }),
    float('occupations', undefined, 'Occupation per spin channel, k-point and band (0 to 1 with spin polarisation, 0 to 2 without).', { shape: ['n_spin_channels', 'n_kpoints', 'n_bands'] }),
    str('endpoints_labels', 'Labels of the high-symmetry points at both ends of a segment.', { shape: [2] }),
  ],
})

export const BandStructure = calculationPackage.section({
  name: 'BandStructure',
  description: 'A band structure along a path of segments through reciprocal space.',
  quantities: [
    float('reciprocal_cell', '1 / meter', 'The reciprocal cell vectors, including the factor 2π.', { shape: [3, 3] }),
    float('energy_fermi', 'joule', 'The Fermi energy.'),
  ],
  subSections: [sub('segment', BandEnergies, { repeats: true })],
})

export const GreensFunctions = calculationPackage.section({
  name: 'GreensFunctions',
  description: 'Green\'s functions and self-energies of a DMFT or many-body calculation.',
  quantities: [
    float('tau', 'second', 'Imaginary times.', { shape: ['n_tau'] }),
    float('matsubara_freq', 'joule', 'Imaginary (Matsubara) frequencies, as energies.', { shape: ['n_matsubara_freq'] }),
    float('frequencies', 'joule', 'Real frequencies, as energies.', { shape: ['n_frequencies'] }),
    float('greens_function_tau', undefined, 'The Green\'s function at imaginary times.', { shape: ['*'] }),
    float('greens_function_iw', undefined, 'The Green\'s function at Matsubara frequencies (real and imaginary parts).', { shape: ['*'] }),
    float('self_energy_iw', 'joule', 'The self-energy at Matsubara frequencies.', { shape: ['*'] }),
    float('greens_function_freq', undefined, 'The Green\'s function at real frequencies.', { shape: ['*'] }),
    float('self_energy_freq', 'joule', 'The self-energy at real frequencies.', { shape: ['*'] }),
    float('hybridization_function_freq', 'joule', 'The hybridisation function at real frequencies.', { shape: ['*'] }),
    float('orbital_occupations', undefined, 'Occupation of each correlated orbital per atom and spin.', { shape: ['*'] }),
    float('quasiparticle_weights', undefined, 'Quasiparticle weight Z of each orbital, from 1 (uncorrelated) to 0 (Mott insulator).', { shape: ['*'] }),
    float('chemical_potential', 'joule', 'The chemical potential.'),
  ],
})

/** Says which method a derived electronic property (band gap, spectrum) was computed with. */
export const ElectronicStructureProvenance = calculationPackage.section({
  name: 'ElectronicStructureProvenance',
  description: 'The method behind an electronic-structure property.',
  quantities: [
    str('label', 'Short name of the method, e.g. DFT, GW or TB.'),
    ref('methodology', () => RunMethod, 'The method section in the run.'),
  ],
})

export const Calculation = calculationPackage.section({
  name: 'Calculation',
  description: 'One evaluation of a structure with a method: energies, forces and derived quantities.',
  quantities: [
    ref('system_ref', () => RunSystem, 'The structure that was evaluated.'),
    ref('method_ref', () => RunMethod, 'The method that was used.'),
  ],
  subSections: [
    sub('energy', Energy),
    sub('forces', Forces),
    sub('stress', Stress),
    sub('scf_iteration', ScfIteration, { repeats: true }),
    sub('eigenvalues', BandEnergies, { repeats: true }),
    sub('dos_electronic', Dos, { repeats: true }),
    sub('band_structure_electronic', BandStructure, { repeats: true }),
    sub('greens_functions', GreensFunctions, { repeats: true }),
  ],
})

// ---------------------------------------------------------------------------------
// Run

export const Program = runPackage.section({
  name: 'Program',
  description: 'The simulation code that produced the run.',
  quantities: [
    str('name', 'The name of the program.'),
    str('version', 'The version of the program.'),
    str('version_internal', 'A version tag used by the program\'s developers, e.g. a commit.'),
  ],
})

export const Run = runPackage.section({
  name: 'Run',
  description: 'Everything one simulation code run produced, as parsed from its files.',
  subSections: [
    sub('program', Program),
    sub('method', RunMethod, { repeats: true }),
    sub('system', RunSystem, { repeats: true }),
    sub('calculation', Calculation, { repeats: true }),
  ],
})
