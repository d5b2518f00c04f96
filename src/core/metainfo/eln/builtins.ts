// Built-in sections as schemas name them. NOMAD accepts a few names besides the
// qualified ones, because Python modules re-export classes: `nomad.datamodel.EntryData`
// is `nomad.datamodel.data.EntryData`, and the versioned base-section module
// `basesections.v1` is the same as `basesections`.
import type { Section } from '../definitions'
import { sectionByQualifiedName } from '../packages'

const ALIASES: Readonly<Record<string, string>> = {
  'nomad.datamodel.EntryData': 'nomad.datamodel.data.EntryData',
  'nomad.datamodel.ArchiveSection': 'nomad.datamodel.data.ArchiveSection',
  'nomad.datamodel.datamodel.EntryData': 'nomad.datamodel.data.EntryData',
  'nomad.datamodel.datamodel.ArchiveSection': 'nomad.datamodel.data.ArchiveSection',
}

export function builtInSection(name: string): Section | undefined {
  const canonical = (ALIASES[name] ?? name).replace('.basesections.v1.', '.basesections.')
  return sectionByQualifiedName(canonical)
}

/**
 * True for names written like a qualified name of a code-defined section
 * (`nomad.parsing.tabular.TableData`). Such a name that Tessera does not define is a
 * gap in the built-in metainfo rather than a mistake in the schema, and is only warned about.
 */
export function looksQualified(name: string): boolean {
  return /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)+$/.test(name)
}
