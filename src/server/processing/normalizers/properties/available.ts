// results.properties.available_properties: which property kinds an entry has, for "has
// band structure" filters. As in NOMAD, a name is listed when the property's path holds
// at least one section; band gaps of band structures are told apart by their full path.
import { AVAILABLE_PROPERTIES } from '../../../../core/metainfo'
import { isObject } from '../workflow'
import type { Json } from '../workflow'

/** Paths below results.properties and the names they are listed under. */
export const PROPERTY_PATHS: Record<string, (typeof AVAILABLE_PROPERTIES)[number]> = {
  'electronic.band_structure_electronic.band_gap': 'electronic.band_structure_electronic.band_gap',
  'electronic.band_structure_electronic': 'band_structure_electronic',
  'electronic.dos_electronic': 'dos_electronic',
  'electronic.dos_electronic_new': 'dos_electronic_new',
  'electronic.greens_functions_electronic': 'greens_functions_electronic',
  'electronic.density_charge': 'density_charge',
  'vibrational.dos_phonon': 'dos_phonon',
  'vibrational.band_structure_phonon': 'band_structure_phonon',
  'vibrational.energy_free_helmholtz': 'energy_free_helmholtz',
  'vibrational.heat_capacity_constant_volume': 'heat_capacity_constant_volume',
  'thermodynamic.trajectory': 'trajectory',
  'structural.radial_distribution_function': 'radial_distribution_function',
  'dynamical.mean_squared_displacement': 'mean_squared_displacement',
  'structural.radius_of_gyration': 'radius_of_gyration',
  geometry_optimization: 'geometry_optimization',
  'mechanical.bulk_modulus': 'bulk_modulus',
  'mechanical.shear_modulus': 'shear_modulus',
  'mechanical.energy_volume_curve': 'energy_volume_curve',
  'spectroscopic.spectra': 'spectra',
  'optoelectronic.solar_cell': 'solar_cell',
}

/** True if some section lies at `path`, going through every item of repeating sections. */
function present(value: unknown, path: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => present(item, path))
  if (!isObject(value)) return false
  if (path.length === 0) return true
  return present(value[path[0]], path.slice(1))
}

/**
 * The names of the properties present, merged with names already listed that this
 * table does not derive (kinds added by plugins); sorted, without duplicates.
 */
export function availableProperties(properties: Json): string[] {
  const derived = Object.entries(PROPERTY_PATHS)
    .filter(([path]) => present(properties, path.split('.')))
    .map(([, name]) => name as string)
  const known = new Set<string>(Object.values(PROPERTY_PATHS))
  const kept = Array.isArray(properties.available_properties)
    ? properties.available_properties.filter((name): name is string => typeof name === 'string' && !known.has(name))
    : []
  return [...new Set([...kept, ...derived])].sort()
}
