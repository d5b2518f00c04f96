import { describe, expect, it } from 'vitest'
import { sectionByQualifiedName, serializeMetainfo } from '..'
import { basesections, builtInSection, eln } from '.'
import { inheritsFrom } from './instances'

describe('built-in ELN base sections', () => {
  it.each([
    // datetime on every ELN base section, as in NOMAD: a sample's date was dropped as unknown.
    ['nomad.datamodel.metainfo.eln.Chemical', ['name', 'datetime', 'lab_id', 'description', 'chemical_formula']],
    ['nomad.datamodel.metainfo.eln.Sample', ['name', 'datetime', 'lab_id', 'description', 'chemical_formula']],
    ['nomad.datamodel.metainfo.eln.Instrument', ['name', 'datetime', 'lab_id', 'description']],
    ['nomad.datamodel.metainfo.eln.Process', ['name', 'lab_id', 'description', 'datetime', 'method', 'user', 'author']],
    ['nomad.datamodel.metainfo.eln.Measurement', ['name', 'lab_id', 'description', 'datetime', 'method', 'user', 'author']],
    ['nomad.datamodel.metainfo.eln.SampleID', ['institute', 'sample_owner', 'creation_datetime', 'sample_short_name', 'sample_id', 'children', 'parents']],
    ['nomad.datamodel.metainfo.basesections.Process', ['name', 'datetime', 'lab_id', 'description', 'method']],
    ['nomad.datamodel.metainfo.basesections.v1.Instrument', ['name', 'datetime', 'lab_id', 'description']],
  ])('%s has the quantities schemas inherit', (name, quantities) => {
    const section = builtInSection(name)
    expect(section?.quantities.map((q) => q.name).sort()).toEqual([...quantities].sort())
  })

  it.each([
    ['nomad.datamodel.metainfo.eln.ElnBaseSection'],
    ['nomad.datamodel.metainfo.eln.Sample'],
    ['nomad.datamodel.metainfo.basesections.BaseSection'],
  ])('%s names the edit components of its common quantities, as NOMAD annotates them', (name) => {
    const components = Object.fromEntries(
      (builtInSection(name)?.quantities ?? []).filter((q) => ['name', 'datetime', 'lab_id', 'description'].includes(q.name)).map((q) => [q.name, q.annotations?.eln]),
    )
    expect(components).toEqual({
      name: { component: 'StringEditQuantity' },
      datetime: { component: 'DateTimeEditQuantity' },
      lab_id: { component: 'StringEditQuantity' },
      description: { component: 'RichTextEditQuantity' },
    })
  })

  it('serialises the annotations as m_annotations of the defining section only', () => {
    const sections = serializeMetainfo().packages.flatMap((p) => p.section_definitions)
    const own = (name: string) => sections.find((s) => s.qualified_name === name)?.quantities
    expect(own('nomad.datamodel.metainfo.eln.ElnBaseSection')?.find((q) => q.name === 'description')?.m_annotations).toEqual({ eln: { component: 'RichTextEditQuantity' } })
    expect(own('nomad.datamodel.metainfo.eln.Sample')?.some((q) => q.name === 'description')).toBe(false)
    expect(own('nomad.datamodel.metainfo.eln.ElnWithFormulaBaseSection')?.find((q) => q.name === 'chemical_formula')).not.toHaveProperty('m_annotations')
  })

  it('is in the package catalogue, so the metainfo browser lists it', () => {
    expect(sectionByQualifiedName('nomad.datamodel.metainfo.eln.ElnBaseSection')).toBe(eln.ElnBaseSection)
    const names = serializeMetainfo().packages.map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['nomad.datamodel.metainfo.eln', 'nomad.datamodel.metainfo.basesections', 'nomad.parsing.tabular']))
  })

  it('relates activities and entities as NOMAD does', () => {
    expect(inheritsFrom(eln.Process, eln.ElnActivityBaseSection)).toBe(true)
    expect(inheritsFrom(eln.Chemical, eln.ElnWithFormulaBaseSection)).toBe(true)
    expect(inheritsFrom(basesections.Measurement, basesections.Activity)).toBe(true)
    expect(inheritsFrom(basesections.Instrument, basesections.Activity)).toBe(false)
  })
})
