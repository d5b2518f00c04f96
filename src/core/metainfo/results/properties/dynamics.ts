// Properties from molecular dynamics: results.properties.thermodynamic (trajectories
// of temperature, pressure, …) and results.properties.dynamical (diffusion). The MD
// provenance sections are shared with the structural properties.
import { enumOf, float, int, LIST, searched, str, sub, suggested } from '../../definitions'
import { resultsPackage } from '../package'
import type { SIUnit } from '../../units'

export const MolecularDynamics = resultsPackage.section({
  name: 'MolecularDynamics',
  description: 'Settings of a molecular dynamics run.',
  quantities: [
    float('time_step', 'second', 'The integration time step.', searched),
    enumOf('ensemble_type', ['NVE', 'NVT', 'NPT', 'NPH'], 'The thermodynamic ensemble that was sampled.', searched),
  ],
})

export const MDProvenance = resultsPackage.section({
  name: 'MDProvenance',
  description: 'Where a property derived from molecular dynamics comes from.',
  subSections: [sub('molecular_dynamics', MolecularDynamics)],
})

/** Base of the properties computed from MD trajectories. */
export const MDPropertySection = resultsPackage.section({
  name: 'MDPropertySection',
  description: 'A property computed from a molecular dynamics trajectory.',
  subSections: [sub('provenance', MDProvenance)],
})

export const QuantityDynamic = resultsPackage.section({
  name: 'QuantityDynamic',
  description: 'Values of a quantity at successive times; give either the times or a start and a step.',
  quantities: [
    float('time', 'second', 'The times at which the values were taken.', { shape: ['*'] }),
    float('time_step', 'second', 'The time between successive values.'),
    float('time_start', 'second', 'The time of the first value.'),
  ],
})

function timeSeries(name: string, what: string, unit: SIUnit) {
  return resultsPackage.section({
    name,
    description: `${what} at successive times.`,
    baseSections: [QuantityDynamic],
    quantities: [float('value', unit, `The ${what.toLowerCase()} values.`, { shape: ['*'] })],
  })
}

export const VolumeDynamic = timeSeries('VolumeDynamic', 'Volume', 'meter ** 3')
export const PressureDynamic = timeSeries('PressureDynamic', 'Pressure', 'pascal')
export const TemperatureDynamic = timeSeries('TemperatureDynamic', 'Temperature', 'kelvin')
export const EnergyDynamic = timeSeries('EnergyDynamic', 'Energy', 'joule')

export const Trajectory = resultsPackage.section({
  name: 'Trajectory',
  description: 'Thermodynamic quantities of an ensemble as it evolves in time.',
  nested: true,
  baseSections: [MDPropertySection],
  quantities: [
    enumOf('available_properties', ['temperature', 'pressure', 'volume', 'energy_potential'],
      'Which of the time series are present.', { ...searched, shape: LIST }),
  ],
  subSections: [
    sub('temperature', TemperatureDynamic),
    sub('pressure', PressureDynamic),
    sub('volume', VolumeDynamic),
    sub('energy_potential', EnergyDynamic),
  ],
})

export const ThermodynamicProperties = resultsPackage.section({
  name: 'ThermodynamicProperties',
  description: 'Thermodynamic properties.',
  subSections: [sub('trajectory', Trajectory, { repeats: true })],
})

export const MeanSquaredDisplacement = resultsPackage.section({
  name: 'MeanSquaredDisplacement',
  description: 'Mean squared displacement of a group of atoms or molecules over time, and the diffusion constant from it.',
  nested: true,
  baseSections: [MDPropertySection],
  quantities: [
    str('type', 'What moves: atoms or molecules.', suggested),
    enumOf('direction', ['x', 'y', 'z', 'xy', 'yz', 'xz', 'xyz'], 'The directions the displacement is measured along.'),
    str('error_type', 'What the errors mean, e.g. bootstrapping standard deviation.'),
    str('label', 'Which atoms or molecules were followed.', suggested),
    int('n_times', 'Number of times.'),
    float('times', 'second', 'The time lags.', { shape: ['n_times'] }),
    float('value', 'meter ** 2', 'The mean squared displacement at each time lag.', { shape: ['n_times'] }),
    float('errors', undefined, 'Errors of the values, as error_type says.', { shape: ['*'] }),
    float('diffusion_constant_value', 'meter ** 2 / second', 'The diffusion constant from the slope of the displacement.'),
    str('diffusion_constant_error_type', 'What the diffusion-constant errors mean.'),
    float('diffusion_constant_errors', undefined, 'Errors of the diffusion constant.', { shape: ['*'] }),
  ],
})

export const DynamicalProperties = resultsPackage.section({
  name: 'DynamicalProperties',
  description: 'Dynamical properties.',
  subSections: [sub('mean_squared_displacement', MeanSquaredDisplacement, { repeats: true })],
})
