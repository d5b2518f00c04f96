// Validates the `data` of an archive against its section definitions and builds the
// clean copy that is stored: values of the right type and shape (others are dropped
// with a warning naming their path), schema defaults filled in, `m_def` values in their
// canonical form. Every section instance of the copy is bound to its definition, which
// is how the ELN normaliser later knows what it is looking at.
import { ArchiveSection, bindSection, inheritsFrom, sectionReference } from '../../../core/metainfo'
import type { Quantity, Section, SubSection } from '../../../core/metainfo'
import { convertQuantity } from './values'
import type { MutableSection as Json } from '../../../core/archive'

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keys NOMAD writes into section instances that are not quantities; kept as they are. */
const KEPT_META_KEYS = new Set(['m_def_id', 'm_attributes', 'm_annotations'])

export interface DataContext {
  /** The file whose data this is: `m_def` values are written relative to it. */
  mainfile: string
  /** The sections all `m_def` values of the data name, resolved beforehand; an Error says why one cannot be. */
  sections: ReadonlyMap<string, Section | Error>
  warn(message: string, path: string): void
}

interface Reference {
  path: string
  value: string
}

/** All `m_def` strings in a data tree, to be resolved (possibly reading files) before validation. */
export function mDefValues(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) mDefValues(item, out)
  else if (isJson(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'm_def' && typeof child === 'string') out.add(child)
      else if (key !== 'm_attributes') mDefValues(child, out)
    }
  }
  return out
}

class DataConverter {
  readonly references: Reference[] = []

  constructor(private readonly context: DataContext) {}

  section(value: Json, section: Section, path: string, explicit: boolean): Json {
    const out: Json = {}
    if (explicit) out.m_def = sectionReference(section, this.context.mainfile)
    bindSection(out, section)
    for (const [key, raw] of Object.entries(value)) {
      // An empty YAML key (`processes:`) means "not given", as in NOMAD.
      if (key === 'm_def' || raw === null || raw === undefined) continue
      if (KEPT_META_KEYS.has(key)) {
        out[key] = raw
        continue
      }
      const subSection = section.subSections.find((s) => s.name === key)
      if (subSection) {
        const converted = this.subSection(raw, subSection, `${path}.${key}`)
        if (converted !== undefined) out[key] = converted
        continue
      }
      const quantity = section.quantities.find((q) => q.name === key)
      if (quantity) this.quantity(out, quantity, raw, `${path}.${key}`)
      else this.context.warn(`${path}.${key}: ${section.name} defines no quantity or sub-section ${key}; the value is dropped`, `${path}.${key}`)
    }
    for (const quantity of section.quantities) {
      if (quantity.default !== undefined && !(quantity.name in out)) this.quantity(out, quantity, quantity.default, `${path}.${quantity.name}`, 'default ')
    }
    return out
  }

  private quantity(out: Json, quantity: Quantity, raw: unknown, path: string, what = '') {
    const { value, problems } = convertQuantity(quantity, raw)
    const dropped = value === undefined ? 'the value is dropped' : 'those values are dropped'
    for (const problem of problems) this.context.warn(`${path}: ${what}${problem}; ${dropped}`, path)
    if (value === undefined) return
    out[quantity.name] = value
    if (quantity.type.type_kind !== 'reference') return
    const values = Array.isArray(value) ? value.flat(Infinity) : [value]
    values.forEach((v, i) => typeof v === 'string' && this.references.push({ path: Array.isArray(value) ? `${path}.${i}` : path, value: v }))
  }

  private subSection(raw: unknown, subSection: SubSection, path: string): unknown {
    if (!subSection.repeats) {
      if (isJson(raw)) return this.item(raw, subSection.section, path)
      return void this.context.warn(`${path}: expected a section (a mapping), got ${typeof raw}; it is dropped`, path)
    }
    if (!Array.isArray(raw)) return void this.context.warn(`${path}: expected a list of sections, got ${typeof raw}; it is dropped`, path)
    const items: Json[] = []
    raw.forEach((item, i) => {
      if (isJson(item)) items.push(this.item(item, subSection.section, `${path}.${i}`))
      else this.context.warn(`${path}.${i}: expected a section (a mapping), got ${JSON.stringify(item)}; it is dropped`, `${path}.${i}`)
    })
    return items
  }

  /** A sub-section instance: of the declared section, or of a more specific one its `m_def` names (polymorphy). */
  private item(value: Json, declared: Section, path: string): Json {
    if (typeof value.m_def !== 'string') return this.section(value, declared, path, false)
    const chosen = this.context.sections.get(value.m_def)
    if (!chosen || chosen instanceof Error) {
      this.context.warn(`${path}.m_def: ${chosen?.message ?? `${value.m_def} cannot be resolved`}; the section is read as ${declared.name}`, path)
      return this.section(value, declared, path, false)
    }
    // Every section is an archive section, whether its schema says so or not.
    if (declared !== ArchiveSection && !inheritsFrom(chosen, declared)) {
      this.context.warn(`${path}.m_def: ${chosen.name} does not extend ${declared.name}; the section is read as ${declared.name}`, path)
      return this.section(value, declared, path, false)
    }
    return this.section(value, chosen, path, true)
  }
}

function resolvePath(root: unknown, fragment: string): boolean {
  let current: unknown = root
  for (const segment of fragment.split('/').filter((s) => s !== '')) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)]
    else if (isJson(current)) current = current[segment]
    else return false
    if (current === undefined) return false
  }
  return true
}

/**
 * The stored form of `data`, whose section is `root`. References into this archive
 * (`#/data/…`, or `/…` relative to data) are checked to point at something.
 */
export function convertData(data: Json, root: Section, context: DataContext): Json {
  const converter = new DataConverter(context)
  const out = converter.section({ ...data }, root, 'data', false)
  const result: Json = { m_def: sectionReference(root, context.mainfile), ...out }
  bindSection(result, root)
  for (const { path, value } of converter.references) {
    const local = value.startsWith('#') ? value.slice(1) : value.startsWith('/') ? value : undefined
    if (local === undefined) continue
    if (!resolvePath({ data: result }, local) && !resolvePath(result, local)) {
      context.warn(`${path}: the reference ${value} points at nothing in this archive`, path)
    }
  }
  return result
}
