// results.properties.mechanical: elastic moduli and energy-volume curves. Moduli are
// nested so that "type is X and value above Y" must hold for the same modulus.
import { enumOf, float, searched, sub, suggested } from '../../definitions'
import { resultsPackage } from '../package'

const EOS_FITS = [
  'mie_gruneisen', 'pack_evans_james', 'vinet', 'tait', 'birch_euler', 'pourier_tarantola', 'birch_lagrange',
  'birch_murnaghan', 'murnaghan',
] as const
const ELASTIC_AVERAGES = ['voigt_average', 'reuss_average', 'voigt_reuss_hill_average'] as const

export const EnergyVolumeCurve = resultsPackage.section({
  name: 'EnergyVolumeCurve',
  description: 'Energy as a function of cell volume: the raw points or one equation-of-state fit.',
  quantities: [
    enumOf('type', ['raw', ...EOS_FITS], 'raw for the computed points, otherwise the equation of state that was fitted.', suggested),
    float('volumes', 'meter ** 3', 'The cell volumes.', { shape: ['*'] }),
    float('energies_raw', 'joule', 'The computed energies at each volume.', { shape: ['*'] }),
    float('energies_fit', 'joule', 'The fitted energies at each volume.', { shape: ['*'] }),
  ],
})

export const BulkModulus = resultsPackage.section({
  name: 'BulkModulus',
  description: 'A bulk modulus and how it was obtained.',
  nested: true,
  quantities: [
    enumOf('type', [...EOS_FITS, ...ELASTIC_AVERAGES], 'The equation-of-state fit or elastic-constant average the value comes from.', suggested),
    float('value', 'pascal', 'The bulk modulus.', searched),
  ],
})

export const ShearModulus = resultsPackage.section({
  name: 'ShearModulus',
  description: 'A shear modulus and how it was obtained.',
  nested: true,
  quantities: [
    enumOf('type', ELASTIC_AVERAGES, 'The elastic-constant average the value comes from.', suggested),
    float('value', 'pascal', 'The shear modulus.', searched),
  ],
})

export const MechanicalProperties = resultsPackage.section({
  name: 'MechanicalProperties',
  description: 'Mechanical properties.',
  subSections: [
    sub('energy_volume_curve', EnergyVolumeCurve, { repeats: true }),
    sub('bulk_modulus', BulkModulus, { repeats: true }),
    sub('shear_modulus', ShearModulus, { repeats: true }),
  ],
})
