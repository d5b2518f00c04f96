// The material card (spec 3 §2.2): entries whose results name a material (a structure,
// its symmetry or a topology).
import type { JsonValue } from '../../../../core/search'
import type { EntryContext } from '../../entryContext'
import type { CardDef } from '../cardDef'

const isObject = (value: JsonValue | undefined): value is { readonly [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** True when the entry's metadata has results.material with elements or a topology. */
export function hasMaterial(entry: EntryContext): boolean {
  const results = entry.metadata.results
  const material = isObject(results) ? results.material : undefined
  if (!isObject(material)) return false
  const elements = material.elements
  const topology = material.topology
  return (Array.isArray(elements) && elements.length > 0) || (Array.isArray(topology) && topology.length > 0)
}

export const materialCard: CardDef = {
  type: 'material',
  appliesTo: hasMaterial,
  load: () => import('./MaterialCard'),
}
