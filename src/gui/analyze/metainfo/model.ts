// What the metainfo browser shows, computed once from the definitions it knows: built-in
// packages and the upload-defined packages visible to the user. Pure: the page builds it
// from core's metainfo and the schema entries it loaded.
import { builtInDefinition, builtInPackages, parseDefinitionRef, sectionAt, uploadSections } from '../../metainfo'
import type { DefinitionRef, EntryDefinitions, QuantityDefinition, SectionDefinition, SubSectionDefinition } from '../../metainfo'

/** The archive's root section: 'Entry' at the top of the browser. */
export const ROOT_SECTION = 'nomad.datamodel.datamodel.EntryArchive'
/** The source of upload-defined packages in the source selector. */
export const UPLOAD_SOURCE = 'uploads'
export const ALL_SOURCES = 'all'

export interface MetainfoPackage {
  /** Qualified package name (built-in) or the hash of the definitions (upload-defined). */
  readonly key: string
  /** What the list shows: the name, for upload packages their `name` or the schema's entry. */
  readonly label: string
  readonly source: string
  readonly sections: readonly SectionDefinition[]
  readonly description?: string
  /** Upload-defined packages: where the definitions are. */
  readonly upload?: { readonly uploadId: string; readonly entryId: string; readonly hash: string; readonly mainfile?: string; readonly uploadName?: string }
}

/** A schema entry's definitions with what the browser lists it by. */
export interface UploadPackageSource extends EntryDefinitions {
  readonly hash: string
  readonly mainfile?: string
  readonly uploadName?: string
}

export interface SearchOption {
  readonly label: string
  /** The definition path below the browser's route: keys of the lanes. */
  readonly path: readonly string[]
  readonly kind: 'section' | 'subSection'
  readonly source: string
}

/** The package prefix a package belongs to: `nomad`, `runschema`, … */
export const sourceOf = (packageName: string) => packageName.split('.')[0]

/** The selector's label of a source: the word 'parser' is hidden (`electronicparsers` → `electronics`). */
export const sourceLabel = (source: string) => source.replace(/parser/g, '') || source

function* withInner(sections: readonly SectionDefinition[]): Generator<SectionDefinition> {
  for (const section of sections) {
    yield section
    yield* withInner(section.innerSections)
  }
}

export class MetainfoModel {
  readonly packages: readonly MetainfoPackage[]
  readonly sources: readonly string[]
  private readonly byName = new Map<string, SectionDefinition>()
  private readonly packageOfSection = new Map<string, MetainfoPackage>()
  private readonly uploadsByEntry = new Map<string, readonly SectionDefinition[]>()
  private readonly packagesByHash = new Map<string, MetainfoPackage>()
  private readonly derived = new Map<string, SectionDefinition[]>()
  private readonly containers = new Map<string, { section: SectionDefinition; subSection: SubSectionDefinition }[]>()
  private readonly references = new Map<string, { section: SectionDefinition; quantity: QuantityDefinition }[]>()

  constructor(uploads: readonly UploadPackageSource[] = []) {
    const builtIn = builtInPackages().map((pkg): MetainfoPackage => {
      const sections = pkg.section_definitions.flatMap((section) => builtInDefinition(section.qualified_name) ?? [])
      return { key: pkg.name, label: pkg.name, source: sourceOf(pkg.name), sections }
    })
    const fromUploads = uploads.map((upload): MetainfoPackage => {
      const sections = uploadSections(upload)
      this.uploadsByEntry.set(upload.entryId, sections)
      const name = typeof upload.definitions.name === 'string' ? upload.definitions.name : undefined
      return {
        key: upload.hash,
        label: name ?? upload.mainfile ?? upload.hash,
        source: UPLOAD_SOURCE,
        sections,
        ...(typeof upload.definitions.description === 'string' && { description: upload.definitions.description }),
        upload: { uploadId: upload.uploadId, entryId: upload.entryId, hash: upload.hash, mainfile: upload.mainfile, uploadName: upload.uploadName },
      }
    })
    this.packages = [...builtIn, ...fromUploads]
    this.sources = [...new Set(this.packages.map((pkg) => pkg.source))]
    for (const pkg of this.packages) {
      if (pkg.upload) this.packagesByHash.set(pkg.key, pkg)
      for (const section of withInner(pkg.sections)) {
        this.byName.set(section.qualifiedName, section)
        this.packageOfSection.set(section.qualifiedName, pkg)
      }
    }
    for (const section of this.byName.values()) {
      for (const base of section.baseSections) {
        const found = this.lookup(base)
        if (found) this.derived.set(found.qualifiedName, [...(this.derived.get(found.qualifiedName) ?? []), section])
      }
      for (const subSection of section.subSections) {
        const target = this.lookup(subSection.section)
        if (target) this.containers.set(target.qualifiedName, [...(this.containers.get(target.qualifiedName) ?? []), { section, subSection }])
      }
      for (const quantity of section.quantities) {
        const target = quantity.referencedSection && this.lookup(quantity.referencedSection)
        if (target) this.references.set(target.qualifiedName, [...(this.references.get(target.qualifiedName) ?? []), { section, quantity }])
      }
    }
  }

