// results.properties.vibrational: phonons and the thermodynamics derived from them.
// Thermodynamic curves are stored as values here: unlike densities of states, there
// is no run section they could refer to.
import { float, sub } from '../../definitions'
import { resultsPackage } from '../package'
import { BandStructure, DOS } from './electronic'

export const DOSPhonon = resultsPackage.section({
  name: 'DOSPhonon',
  description: 'The phonon density of states.',
  baseSections: [DOS],
})

export const BandStructurePhonon = resultsPackage.section({
  name: 'BandStructurePhonon',
  description: 'The phonon dispersion along a path through reciprocal space.',
  baseSections: [BandStructure],
})

export const HeatCapacityConstantVolume = resultsPackage.section({
  name: 'HeatCapacityConstantVolume',
  description: 'The heat capacity at constant volume as a function of temperature.',
  quantities: [
    float('heat_capacities', 'joule / kelvin', 'The heat capacity at each temperature.', { shape: ['n_temperatures'] }),
    float('temperatures', 'kelvin', 'The temperatures.', { shape: ['n_temperatures'] }),
  ],
})

export const EnergyFreeHelmholtz = resultsPackage.section({
  name: 'EnergyFreeHelmholtz',
  description: 'The Helmholtz free energy per atom at constant volume as a function of temperature.',
  quantities: [
    float('energies', 'joule', 'The free energy per atom at each temperature.', { shape: ['n_temperatures'] }),
    float('temperatures', 'kelvin', 'The temperatures.', { shape: ['n_temperatures'] }),
  ],
})

export const VibrationalProperties = resultsPackage.section({
  name: 'VibrationalProperties',
  description: 'Vibrational properties.',
  subSections: [
    sub('band_structure_phonon', BandStructurePhonon),
    sub('dos_phonon', DOSPhonon),
    sub('heat_capacity_constant_volume', HeatCapacityConstantVolume),
    sub('energy_free_helmholtz', EnergyFreeHelmholtz),
  ],
})
