// What the parser learned about `data`, handed to the normalisers without changing the
// archive: every section instance (a plain JSON object) is bound to the definition it
// was validated against. Weak maps, because archives are plain data that is stored and
// sent as JSON; a binding must neither show up there nor keep an archive alive.
import { sha512 } from '@noble/hashes/sha2'
import { serializeType } from '../definitions'
import type { Quantity, Section } from '../definitions'
import { declaredUnit } from './custom'

const sectionsOfInstances = new WeakMap<object, Section>()

export function bindSection(instance: object, section: Section): void {
  sectionsOfInstances.set(instance, section)
}

/** The definition `instance` was validated against, if a parser bound one. */
export function sectionOf(instance: object): Section | undefined {
  return sectionsOfInstances.get(instance)
}

/** All base sections of `section`, nearest first, each once; the section itself excluded. */
export function allBaseSections(section: Section): Section[] {
  const seen = new Set<Section>()
  const queue = [...section.baseSections]
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next)) continue
    seen.add(next)
    queue.push(...next.baseSections)
  }
  return [...seen]
}

/** True when `section` is `base` or extends it, directly or through other bases. */
export function inheritsFrom(section: Section, base: Section): boolean {
  return section === base || allBaseSections(section).includes(base)
}

/**
 * The section that defines `quantity` for `section`: itself, or the nearest base it
 * inherits the quantity from. Quantities are shared by identity along inheritance.
 */
export function definingSection(section: Section, quantity: Quantity): Section {
  const candidates = [section, ...allBaseSections(section)]
  for (const candidate of candidates) {
    const own = !candidate.baseSections.some((base) => base.quantities.includes(quantity))
    if (own && candidate.quantities.includes(quantity)) return candidate
  }
  return section
}

const definitionIds = new WeakMap<Section, string>()

function hex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/**
 * A content id of a section definition: it changes when the definition's structure
 * changes (quantities, types, shapes, units, sub-sections, bases), so that entries
 * made with different versions of a schema of the same name can be told apart.
 */
export function definitionId(section: Section): string {
  const known = definitionIds.get(section)
  if (known) return known
  const content = {
    name: section.qualifiedName,
    bases: section.baseSections.map(definitionId),
    quantities: section.quantities.map((q) => [q.name, serializeType(q.type), q.shape, declaredUnit(q) ?? null]),
    subSections: section.subSections.map((s) => [s.name, s.section.qualifiedName, s.repeats]),
  }
  const id = hex(sha512(new TextEncoder().encode(JSON.stringify(content)))).slice(0, 32)
  definitionIds.set(section, id)
  return id
}
