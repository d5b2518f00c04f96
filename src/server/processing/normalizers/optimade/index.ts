// The OPTIMADE normaliser: metadata.optimade, the structure summary the OPTIMADE filter
// (optimade_filter) searches, for entries whose run has a representative structure —
// the same structure results.material describes.
import { elementBySymbol } from '../../../../core/chemistry'
import type { Matrix3, Vec3 } from '../../../../core/chemistry'
import type { Archive, Normalizer } from '../../../parsers/types'
import { representativeStructure } from '../material'
import { optimadeSummary } from './summary'
import type { SiteStructure } from './summary'
import type { MutableSection as Json } from '../../../../core/archive'

export { optimadeSummary } from './summary'
export type { OptimadeSpecies, OptimadeSummary, SiteStructure } from './summary'

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The section an archive reference such as `#/run/0/system/1/atoms` points to. */
function sectionAt(archive: Archive, ref: string): Json | undefined {
  let current: unknown = archive
  for (const key of ref.replace(/^#\//, '').split('/')) {
    current = Array.isArray(current) ? current[Number(key)] : isJson(current) ? current[key] : undefined
  }
  return isJson(current) ? current : undefined
}

/**
 * The representative structure in the archive's own SI values (read back through
 * ångström they could differ in the last digit), or undefined when there is none, it has
 * no sites, or a site is not an element (NOMAD keeps no summary with unknown species;
 * the material normaliser already warns about them).
 */
function siteStructure(archive: Archive): SiteStructure | undefined {
  const representative = representativeStructure(archive)
  if (!representative) return undefined
  const { structure, atomsRef } = representative
  if (structure.labels.length === 0 || !structure.labels.every((label) => elementBySymbol(label))) return undefined
  const atoms = sectionAt(archive, atomsRef)
  if (!atoms) return undefined
  return {
    labels: structure.labels,
    positions: atoms.positions as Vec3[],
    ...(structure.lattice ? { lattice: atoms.lattice_vectors as Matrix3 } : {}),
    periodic: structure.periodic,
  }
}

export const optimadeNormalizer: Normalizer = {
  name: 'optimade',
  normalize(archive: Archive) {
    const metadata = isJson(archive.metadata) ? archive.metadata : {}
    // A re-normalised entry must not keep the summary of a structure it no longer has.
    delete metadata.optimade
    const structure = siteStructure(archive)
    if (!structure) return
    metadata.optimade = optimadeSummary(structure)
    archive.metadata = metadata
  },
}