  /** A definition the model knows, by a context-free ref. */
  lookup(ref: DefinitionRef): SectionDefinition | undefined {
    switch (ref.kind) {
      case 'builtIn':
        return builtInDefinition(ref.name)
      case 'entry': {
        const sections = this.uploadsByEntry.get(ref.entryId)
        return sections && sectionAt(sections, ref.fragment)
      }
      case 'hash': {
        const pkg = this.packagesByHash.get(ref.hash)
        return pkg && sectionAt(pkg.sections, ref.fragment)
      }
    }
  }

  /** A section by what the browser's URL names it: a qualified name, `entry_id:<id>.Name`. */
  section(name: string): SectionDefinition | undefined {
    if (this.byName.has(name)) return this.byName.get(name)
    const ref = parseDefinitionRef(name)
    return ref && this.lookup(ref)
  }

  package(key: string): MetainfoPackage | undefined {
    return this.packages.find((pkg) => pkg.key === key)
  }

  packageOf(section: SectionDefinition): MetainfoPackage | undefined {
    return this.packageOfSection.get(section.qualifiedName)
  }

  /** Every section that inherits from this one, directly or through others, each once. */
  inheritingSections(section: SectionDefinition): readonly SectionDefinition[] {
    const out: SectionDefinition[] = []
    const seen = new Set<string>([section.qualifiedName])
    const visit = (name: string) => {
      for (const derived of this.derived.get(name) ?? []) {
        if (seen.has(derived.qualifiedName)) continue
        seen.add(derived.qualifiedName)
        out.push(derived)
        visit(derived.qualifiedName)
      }
    }
    visit(section.qualifiedName)
    return out
  }

  /** The sub sections that contain this section. */
  containersOf(section: SectionDefinition): readonly { section: SectionDefinition; subSection: SubSectionDefinition }[] {
    return this.containers.get(section.qualifiedName) ?? []
  }

  /** The reference quantities that point at this section. */
  referencedBy(section: SectionDefinition): readonly { section: SectionDefinition; quantity: QuantityDefinition }[] {
    return this.references.get(section.qualifiedName) ?? []
  }

  /** Sections no other section contains (besides the archive root itself), in a source. */
  rootSections(source: string = ALL_SOURCES): readonly SectionDefinition[] {
    return this.packages
      .filter((pkg) => source === ALL_SOURCES || pkg.source === source)
      .flatMap((pkg) => pkg.sections)
      .filter((section) => section.qualifiedName !== ROOT_SECTION && this.containersOf(section).length === 0)
      .sort((a, b) => a.name.localeCompare(b.name))
  }

  /**
   * The search box's options: sections and sub sections by name (and ELN label), each
   * with the lane path that shows it — a section at itself, a sub section below the
   * section that defines it.
   */
  searchOptions(source: string = ALL_SOURCES): readonly SearchOption[] {
    const options: SearchOption[] = []
    for (const pkg of this.packages) {
      if (source !== ALL_SOURCES && pkg.source !== source) continue
      for (const section of withInner(pkg.sections)) {
        const label = section.m_annotations?.eln?.label
        options.push({ label: label ? `${section.name} (${label})` : section.name, path: [section.qualifiedName], kind: 'section', source: pkg.source })
        for (const subSection of section.subSections) {
          const subLabel = subSection.m_annotations?.eln?.label
          options.push({
            label: `${subLabel ? `${subSection.name} (${subLabel})` : subSection.name} — in ${section.name}`,
            path: [section.qualifiedName, subSection.name],
            kind: 'subSection',
            source: pkg.source,
          })
        }
      }
    }
    return options
  }
}

/** The options whose label holds every word typed, case-insensitively; at most `limit`. */
export function matchOptions(options: readonly SearchOption[], input: string, limit = 20): readonly SearchOption[] {
  const words = input.toLowerCase().split(/\s+/).filter((word) => word !== '')
  if (words.length === 0) return []
  const matches = options.filter((option) => words.every((word) => option.label.toLowerCase().includes(word)))
  // Names that start with what was typed first, then the shorter ones.
  const first = words[0]
  return matches
    .sort((a, b) => Number(!a.label.toLowerCase().startsWith(first)) - Number(!b.label.toLowerCase().startsWith(first)) || a.label.length - b.label.length)
    .slice(0, limit)
}
