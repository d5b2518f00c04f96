// Turns the `definitions:` of one schema file into sections of the definition language.
// Schemas come in two spellings — a `sections:` map (YAML as people write it) and a
// `section_definitions:` list (JSON as NOMAD serialises it); both are read, in that
// order, so `…/section_definitions/<i>` counts list entries first, then map entries.
//
// Broken parts are reported and left out, the rest is built: a schema with one typo
// still describes its data. Base sections are resolved while a section is built (it
// inherits their quantities); sub-section and reference targets are checked at once
// but bound lazily, so sections may contain themselves or sections defined later.
import { ArchiveSection } from '../data'
import { definePackage, quantity, sub, types } from '../definitions'
import type { JsonValue, PackageBuilder, Quantity, Section, Shape, SubSection, TypeDefinition } from '../definitions'
import { SI_UNITS } from '../units'
import type { SIUnit } from '../units'
import { parseUnit } from '../../units'
import type { Unit } from '../../units'
import { builtInSection, looksQualified } from './builtins'
import { customSectionInfo, registerCustomSection } from './custom'
import type { CustomPackage, CustomQuantity } from './custom'
import { parseArchiveReference } from './references'
import { parseTypeExpression } from './typeExpressions'
import type { MutableSection as Json } from '../../archive'

export interface SchemaProblem {
  level: 'error' | 'warning'
  message: string
}

export interface PackageEnvironment {
  uploadId: string
  /** Upload path of the file whose definitions are built. */
  path: string
  qualifiedName: string
  /** The package of another file of the upload, loaded beforehand, or why it is unavailable. */
  external(path: string): CustomPackage | string
  report(problem: SchemaProblem): void
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

interface RawSection {
  name: string
  spec: Json
}

/** `{section: {...}}` as a whole section definition: some example schemas wrap definitions so. */
function unwrap(spec: Json): Json {
  const keys = Object.keys(spec)
  return keys.length === 1 && keys[0] === 'section' && isJson(spec.section) ? spec.section : spec
}

/** Named entries of a `quantities` / `sub_sections` map or list, in order. */
function namedEntries(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.map((item, i) => [isJson(item) && typeof item.name === 'string' ? item.name : `#${i}`, item])
  return isJson(value) ? Object.entries(value) : []
}

const parsedSIUnits = new Map<SIUnit, Unit>()

/** The SI unit whose values equal values in `unit`, if there is one (`m` → meter, but not `mm`). */
function siEquivalent(unit: Unit): SIUnit | undefined {
  if (unit.factor !== 1 || unit.offset !== 0) return undefined
  return SI_UNITS.find((si) => {
    if (!parsedSIUnits.has(si)) parsedSIUnits.set(si, parseUnit(si))
    return (parsedSIUnits.get(si) as Unit).dimensionsEqual(unit)
  })
}

type Located = { section: () => Section; top?: RawSection } | { error: string } | { warning: string }

interface SectionPath {
  top: string | number
  inner: (string | number)[]
}

const key = (segment: string): string | number => (/^\d+$/.test(segment) ? Number(segment) : segment)

/** `/definitions/section_definitions/3/inner_section_definitions/0`, `/C`, `Sample` → where the section is. */
function parseSectionPath(fragment: string): SectionPath | undefined {
  const segments = fragment.split('/').filter((s) => s !== '')
  if (segments[0] === 'definitions') segments.shift()
  let top: string | undefined
  if (segments[0] === 'section_definitions' || segments[0] === 'sections') top = segments[1]
  else if (segments.length === 1) return { top: segments[0], inner: [] }
  if (top === undefined) return undefined
  const rest = segments.slice(2)
  const inner: (string | number)[] = []
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] !== 'inner_section_definitions' || rest[i + 1] === undefined) return undefined
    inner.push(key(rest[i + 1]))
  }
  return { top: key(top), inner }
}

function innerSection(section: Section, path: (string | number)[]): Section | undefined {
  let current: Section | undefined = section
  for (const step of path) {
    const inner: readonly Section[] = (current && customSectionInfo(current)?.inner) ?? []
    current = typeof step === 'number' ? inner[step] : inner.find((s) => s.name === step)
  }
  return current
}

/** A section of an already built package by the fragment of a reference. */
export function sectionInPackage(pkg: CustomPackage, fragment: string): Section | undefined {
  const path = parseSectionPath(fragment)
  if (!path) return undefined
  const top = typeof path.top === 'number' ? pkg.sections[path.top] : pkg.sections.find((s) => s.name === path.top)
  return top && innerSection(top, path.inner)
}

