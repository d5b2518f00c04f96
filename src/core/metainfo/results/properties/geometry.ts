// results.properties.geometry_optimization: how a relaxation went and how tightly it
// converged, so that well-converged structures can be searched for.
import { enumOf, float, int, LIST, ref, searched } from '../../definitions'
import { Calculation, RunSystem } from '../../run'
import { resultsPackage } from '../package'

export const GeometryOptimization = resultsPackage.section({
  name: 'GeometryOptimization',
  description: 'Settings and outcome of a geometry optimisation.',
  quantities: [
    enumOf('type', ['static', 'atomic', 'cell_shape', 'cell_volume'], 'What was allowed to relax: nothing, the atoms, the cell shape, or the cell volume too.'),
    ref('trajectory', Calculation, 'The calculations of the optimisation, step by step.', { shape: LIST }),
    ref('system_optimized', RunSystem, 'The optimised structure.'),
    float('energies', 'joule', 'The total energy at each step.', { shape: ['*'] }),
    int('n_calculations', 'Number of steps taken.'),
    float('convergence_tolerance_energy_difference', 'joule', 'Energy change between steps below which the optimisation counts as converged.', searched),
    float('convergence_tolerance_force_maximum', 'newton', 'Largest remaining force below which the optimisation counts as converged.', searched),
    float('final_energy_difference', 'joule', 'The energy change of the last step.', searched),
    float('final_force_maximum', 'newton', 'The largest force on any atom at the end.', searched),
    float('final_displacement_maximum', 'meter', 'The largest displacement of any atom in the last step.', searched),
  ],
})
