// results.method: how the results were obtained. One summary per entry, whichever
// code produced it, so that entries from different programs can be compared.
import { bool, enumOf, float, searched, str, sub, suggested } from '../definitions'
import {
  BASIS_SET_TYPES,
  GW_TYPES,
  NOT_PROCESSED,
  resultsPackage,
  UNAVAILABLE,
  XC_FUNCTIONAL_TYPES,
} from './package'

export const METHOD_NAMES = [
  'DFT', 'TB', 'GW', 'DMFT', 'CoreHole', 'BSE', 'kMC', 'EELS', 'XPS', 'XRD', 'NMR', 'quantum cms', UNAVAILABLE,
] as const

export const HubbardKanamoriModel = resultsPackage.section({
  name: 'HubbardKanamoriModel',
  description: 'The Hubbard-Kanamori interaction applied to one kind of atom and orbital (DFT+U).',
  nested: true,
  quantities: [
    str('atom_label', 'The atom kind the interaction applies to, as labelled in the structure.'),
    str('orbital', 'The orbital with the interaction, typically a partially filled 3d, 4d or 4f shell.'),
    float('u_effective', 'joule', 'The effective interaction U - J.', searched),
    float('u', 'joule', 'The on-site (intra-orbital) Hubbard interaction U.', searched),
    float('j', 'joule', 'The exchange interaction J (equal to the Hund coupling in rotationally invariant models).', searched),
    str('double_counting_correction', 'The double-counting correction scheme.'),
  ],
})

const jacobsLadder = [...XC_FUNCTIONAL_TYPES, UNAVAILABLE, NOT_PROCESSED]

export const DFT = resultsPackage.section({
  name: 'DFT',
  description: 'Settings of a density-functional theory calculation.',
  quantities: [
    enumOf('basis_set_type', BASIS_SET_TYPES, 'The kind of basis functions.', { ...suggested, default: UNAVAILABLE }),
    str('basis_set_name', 'The name of the basis set, for codes with named basis sets.', suggested),
    enumOf('core_electron_treatment', ['full all electron', 'all electron frozen core', 'pseudopotential', UNAVAILABLE],
      'How core electrons are treated.', { ...suggested, default: UNAVAILABLE }),
    bool('spin_polarized', 'True if the calculation is spin-polarised.', searched),
    float('scf_threshold_energy_change', 'joule', 'Total-energy change between two SCF steps below which the cycle counts as converged.', searched),
    str('van_der_Waals_method', 'The van der Waals correction.', suggested),
    enumOf('relativity_method', ['scalar_relativistic', 'pseudo_scalar_relativistic', 'scalar_relativistic_atomic_ZORA'],
      'The relativistic treatment; absent means none.', suggested),
    str('smearing_kind', 'The scheme used to smear electronic occupations.', suggested),
    float('smearing_width', undefined, 'The width of the occupation smearing, as the code reports it.', searched),
    enumOf('jacobs_ladder', jacobsLadder, 'Rung of the exchange-correlation functional on Jacob\'s ladder.', { ...searched, default: NOT_PROCESSED }),
    enumOf('xc_functional_type', jacobsLadder, 'Class of the exchange-correlation functional (the rung on Jacob\'s ladder).', { ...searched, default: NOT_PROCESSED }),
    str('xc_functional_names', 'The libxc names of the functional components used.', { ...suggested, shape: ['*'], default: [] }),
    float('exact_exchange_mixing_factor', undefined, 'Fraction of exact exchange in the functional, between 0 and 1.', searched),
  ],
  subSections: [sub('hubbard_kanamori_model', HubbardKanamoriModel, { repeats: true })],
})

export const TB = resultsPackage.section({
  name: 'TB',
  description: 'Settings of a tight-binding calculation.',
  quantities: [
    enumOf('type', ['Slater-Koster', 'DFTB', 'xTB', 'Wannier', NOT_PROCESSED],
      'The tight-binding model: Slater-Koster fit, DFTB, xTB or Wannier projection.', { ...suggested, default: NOT_PROCESSED }),
    enumOf('localization_type', ['single_shot', 'maximally_localized'], 'How the Wannier orbitals were localised.', suggested),
  ],
})

export const ExcitedStateMethodology = resultsPackage.section({
  name: 'ExcitedStateMethodology',
  description: 'Settings shared by excited-state methods that start from a ground-state calculation.',
  quantities: [
    str('type', 'A name identifying the kind of excited-state calculation.', suggested),
    enumOf('basis_set_type', BASIS_SET_TYPES, 'The kind of basis functions.', suggested),
    enumOf('starting_point_type', [...XC_FUNCTIONAL_TYPES, 'HF', UNAVAILABLE, NOT_PROCESSED],
      'Class of the functional of the ground-state starting point.', searched),
    str('starting_point_names', 'The libxc names of the functional of the starting point.', { ...suggested, shape: ['*'] }),
  ],
})

export const GW = resultsPackage.section({
  name: 'GW',
  description: 'Settings of a GW calculation.',
  baseSections: [ExcitedStateMethodology],
  quantities: [
    enumOf('type', GW_TYPES, 'Which parts of Hedin\'s cycle are iterated: single shot (G0W0), eigenvalue (ev-), quasiparticle (qp-) or full self-consistency.', suggested),
  ],
})

