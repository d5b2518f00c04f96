import { describe, expect, it } from 'vitest'
import { isSIUnit, packages, rootSection, sectionByQualifiedName, serializeMetainfo } from '.'
import { referencedSection } from './resolve'
import type { Section } from '.'

/** Every section reachable from the archive root through sub-sections and references. */
function reachableSections(): Section[] {
  const seen = new Set<Section>()
  const visit = (section: Section) => {
    if (seen.has(section)) return
    seen.add(section)
    for (const base of section.baseSections) visit(base)
    for (const s of section.subSections) visit(s.section)
    for (const q of section.quantities) {
      const target = referencedSection(q.type)
      if (target) visit(target)
    }
  }
  visit(rootSection)
  return [...seen]
}

describe('serializeMetainfo', () => {
  const metainfo = serializeMetainfo()
  const sections = metainfo.packages.flatMap((p) => p.section_definitions)

  it('is deterministic', () => {
    expect(serializeMetainfo()).toEqual(metainfo)
    expect(JSON.stringify(serializeMetainfo())).toBe(JSON.stringify(metainfo))
  })

  it('lists packages and their sections in sorted order', () => {
    const names = metainfo.packages.map((p) => p.name)
    expect(names).toEqual([...names].sort())
    for (const pkg of metainfo.packages) {
      const sectionNames = pkg.section_definitions.map((s) => s.name)
      expect(sectionNames).toEqual([...sectionNames].sort())
    }
  })

  it('catalogues every section reachable from the archive root', () => {
    for (const section of reachableSections()) {
      expect(sectionByQualifiedName(section.qualifiedName), section.qualifiedName).toBe(section)
    }
  })

  it('names sub-section, base-section and reference targets that exist', () => {
    const known = new Set(sections.map((s) => s.qualified_name))
    for (const section of sections) {
      for (const s of section.sub_sections) expect(known.has(s.sub_section), s.sub_section).toBe(true)
      for (const base of section.base_sections ?? []) expect(known.has(base), base).toBe(true)
      for (const q of section.quantities) {
        if (q.type.type_kind === 'reference') expect(known.has(q.type.type_data), q.type.type_data).toBe(true)
      }
    }
  })

  it('serialises the root with its sub-sections', () => {
    const root = sections.find((s) => s.qualified_name === rootSection.qualifiedName)
    expect(root?.sub_sections.map((s) => [s.name, s.repeats])).toEqual([
      ['metadata', false],
      ['results', false],
      ['data', false],
      ['run', true],
      ['workflow2', false],
      ['definitions', false],
      ['processing_logs', true],
    ])
  })

  it('lists only own quantities and names the base sections', () => {
    const gw = sections.find((s) => s.qualified_name === 'nomad.datamodel.results.GW')
    expect(gw?.base_sections).toEqual(['nomad.datamodel.results.ExcitedStateMethodology'])
    expect(gw?.quantities.map((q) => q.name)).toEqual(['type'])
  })

  it('declares only units from the shared unit list', () => {
    for (const section of sections) {
      for (const q of section.quantities) {
        if (q.unit !== undefined) expect(isSIUnit(q.unit), `${section.qualified_name}.${q.name}: ${q.unit}`).toBe(true)
      }
    }
  })

  it('holds the same sections as the package catalogue', () => {
    expect(sections).toHaveLength(packages.reduce((n, p) => n + p.sections.length, 0))
  })
})
