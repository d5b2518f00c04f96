// results.properties: the physical properties an entry provides, one sub-section per
// kind, plus the flat list of what is present (for "has band structure" filters).
import { int, LIST, searched, str, sub } from '../../definitions'
import { resultsPackage } from '../package'
import { CatalyticProperties } from './catalytic'
import { DynamicalProperties, ThermodynamicProperties } from './dynamics'
import { ElectronicProperties } from './electronic'
import { GeometryOptimization } from './geometry'
import { MechanicalProperties } from './mechanical'
import { OptoelectronicProperties } from './optoelectronic'
import { SpectroscopicProperties } from './spectroscopic'
import { StructuralProperties } from './structural'
import { Structures } from './structures'
import { VibrationalProperties } from './vibrational'

/**
 * The values of available_properties: property paths below results.properties, short
 * for most, in full for band gaps of band structures (which are told apart that way).
 */
export const AVAILABLE_PROPERTIES = [
  'electronic.band_structure_electronic.band_gap',
  'band_structure_electronic',
  'dos_electronic',
  'dos_electronic_new',
  'greens_functions_electronic',
  'density_charge',
  'dos_phonon',
  'band_structure_phonon',
  'energy_free_helmholtz',
  'heat_capacity_constant_volume',
  'trajectory',
  'radial_distribution_function',
  'mean_squared_displacement',
  'radius_of_gyration',
  'geometry_optimization',
  'bulk_modulus',
  'shear_modulus',
  'energy_volume_curve',
  'spectra',
  'solar_cell',
] as const

export const Properties = resultsPackage.section({
  name: 'Properties',
  description: 'The physical properties computed or measured in the entry.',
  quantities: [
    int('n_calculations', 'Number of single-configuration calculations performed.', searched),
    // A string list rather than an enum: plugins add property kinds.
    str('available_properties', 'Which properties the entry has, as short names (see the list of values).', { ...searched, shape: LIST, default: [] }),
  ],
  subSections: [
    sub('structural', StructuralProperties),
    sub('dynamical', DynamicalProperties),
    sub('structures', Structures),
    sub('vibrational', VibrationalProperties),
    sub('electronic', ElectronicProperties),
    sub('optoelectronic', OptoelectronicProperties),
    sub('catalytic', CatalyticProperties),
    sub('mechanical', MechanicalProperties),
    sub('thermodynamic', ThermodynamicProperties),
    sub('spectroscopic', SpectroscopicProperties),
    sub('geometry_optimization', GeometryOptimization),
  ],
})