export const BSE = resultsPackage.section({
  name: 'BSE',
  description: 'Settings of a Bethe-Salpeter equation calculation.',
  baseSections: [ExcitedStateMethodology],
  quantities: [
    enumOf('type', ['Singlet', 'Triplet', 'IP', 'RPA'], 'Which BSE Hamiltonian was solved.', suggested),
    enumOf('solver', ['Full-diagonalization', 'Lanczos-Haydock', 'GMRES', 'SLEPc', 'TDA'], 'The algorithm used to solve the BSE.', suggested),
    enumOf('gw_type', GW_TYPES, 'The GW variant that provided the quasiparticle energies.', suggested),
  ],
})

export const DMFT = resultsPackage.section({
  name: 'DMFT',
  description: 'Settings of a dynamical mean-field theory calculation.',
  quantities: [
    enumOf('impurity_solver_type', ['CT-INT', 'CT-HYB', 'CT-AUX', 'ED', 'NRG', 'MPS', 'IPT', 'NCA', 'OCA', 'slave_bosons', 'hubbard_I'],
      'The solver of the impurity problem in the DMFT loop.', suggested),
    float('inverse_temperature', '1 / joule', 'The inverse temperature 1 / (k_B T).', searched),
    enumOf('magnetic_state', ['paramagnetic', 'ferromagnetic', 'antiferromagnetic'], 'The magnetic state the calculation assumes.', suggested),
    float('u', 'joule', 'The on-site (intra-orbital) Hubbard interaction.', searched),
    float('jh', 'joule', 'The inter-orbital Hund coupling.', searched),
    enumOf('analytical_continuation', ['Pade', 'MaxEnt', 'SVD', 'Stochastic'], 'How Green\'s functions were continued from imaginary to real frequencies.', searched),
  ],
})

export const Precision = resultsPackage.section({
  name: 'Precision',
  description: 'Parameters that control or indicate the numerical convergence of the electronic structure.',
  quantities: [
    float('k_line_density', 'meter', 'k-points per unit of reciprocal length along the most sparsely sampled axis; compare only between systems of equal dimensionality.', searched),
    str('native_tier', 'The program\'s own precision preset for basis set and grids, e.g. VASP PREC or FHI-aims tiers.', searched),
    enumOf('basis_set', [
      'atom-centered orbitals', 'APW', 'LAPW', 'APW+lo', 'LAPW+lo', '(L)APW', '(L)APW+lo', 'plane waves',
      'gaussians + plane waves', 'real-space grid', 'support functions', UNAVAILABLE, NOT_PROCESSED,
    ], 'The kind of basis set the program used.', { ...suggested, default: UNAVAILABLE }),
    float('planewave_cutoff', 'joule', 'Kinetic-energy cutoff of the plane-wave basis.', searched),
    float('apw_cutoff', undefined, 'The LAPW cutoff parameter: smallest muffin-tin radius times the largest reciprocal vector.', searched),
  ],
})

export const Simulation = resultsPackage.section({
  name: 'Simulation',
  description: 'Method details of a simulation entry.',
  quantities: [
    str('program_name', 'The name of the program.', { ...suggested, default: NOT_PROCESSED }),
    str('program_version', 'The version of the program.', { ...suggested, default: NOT_PROCESSED }),
    str('program_version_internal', 'A version tag used by the program\'s developers, e.g. a commit.', { ...suggested, default: NOT_PROCESSED }),
  ],
  subSections: [
    sub('dft', DFT),
    sub('tb', TB),
    sub('gw', GW),
    sub('bse', BSE),
    sub('dmft', DMFT),
    sub('precision', Precision),
  ],
})

export const XRDMethod = resultsPackage.section({
  name: 'XRDMethod',
  description: 'Settings of an X-ray diffraction measurement.',
  quantities: [
    enumOf('diffraction_method_name', [
      'Powder X-Ray Diffraction (PXRD)',
      'Single Crystal X-Ray Diffraction (SCXRD)',
      'High-Resolution X-Ray Diffraction (HRXRD)',
      'Small-Angle X-Ray Scattering (SAXS)',
      'X-Ray Reflectivity (XRR)',
      'Grazing Incidence X-Ray Diffraction (GIXRD)',
      'Reciprocal Space Mapping (RSM)',
      UNAVAILABLE,
    ], 'The diffraction technique.', suggested),
  ],
})

export const MeasurementMethod = resultsPackage.section({
  name: 'MeasurementMethod',
  description: 'Method details of a measurement entry.',
  subSections: [sub('xrd', XRDMethod)],
})

export const Method = resultsPackage.section({
  name: 'Method',
  description: 'How the results of the entry were obtained; applies to all its properties.',
  quantities: [
    str('method_id', 'Identifies entries computed with exactly the same method, where that could be established.', searched),
    str('equation_of_state_id', 'Groups entries of one equation-of-state calculation: same structure and method, varying volume.'),
    str('parameter_variation_id', 'Groups entries that treat the same structure with varying parameters.'),
    enumOf('method_name', METHOD_NAMES, 'The common name of the method.', suggested),
    str('workflow_name', 'The kind of workflow the entry ran, e.g. GeometryOptimization.', suggested),
  ],
  subSections: [sub('simulation', Simulation), sub('measurement', MeasurementMethod)],
})