export function buildPackage(definitions: unknown, env: PackageEnvironment): CustomPackage {
  const error = (message: string) => env.report({ level: 'error', message: `${message} (${env.path})` })
  const warning = (message: string) => env.report({ level: 'warning', message: `${message} (${env.path})` })
  const spec = isJson(definitions) ? definitions : {}
  if (!isJson(definitions)) error('The definitions must be a mapping with sections or section_definitions')

  const raws: RawSection[] = []
  const byName = new Map<string, RawSection>()
  const addRaw = (name: string, value: unknown, where: string) => {
    if (!isJson(value)) return error(`The section definition ${where} is not a mapping; it is left out`)
    if (byName.has(name)) return error(`The section ${name} is defined twice; the second definition is left out`)
    const raw = { name, spec: unwrap(value) }
    raws.push(raw)
    byName.set(name, raw)
  }
  if (spec.section_definitions !== undefined) {
    const list = Array.isArray(spec.section_definitions) ? spec.section_definitions : []
    list.forEach((item, i) => {
      if (isJson(item) && typeof item.name === 'string' && item.name) addRaw(item.name, item, `section_definitions/${i}`)
      else error(`The section definition section_definitions/${i} has no name; it is left out`)
    })
  }
  for (const [name, value] of Object.entries(isJson(spec.sections) ? spec.sections : {})) addRaw(name, value ?? {}, name)

  const sections: Section[] = []
  const pkg: CustomPackage = {
    qualifiedName: env.qualifiedName,
    ...(typeof spec.name === 'string' && { label: spec.name }),
    ...(typeof spec.description === 'string' && { description: spec.description }),
    path: env.path,
    sections,
  }
  const top = definePackage(env.qualifiedName)
  const built = new Map<RawSection, Section>()
  const building: RawSection[] = []

  function buildTop(raw: RawSection): Section {
    const done = built.get(raw)
    if (done) return done
    building.push(raw)
    const index = raws.indexOf(raw)
    const section = buildSection(raw.spec, raw.name, raw.name, top, `/definitions/section_definitions/${index}`)
    building.pop()
    built.set(raw, section)
    return section
  }

  function locateLocal(fragment: string): Located {
    const path = parseSectionPath(fragment)
    const raw = path && (typeof path.top === 'number' ? raws[path.top] : byName.get(path.top))
    if (!path || !raw) return { error: `this schema has no section at ${fragment}` }
    if (path.inner.length === 0) return { section: () => buildTop(raw), top: raw }
    if (building.includes(raw)) return { error: `${raw.name} is still being defined` }
    const found = innerSection(buildTop(raw), path.inner)
    return found ? { section: () => found } : { error: `this schema has no section at ${fragment}` }
  }

  function locate(ref: string): Located {
    if (ref.includes('#') || ref.startsWith('/')) {
      const parsed = parseArchiveReference(ref, env.uploadId, env.path)
      if (!parsed) return { error: 'not a reference to a file of this upload' }
      if (parsed.local) return locateLocal(parsed.fragment)
      if (parsed.uploadId !== env.uploadId || !parsed.mainfile) return { error: 'schemas of other uploads cannot be used' }
      const external = env.external(parsed.mainfile)
      if (typeof external === 'string') return { error: external }
      const found = sectionInPackage(external, parsed.fragment)
      return found ? { section: () => found } : { error: `${parsed.mainfile} has no section at ${parsed.fragment}` }
    }
    const raw = byName.get(ref)
    if (raw) return { section: () => buildTop(raw), top: raw }
    const builtIn = builtInSection(ref)
    if (builtIn) return { section: () => builtIn }
    if (looksQualified(ref)) return { warning: `${ref} is not a section Tessera defines` }
    return { error: `this schema defines no section ${ref}` }
  }

  function baseSections(spec: Json, label: string): Section[] {
    const refs = spec.base_sections ?? spec.base_section
    const list = refs === undefined || refs === null ? [] : Array.isArray(refs) ? refs : [refs]
    const bases: Section[] = []
    for (const ref of list) {
      if (typeof ref !== 'string') {
        error(`A base section of ${label} is not a name: ${JSON.stringify(ref)}`)
        continue
      }
      const located = locate(ref)
      if ('error' in located) error(`Cannot resolve base section '${ref}' of ${label}: ${located.error}`)
      else if ('warning' in located) warning(`Base section ${ref} of ${label} is ignored: ${located.warning}`)
      else if (located.top && building.includes(located.top)) {
        const chain = [...building.slice(building.indexOf(located.top)).map((r) => r.name), located.top.name]
        error(`Circular base sections ${chain.join(' → ')}; ${ref} is not a base of ${label}`)
      } else bases.push(located.section())
    }
    return bases
  }

  function quantityType(spec: Json, label: string): TypeDefinition | undefined {
    const parsed = parseTypeExpression(spec.type)
    if ('problem' in parsed) return void error(`Quantity ${label}: ${parsed.problem}; it is left out`)
    if ('type' in parsed) return parsed.type
    const located = locate(parsed.reference)
    if ('error' in located) return void error(`Cannot resolve type '${parsed.reference}' of quantity ${label}: ${located.error}; it is left out`)
    if ('warning' in located) {
      warning(`Quantity ${label} refers to ${parsed.reference}, which is not known; it may refer to any section`)
      return types.reference(ArchiveSection)
    }
    return types.reference(located.section)
  }

  function buildQuantity(name: string, value: unknown, label: string): Quantity | undefined {
    if (!isJson(value)) return void error(`Quantity ${label} has no definition; it is left out`)
    const type = quantityType(value, label)
    if (!type) return undefined
    const shape: Shape = Array.isArray(value.shape) && value.shape.every((d) => typeof d === 'number' || typeof d === 'string') ? value.shape : []
    if (value.shape !== undefined && value.shape !== null && shape.length === 0 && !(Array.isArray(value.shape) && value.shape.length === 0)) {
      warning(`The shape of quantity ${label} is not a list of dimensions; it is taken as a scalar`)
    }
    let unit: string | undefined
    let si: SIUnit | undefined
    if (typeof value.unit === 'string' && value.unit.trim() !== '') {
      try {
        si = siEquivalent(parseUnit(value.unit))
        unit = value.unit
      } catch (e) {
        error(`The unit '${value.unit}' of quantity ${label} is not valid (${(e as Error).message}); its values have no unit`)
      }
    }
    const description = typeof value.description === 'string' ? value.description : ''
    const defaultValue = value.default === undefined || value.default === null ? undefined : (value.default as JsonValue)
    const base = quantity(name, type, description, { shape, ...(si && { unit: si }), ...(defaultValue !== undefined && { default: defaultValue }) })
    const custom: CustomQuantity = {
      ...base,
      ...(unit !== undefined && { declaredUnit: unit }),
      ...(value.variable === true && { variable: true }),
      ...(isJson(value.m_annotations) && { annotations: value.m_annotations as { [name: string]: JsonValue } }),
    }
    return custom
  }

  function buildSection(spec: Json, name: string, label: string, builder: PackageBuilder, path: string): Section {
    const bases = baseSections(spec, label)
    const quantities: Quantity[] = []
    for (const [qName, value] of namedEntries(spec.quantities)) {
      if (quantities.some((q) => q.name === qName)) error(`Quantity ${label}.${qName} is defined twice; the second definition is left out`)
      else {
        const q = buildQuantity(qName, value, `${label}.${qName}`)
        if (q) quantities.push(q)
      }
    }
    const inner: Section[] = []
    let innerBuilder: PackageBuilder | undefined
    const subSections: SubSection[] = []
    for (const [sName, value] of namedEntries(spec.sub_sections)) {
      const where = `${label}.${sName}`
      if (subSections.some((s) => s.name === sName)) {
        error(`Sub-section ${where} is defined twice; the second definition is left out`)
        continue
      }
      const target = isJson(value) ? (value.section ?? value.sub_section) : undefined
      if (!isJson(value) || target === undefined || target === null) {
        error(`Sub-section ${where} names no section; it is left out`)
        continue
      }
      const options = { repeats: value.repeats === true, ...(typeof value.description === 'string' && { description: value.description }) }
      if (isJson(target)) {
        innerBuilder ??= definePackage(`${builder.name}.${name}`)
        const innerName = typeof target.name === 'string' && target.name ? target.name : sName
        const innerPath = `${path}/inner_section_definitions/${inner.length}`
        const section = buildSection(unwrap(target), innerName, where, innerBuilder, innerPath)
        inner.push(section)
        subSections.push(sub(sName, section, options))
        continue
      }
      if (typeof target !== 'string') {
        error(`Sub-section ${where} names no section; it is left out`)
        continue
      }
      const located = locate(target)
      if ('error' in located) error(`Cannot resolve section '${target}' of sub-section ${where}: ${located.error}; it is left out`)
      else if ('warning' in located) {
        warning(`Sub-section ${where} contains ${target}, which is not known; its contents are not validated`)
        subSections.push(sub(sName, ArchiveSection, options))
      } else subSections.push(sub(sName, located.section, options))
    }
    const section = builder.section({
      name,
      description: typeof spec.description === 'string' ? spec.description : '',
      quantities,
      subSections,
      baseSections: bases,
    })
    registerCustomSection(section, {
      package: pkg,
      path,
      inner,
      ...(isJson(spec.m_annotations) && { annotations: spec.m_annotations as { [name: string]: JsonValue } }),
    })
    return section
  }

  for (const raw of raws) sections.push(buildTop(raw))
  return pkg
}
