// The properties normaliser: results.properties of simulation entries — the number of
// calculations, electronic properties (band gaps, DOS, band structures, by reference
// into the run), the geometry-optimisation summary, and the list of available
// properties. Entries without a run (lab notebooks) only get the list, for the
// properties their archive states itself (a solar cell's efficiency, …).
import type { Archive, NormalizeContext, Normalizer } from '../../../parsers/types'
import { child, firstRun, indexedSections, isObject, type Json } from '../workflow'
import { availableProperties } from './available'
import { electronicProperties } from './electronic'
import { geometryOptimization } from './geometryOptimization'

export { availableProperties, PROPERTY_PATHS } from './available'

export const propertiesNormalizer: Normalizer = {
  name: 'properties',
  normalize(archive: Archive, context: NormalizeContext): void {
    const run = firstRun(archive)
    if (!run) {
      const stated = isObject(archive.results) && isObject(archive.results.properties) ? archive.results.properties : undefined
      if (stated) listAvailable(stated)
      return
    }
    const properties = child(child(archive, 'results'), 'properties')
    try {
      properties.n_calculations = indexedSections(run.calculation).length
      const electronic = electronicProperties(run)
      if (Object.keys(electronic).length > 0) properties.electronic = electronic
      const relaxation = geometryOptimization(archive.workflow2, run)
      if (relaxation) properties.geometry_optimization = relaxation
    } catch (error) {
      context.logger.warning(`results.properties could not be completed: ${(error as Error).message}`)
    }
    listAvailable(properties)
  },
}

function listAvailable(properties: Json): void {
  const available = availableProperties(properties)
  if (available.length > 0) properties.available_properties = available
  else delete properties.available_properties
}
