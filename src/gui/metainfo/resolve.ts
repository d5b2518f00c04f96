// Resolving a section reference to its definition and merging what it inherits. The
// loader fetches upload definitions (an entry's stored `definitions`, a package by hash);
// built-in sections need no request. Base sections are merged as NOMAD's all_quantities:
// bases in order, each with what it inherits, then the section's own definitions, a
// later definition of a name replacing an earlier one in its place.
import { builtInDefinition } from './builtIns'
import { parseDefinitionRef, refKey } from './references'
import { sectionAt, uploadSections } from './uploadDefinitions'
import type {
  Annotations, DefinitionContext, DefinitionRef, DefinitionsLoader, EntryDefinitions, QuantityDefinition, ResolvedSection, SectionDefinition,
  SubSectionDefinition,
} from './types'

/** A reference that names no definition this browser can read. */
export class MetainfoError extends Error {
  override readonly name = 'MetainfoError'
}

export const cannotResolveMessage = (reference: string) => `Cannot resolve the section definition ${reference}.`

/**
 * Upload definitions read once per resolver: a schema's sections are read into definitions
 * once. A failed read is forgotten, so the next use asks again (a schema entry answers 404
 * while its upload is processing; keeping that failure hid the schema until a new resolver).
 */
export class DefinitionResolver {
  private readonly entries = new Map<string, Promise<readonly SectionDefinition[]>>()
  private readonly hashes = new Map<string, Promise<EntryDefinitions>>()

  constructor(private readonly loader: DefinitionsLoader) {}

  private entrySections(entryId: string): Promise<readonly SectionDefinition[]> {
    let sections = this.entries.get(entryId)
    if (!sections) {
      sections = this.loader.entryDefinitions(entryId).then(uploadSections)
      this.entries.set(entryId, sections)
      this.forgetOnFailure(this.entries, entryId, sections)
    }
    return sections
  }

  private forgetOnFailure<T>(cache: Map<string, Promise<T>>, key: string, read: Promise<T>): void {
    read.catch(() => {
      if (cache.get(key) === read) cache.delete(key)
    })
  }

  /** The definition a context-free ref names; rejects with a MetainfoError when there is none. */
  async definition(ref: DefinitionRef): Promise<SectionDefinition> {
    const missing = () => new MetainfoError(cannotResolveMessage(refKey(ref)))
    switch (ref.kind) {
      case 'builtIn': {
        const found = builtInDefinition(ref.name)
        if (!found) throw missing()
        return found
      }
      case 'entry': {
        const found = sectionAt(await this.entrySections(ref.entryId).catch(() => Promise.reject(missing())), ref.fragment)
        if (!found) throw missing()
        return found
      }
      case 'hash': {
        let entry = this.hashes.get(ref.hash)
        if (!entry) {
          this.hashes.set(ref.hash, (entry = this.loader.hashPackage(ref.hash)))
          this.forgetOnFailure(this.hashes, ref.hash, entry)
        }
        const { entryId, uploadId } = await entry.catch(() => Promise.reject(missing()))
        return this.definition({ kind: 'entry', entryId, uploadId, fragment: ref.fragment })
      }
    }
  }

  /** The section an `m_def` written in `context` names, with its base sections merged. */
  async resolve(reference: string | DefinitionRef, context: DefinitionContext = {}): Promise<ResolvedSection> {
    const ref = typeof reference === 'string' ? parseDefinitionRef(reference, context) : reference
    if (!ref) throw new MetainfoError(cannotResolveMessage(typeof reference === 'string' ? reference : refKey(reference)))
    return this.merge(await this.definition(ref), [])
  }

  private async merge(definition: SectionDefinition, chain: readonly string[]): Promise<ResolvedSection> {
    const bases: SectionDefinition[] = []
    const quantities = new Map<string, QuantityDefinition>()
    const subSections = new Map<string, SubSectionDefinition>()
    let annotations: Annotations = {}
    const seen = new Set<string>()
    for (const baseRef of definition.baseSections) {
      // A base that cannot be found is left out (the server reported it when the schema
      // was processed); the section itself still shows.
      const base = await this.definition(baseRef).catch(() => undefined)
      // A cycle of base sections is broken where it closes.
      if (!base || chain.includes(base.qualifiedName) || base.qualifiedName === definition.qualifiedName) continue
      const merged = await this.merge(base, [...chain, definition.qualifiedName])
      for (const section of [merged.definition, ...merged.baseSections]) {
        if (!seen.has(section.qualifiedName)) {
          seen.add(section.qualifiedName)
          bases.push(section)
        }
      }
      for (const quantity of merged.quantities) quantities.set(quantity.name, quantity)
      for (const subSection of merged.subSections) subSections.set(subSection.name, subSection)
      annotations = { ...annotations, ...merged.m_annotations }
    }
    for (const quantity of definition.quantities) {
      const inherited = quantities.get(quantity.name)
      // An own definition of an inherited name keeps the inherited annotations it does not redefine.
      const m_annotations = inherited?.m_annotations || quantity.m_annotations ? { ...inherited?.m_annotations, ...quantity.m_annotations } : undefined
      quantities.set(quantity.name, { ...quantity, ...(m_annotations && { m_annotations }) })
    }
    for (const subSection of definition.subSections) subSections.set(subSection.name, subSection)
    return {
      definition,
      baseSections: bases,
      quantities: [...quantities.values()],
      subSections: [...subSections.values()],
      m_annotations: { ...annotations, ...definition.m_annotations },
    }
  }
}

/** Every qualified name a resolved section answers to: its own and its bases' (runtime SectionSubject). */
export function sectionSubject(section: ResolvedSection): { readonly definition: string; readonly baseSections: readonly string[] } {
  return { definition: section.definition.qualifiedName, baseSections: section.baseSections.map((base) => base.qualifiedName) }
}
