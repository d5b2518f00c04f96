// What the overview's left column says about an entry (spec 3 §2.2 "Entry metadata
// display"), read once from its search metadata with the core/archive reader: a value of
// the wrong type reads as missing, never as a crash. Pure; the view only draws these.
import { apiDate, formatDateTime } from '../../../core/format'
import { isSection, isString, readArchive, type ArchiveReader } from '../../../core/archive'
import type { EntryMetadata } from '../../api'

/** One labelled value; `text` undefined means the entry does not have it. */
export interface Fact {
  readonly label: string
  readonly text?: string
}

export interface Identifier extends Fact {
  /** Whether the value gets a copy button. */
  readonly copy: boolean
  /** A GUI path the value links to (the upload's page). */
  readonly link?: string
}

export interface Reference {
  readonly url: string
  /** Only http(s) addresses are links; anything else is shown as text. */
  readonly href?: string
}

export interface DatasetLink {
  readonly id: string
  readonly name: string
  readonly doi?: string
}

export interface EntryFacts {
  readonly method: readonly Fact[]
  readonly comment?: string
  readonly references: readonly Reference[]
  readonly authors: string
  readonly datasets: readonly DatasetLink[]
  readonly identifiers: readonly Identifier[]
}

/** The words for 1 … 10 elements (spec 3 §9 "element-count names unary to decimary"). */
const ELEMENT_COUNT_WORDS = ['unary', 'binary', 'ternary', 'quaternary', 'quinary', 'sexinary', 'septenary', 'octanary', 'nonary', 'decimary']

/** 'binary' for 2; undefined outside 1 … 10 or for a non-integer. */
export function elementCountWord(n: number): string | undefined {
  return Number.isInteger(n) ? ELEMENT_COUNT_WORDS[n - 1] : undefined
}

/** Spec 1 §9: all names up to three; beyond, the first and the last and 'et al'. */
export function authorList(names: readonly string[]): string {
  return names.length > 3 ? `${names[0]}, ${names[names.length - 1]} et al` : names.join(', ')
}

/** 'dd/MM/yyyy HH:mm' in local time (spec 1 §9 date format); undefined when unreadable. */
export function dateTimeText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  return formatDateTime(apiDate(value)) || undefined
}

const HTTP_URL = /^https?:\/\/\S+$/i

// results.eln lists that repeat what the page shows elsewhere (NOMAD hides them too).
const HIDDEN_ELN_KEYS = ['names', 'sections', 'descriptions']

const label = (key: string) => key.replace(/_/g, ' ')

/** The strings and lists of strings under a results section, depth first, labelled by their key. */
function textFacts(section: unknown, hidden: readonly string[] = []): Fact[] {
  if (!isSection(section)) return []
  const facts: Fact[] = []
  const children: unknown[] = []
  for (const [key, value] of Object.entries(section)) {
    if (hidden.includes(key)) continue
    if (typeof value === 'string' && value !== '') facts.push({ label: label(key), text: value })
    else if (Array.isArray(value)) {
      const items = value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String)
      if (items.length) facts.push({ label: label(key), text: items.join(', ') })
    } else if (isSection(value)) children.push(value)
  }
  return [...facts, ...children.flatMap((child) => textFacts(child))]
}

function methodFacts(metadata: ArchiveReader): Fact[] {
  const material = metadata.child('results.material')
  const formula = material?.string('chemical_formula_descriptive') ?? material?.string('chemical_formula_hill') ?? material?.string('chemical_formula_reduced')
  const nElements = material?.number('n_elements')
  const word = nElements === undefined ? undefined : elementCountWord(nElements)
  const facts: Fact[] = [
    ...(formula ? [{ label: 'formula', text: formula }] : []),
    ...(nElements !== undefined ? [{ label: 'number of elements', text: word ? `${nElements} (${word})` : String(nElements) }] : []),
    ...textFacts(metadata.child('results.method')?.section),
    ...textFacts(metadata.child('results.eln')?.section, HIDDEN_ELN_KEYS),
  ]
  const type = metadata.string('entry_type')
  const name = metadata.string('entry_name')
  if (type) facts.push({ label: 'type', text: type })
  if (name) facts.push({ label: 'name', text: name })
  return facts
}

function names(metadata: ArchiveReader): string[] {
  const authors = metadata.children('authors').flatMap((author) => author.string('name') ?? [])
  if (authors.length) return authors
  const main = metadata.child('main_author')?.string('name')
  return main ? [main] : []
}

function datasets(metadata: ArchiveReader): DatasetLink[] {
  return metadata.children('datasets').flatMap((dataset) => {
    const id = dataset.string('dataset_id')
    if (!id) return []
    const doi = dataset.string('doi')
    return [{ id, name: dataset.string('dataset_name') ?? id, ...(doi ? { doi } : {}) }]
  })
}

function references(metadata: ArchiveReader): Reference[] {
  const values = metadata.get('references', Array.isArray)
  return (values ?? []).filter(isString).map((url) => (HTTP_URL.test(url) ? { url, href: url } : { url }))
}

/** The material id: the entry's, else the first of its topology's systems. */
function materialId(metadata: ArchiveReader): string | undefined {
  return (
    metadata.string('results.material.material_id') ??
    metadata.child('results.material')?.children('topology').flatMap((system) => system.string('material_id') ?? [])[0]
  )
}

/** 'version/commit' of what processed the entry (spec 3 §2.2), from whichever the server sent. */
function processingVersion(metadata: ArchiveReader): string | undefined {
  const stated = metadata.string('last_processing_version')
  if (stated) return stated
  const version = metadata.string('nomad_version')
  const commit = metadata.string('nomad_commit')
  return version && commit ? `${version}/${commit}` : (version ?? commit)
}

function identifiers(metadata: ArchiveReader): Identifier[] {
  const uploadId = metadata.string('upload_id')
  return [
    { label: 'mainfile', text: metadata.string('mainfile'), copy: true },
    { label: 'entry id', text: metadata.string('entry_id'), copy: true },
    { label: 'material id', text: materialId(metadata), copy: true },
    { label: 'upload id', text: uploadId, copy: true, ...(uploadId ? { link: `/user/uploads/upload/id/${encodeURIComponent(uploadId)}` } : {}) },
    { label: 'upload create time', text: dateTimeText(metadata.string('upload_create_time')), copy: false },
    { label: 'raw id', text: metadata.string('raw_id'), copy: true },
    { label: 'external id', text: metadata.string('external_id'), copy: true },
    { label: 'last processing time', text: dateTimeText(metadata.string('last_processing_time')), copy: false },
    { label: 'last processing version', text: processingVersion(metadata), copy: false },
  ]
}

export function entryFacts(entry: EntryMetadata): EntryFacts {
  const metadata = readArchive(entry)
  if (!metadata) return { method: [], references: [], authors: '', datasets: [], identifiers: [] }
  const comment = metadata.string('comment')
  return {
    method: methodFacts(metadata),
    ...(comment ? { comment } : {}),
    references: references(metadata),
    authors: authorList(names(metadata)),
    datasets: datasets(metadata),
    identifiers: identifiers(metadata),
  }
}
