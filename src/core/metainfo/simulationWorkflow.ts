// The workflows a single simulation entry runs: one evaluation (SinglePoint) or a
// relaxation (GeometryOptimization). Parsers set the type and the settings they read;
// the workflow normaliser fills results and detects the type when a parser could not.
import { bool, definePackage, enumOf, float, int, ref, str, sub } from './definitions'
import { Calculation, RunMethod, RunSystem } from './run'
import { Workflow } from './workflow'

export const simulationWorkflowPackage = definePackage('simulationworkflowschema')

export const GEOMETRY_OPTIMIZATION_TYPES = ['static', 'atomic', 'cell_shape', 'cell_volume'] as const

export const SinglePointMethod = simulationWorkflowPackage.section({
  name: 'SinglePointMethod',
  description: 'The method of a single-point calculation.',
  quantities: [ref('method', () => RunMethod, 'The method section of the run.')],
})

export const SinglePointResults = simulationWorkflowPackage.section({
  name: 'SinglePointResults',
  description: 'Outcome of a single-point calculation.',
  quantities: [
    int('n_scf_steps', 'Number of SCF steps taken.'),
    float('final_scf_energy_difference', 'joule', 'Energy change of the last SCF step.'),
    bool('is_converged', 'True if the SCF cycle reached its threshold.'),
    ref('calculation', () => Calculation, 'The calculation.'),
    ref('system', () => RunSystem, 'The structure.'),
  ],
})

export const SinglePoint = simulationWorkflowPackage.section({
  name: 'SinglePoint',
  description: 'One evaluation of one structure.',
  baseSections: [Workflow],
  subSections: [sub('method', SinglePointMethod), sub('results', SinglePointResults)],
})

export const GeometryOptimizationMethod = simulationWorkflowPackage.section({
  name: 'GeometryOptimizationMethod',
  description: 'Settings of a geometry optimisation.',
  quantities: [
    enumOf('type', GEOMETRY_OPTIMIZATION_TYPES, 'What was allowed to relax: nothing, the atoms, the cell shape, or the cell volume too.'),
    str('method', 'The optimisation algorithm, e.g. BFGS, conjugate gradient, damped molecular dynamics.'),
    int('optimization_steps_maximum', 'Largest number of steps allowed.'),
    float('convergence_tolerance_energy_difference', 'joule', 'Energy change between steps below which the optimisation counts as converged.'),
    float('convergence_tolerance_force_maximum', 'newton', 'Largest remaining force below which the optimisation counts as converged.'),
    float('convergence_tolerance_stress_maximum', 'pascal', 'Largest remaining stress below which the optimisation counts as converged.'),
    float('convergence_tolerance_displacement_maximum', 'meter', 'Largest displacement between steps below which the optimisation counts as converged.'),
  ],
})

export const GeometryOptimizationResults = simulationWorkflowPackage.section({
  name: 'GeometryOptimizationResults',
  description: 'Outcome of a geometry optimisation.',
  quantities: [
    int('optimization_steps', 'Number of steps taken.'),
    float('energies', 'joule', 'The total energy at each step.', { shape: ['optimization_steps'] }),
    float('steps', undefined, 'The step numbers the energies belong to.', { shape: ['optimization_steps'] }),
    float('final_energy_difference', 'joule', 'The energy change of the last step.'),
    float('final_force_maximum', 'newton', 'The largest force on any atom at the end.'),
    float('final_displacement_maximum', 'meter', 'The largest displacement of any atom in the last step.'),
    bool('is_converged_geometry', 'True if the final step met the convergence criteria that were given.'),
    ref('calculation_result_ref', () => Calculation, 'The calculation of the final structure.'),
  ],
})

export const GeometryOptimization = simulationWorkflowPackage.section({
  name: 'GeometryOptimization',
  description: 'A relaxation of a structure towards a minimum of its energy.',
  baseSections: [Workflow],
  subSections: [sub('method', GeometryOptimizationMethod), sub('results', GeometryOptimizationResults)],
})

/** The `m_def` values parsers write into `workflow2`, by workflow name. */
export const SIMULATION_WORKFLOWS = {
  SinglePoint: SinglePoint.qualifiedName,
  GeometryOptimization: GeometryOptimization.qualifiedName,
} as const
export type SimulationWorkflowName = keyof typeof SIMULATION_WORKFLOWS
