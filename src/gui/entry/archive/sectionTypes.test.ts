// The section-type selector's choices (spec 3 §4): the declared section and those
// inheriting it, and which a section with content may change to.
import { describe, expect, it } from 'vitest'
import type { JsonObject } from '../../../core/archive'
import { builtInTypes, DATA_TYPE, sectionTypeChoices, type SectionType } from './sectionTypes'

const type = (name: string, bases: readonly string[] = [], extra: Partial<SectionType> = {}): SectionType => ({ label: name, qualifiedName: name, mDef: `m:${name}`, bases, ...extra })

// Step ← Anneal ← FastAnneal; Step ← Deposit; Other stands apart.
const TYPES = [type('Step'), type('Anneal', ['Step']), type('FastAnneal', ['Anneal', 'Step']), type('Deposit', ['Step']), type('Other')]

describe('sectionTypeChoices', () => {
  it.each<[string, JsonObject, string | undefined, readonly string[], readonly string[], string]>([
    ['an empty section: every type, all allowed', {}, 'Step', ['Anneal', 'Deposit', 'FastAnneal', 'Step'], ['m:Anneal', 'm:Deposit', 'm:FastAnneal', 'm:Step'], 'm:Step'],
    ['a section of the declared type with content', { name: 'x' }, 'Step', ['Anneal', 'Deposit', 'FastAnneal', 'Step'], ['m:Anneal', 'm:Deposit', 'm:FastAnneal', 'm:Step'], 'm:Step'],
    ['a section with content: its type and those inheriting it', { m_def: 'written/Anneal', t: 1 }, 'Anneal', ['Anneal', 'Deposit', 'FastAnneal', 'Step'], ['written/Anneal', 'm:FastAnneal'], 'written/Anneal'],
    ['the most specific type: only itself', { m_def: 'm:FastAnneal', t: 1 }, 'FastAnneal', ['Anneal', 'Deposit', 'FastAnneal', 'Step'], ['m:FastAnneal'], 'm:FastAnneal'],
  ])('%s', (_, section, current, labels, allowed, currentMDef) => {
    const choices = sectionTypeChoices('Step', TYPES, section, current)
    expect(choices?.choices.map((choice) => choice.label)).toEqual(labels)
    expect([...(choices?.allowed ?? [])].sort()).toEqual([...allowed].sort())
    expect(choices?.current).toBe(currentMDef)
  })

  it('keeps the m_def the section was written with as its choice', () => {
    const choices = sectionTypeChoices('Step', TYPES, { m_def: '../upload/raw/s.yaml#Anneal' }, 'Anneal')
    expect(choices?.choices.find((choice) => choice.label === 'Anneal')?.mDef).toBe('../upload/raw/s.yaml#Anneal')
  })

  it.each<[string, readonly SectionType[]]>([
    ['nothing inherits the declared type', [type('Step'), type('Other')]],
    ['no types known', []],
  ])('offers nothing when %s', (_, types) => {
    expect(sectionTypeChoices('Step', types, {}, 'Step')).toBeUndefined()
  })

  it('offers for data the sections inheriting EntryData and the lab-notebook items, never EntryData itself', () => {
    const custom = type('Film (s.yaml)', ['nomad.datamodel.metainfo.eln.Sample', DATA_TYPE], { qualifiedName: 'entry_id:s.Film' })
    const choices = sectionTypeChoices(DATA_TYPE, [...builtInTypes(DATA_TYPE), custom], { m_def: 'nomad.datamodel.metainfo.eln.Sample', name: 'x' }, 'nomad.datamodel.metainfo.eln.Sample')
    const labels = choices?.choices.map((choice) => choice.label) ?? []
    expect(labels).toEqual(expect.arrayContaining(['Chemical', 'Film (s.yaml)', 'Instrument', 'Measurement', 'Process', 'Sample']))
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)))
    expect(labels).not.toContain('EntryData')
    // Sample has content: it may become the schema's Film (a Sample), not a Process.
    expect(choices?.allowed).toEqual(expect.arrayContaining(['m:Film (s.yaml)', 'nomad.datamodel.metainfo.eln.Sample']))
    expect(choices?.allowed).not.toContain('nomad.datamodel.metainfo.eln.Process')
  })

  it('finds built-in sections by inheritance', () => {
    const names = builtInTypes('nomad.datamodel.metainfo.eln.ElnBaseSection').map((one) => one.qualifiedName)
    expect(names).toEqual(expect.arrayContaining(['nomad.datamodel.metainfo.eln.Sample', 'nomad.datamodel.metainfo.eln.Process']))
    expect(builtInTypes('no.such.Section')).toEqual([])
  })
})
