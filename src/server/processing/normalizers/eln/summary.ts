// `results.eln` and the ELN part of `results.material`, filled as NOMAD's ELN base
// sections fill them: every instance of a lab-notebook section contributes its name,
// lab id, description, tags and the name of its definition; activities contribute their
// method, instruments their name; sections with a chemical formula the material.
import { basesections, eln, inheritsFrom } from '../../../../core/metainfo'
import type { Section } from '../../../../core/metainfo'
import type { DataWalk, SectionVisit } from './walk'

export interface ElnSummary {
  sections: string[]
  names: string[]
  descriptions: string[]
  tags: string[]
  lab_ids: string[]
  methods: string[]
  instruments: string[]
}

export interface ElnFindings {
  eln: ElnSummary
  /** Chemical formulas as written, data root first. */
  formulas: { formula: string; path: string }[]
}

const RECORDS: readonly Section[] = [eln.ElnBaseSection, eln.SampleID, basesections.BaseSection]
const ACTIVITIES: readonly Section[] = [eln.ElnActivityBaseSection, basesections.Activity]
const INSTRUMENTS: readonly Section[] = [eln.Instrument, basesections.Instrument]

const isA = (section: Section, kinds: readonly Section[]) => kinds.some((kind) => inheritsFrom(section, kind))

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function add(list: string[], value: string | undefined) {
  if (value !== undefined && !list.includes(value)) list.push(value)
}

function record(visit: SectionVisit, out: ElnFindings) {
  const { instance, section } = visit
  const summary = out.eln
  add(summary.sections, section.name)
  add(summary.names, text(instance.name))
  add(summary.descriptions, text(instance.description))
  add(summary.lab_ids, text(instance.lab_id))
  // SampleID's id is its lab id, written with spaces as NOMAD shows it.
  add(summary.lab_ids, text(instance.sample_id)?.replaceAll('_', ' '))
  // Any quantity named tags counts, whichever section defines it.
  const tags = instance.tags
  for (const tag of Array.isArray(tags) ? tags : [tags]) add(summary.tags, text(tag))
  if (isA(section, ACTIVITIES)) add(summary.methods, text(instance.method) ?? section.name)
  if (isA(section, INSTRUMENTS)) add(summary.instruments, text(instance.name))
  const formula = isA(section, [eln.ElnWithFormulaBaseSection]) ? text(instance.chemical_formula) : undefined
  if (formula) out.formulas.push({ formula, path: [...visit.path, 'chemical_formula'].join('.') })
}

export function elnFindings(walk: DataWalk): ElnFindings {
  const out: ElnFindings = {
    eln: { sections: [], names: [], descriptions: [], tags: [], lab_ids: [], methods: [], instruments: [] },
    formulas: [],
  }
  for (const visit of walk.sections) if (isA(visit.section, RECORDS)) record(visit, out)
  return out
}

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", deg: '°' }

/**
 * Rich-text descriptions are HTML, often with images inlined as data URLs; free-text
 * search wants their words only.
 */
export function plainText(html: string): string {
  return html
    // Block elements separate words; inline ones (<strong>, <em>) may sit inside a word.
    .replace(/<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|img|hr|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}
