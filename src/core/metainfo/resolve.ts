// Lookups of definitions by dotted path. Paths are archive paths from the entry root
// (`results.material.elements`, `metadata.entry_id`); search-quantity names of entry
// metadata (`entry_id`, `authors.name`) work too, since they are metadata paths
// without the `metadata.` prefix.
import { rootSection } from './archive'
import { User } from './data'
import type { Quantity, Section, TypeDefinition } from './definitions'

/** The section a user or reference quantity points to; paths and search continue there. */
export function referencedSection(type: TypeDefinition): Section | undefined {
  switch (type.type_kind) {
    case 'User':
    case 'Author':
      return User
    case 'reference':
      return type.section
    default:
      return undefined
  }
}

type Found = { section: Section } | { quantity: Quantity }

function walk(start: Section, segments: readonly string[]): Found | undefined {
  let current = start
  for (const [index, name] of segments.entries()) {
    const subSection = current.subSections.find((s) => s.name === name)
    if (subSection) {
      current = subSection.section
      continue
    }
    const quantity = current.quantities.find((q) => q.name === name)
    if (!quantity) return undefined
    if (index === segments.length - 1) return { quantity }
    const target = referencedSection(quantity.type)
    if (!target) return undefined
    current = target
  }
  return { section: current }
}

function lookup(path: string): Found | undefined {
  const segments = path === '' ? [] : path.split('.')
  const found = walk(rootSection, segments)
  if (found || segments[0] === 'metadata') return found
  return walk(rootSection, ['metadata', ...segments])
}

/** The section at `path`; the empty path is the archive root. */
export function resolveSection(path: string): Section | undefined {
  const found = lookup(path)
  return found && 'section' in found ? found.section : undefined
}

/** The quantity at `path`, or undefined if there is none. */
export function resolveQuantity(path: string): Quantity | undefined {
  const found = lookup(path)
  return found && 'quantity' in found ? found.quantity : undefined
}
