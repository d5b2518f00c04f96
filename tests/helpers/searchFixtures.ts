// A small, deliberate set of entries for the search API suites: seven uploads of
// different owners, states and sharing (reference §2.2), made through the real API
// (upload a zip, process, edit, share, publish), with molecules (XYZ), crystals
// (POSCAR), archives that state their results (band gaps, methods, materials), ELN
// samples of a built-in section and entries of an uploaded YAML schema. Tests compute
// what a search must answer by brute force over the entries' metadata as
// GET /entries/{id} answers it (reference §4.1), or over the upload table below.
import { expect } from 'vitest'
import { entryId } from '../../src/core/ids'
import { anAccount } from './accounts'
import { testServer, type TestServer, type TestServerOptions } from './server'
import { bearer, processed, tokenFor, zipOf } from './uploads'

export const PEOPLE = ['alice', 'bob', 'carol', 'dave', 'eve', 'root'] as const
export type Person = (typeof PEOPLE)[number]
export type Role = Person | 'anonymous'
export const ROLES: readonly Role[] = ['anonymous', ...PEOPLE]

export const eV = 1.602176634e-19
export const Å = 1e-10

// ---------------------------------------------------------------------------- files

/** An XYZ file: atoms on a line 1 Å apart (a molecule for the material normaliser). */
export function xyz(symbols: string, comment = 'molecule'): string {
  const atoms = symbols.split(' ')
  return `${atoms.length}\n${comment}\n${atoms.map((symbol, i) => `${symbol} ${i.toFixed(1)} 0.0 0.0`).join('\n')}\n`
}

/** A rock-salt POSCAR with lattice constant `a` in Å. */
export function rockSalt(cation: string, anion: string, a: number): string {
  return [
    `${cation}${anion}`, '1.0', `${a} 0 0`, `0 ${a} 0`, `0 0 ${a}`, `${cation} ${anion}`, '4 4', 'Direct',
    '0 0 0', '0 0.5 0.5', '0.5 0 0.5', '0.5 0.5 0', '0.5 0.5 0.5', '0.5 0 0', '0 0.5 0', '0 0 0.5', '',
  ].join('\n')
}

interface Gap { type: 'direct' | 'indirect'; eV: number }

/** An archive that states its results: a material of our naming, a method, band gaps. */
export function resultsArchive(material: { id: string; elements: string[]; formula: string; crystal_system?: string; space_group_number?: number }, method: { name: string; program: string }, gaps: Gap[]): string {
  return JSON.stringify({
    results: {
      material: {
        material_id: material.id,
        elements: material.elements,
        n_elements: material.elements.length,
        chemical_formula_hill: material.formula,
        chemical_formula_reduced: material.formula,
        ...(material.crystal_system && { symmetry: { crystal_system: material.crystal_system, space_group_number: material.space_group_number } }),
      },
      method: { method_name: method.name, simulation: { program_name: method.program } },
      properties: { electronic: { band_gap: gaps.map((gap) => ({ type: gap.type, value: gap.eV * eV })) } },
    },
  })
}

/** An ELN sample of NOMAD's built-in Sample section. */
export function sample(name: string, labId: string, description: string, formula?: string): string {
  return JSON.stringify({ data: { m_def: 'nomad.datamodel.metainfo.eln.Sample', name, lab_id: labId, description, ...(formula && { chemical_formula: formula }) } })
}

export const FURNACE_SCHEMA = `definitions:
  name: furnaces
  sections:
    Furnace:
      base_sections:
        - nomad.datamodel.data.EntryData
      quantities:
        label:
          type: str
        temperature:
          type: np.float64
          unit: kelvin
        runs:
          type: int
        active:
          type: bool
        started:
          type: Datetime
`

/** An entry of the uploaded Furnace schema (furnace/schema.archive.yaml). */
export function furnace(fields: { label: string; temperature: number; runs: number; active: boolean; started: string }): string {
  return JSON.stringify({ data: { m_def: '../upload/raw/furnace/schema.archive.yaml#/definitions/section_definitions/0', ...fields } })
}

// -------------------------------------------------------------------------- uploads

export interface EntryEdit {
  comment?: string
  references?: string[]
  external_id?: string
  /** Names of datasets (created by the main author) the entry joins. */
  datasets?: string[]
}

export interface UploadSpec {
  key: string
  name: string
  author: Person
  files: Record<string, string>
  coauthors?: Person[]
  reviewers?: Person[]
  /** `team` is dave's group (owned by alice); `all` shares with everybody. */
  reviewerGroups?: ('team' | 'all')[]
  coauthorGroups?: 'team'[]
  publish?: { embargo: number }
  edits?: Record<string, EntryEdit>
}

export const UPLOADS: readonly UploadSpec[] = [
  {
    key: 'published',
    name: 'Published molecules and crystals',
    author: 'alice',
    publish: { embargo: 0 },
    files: {
      'molecules/water.xyz': xyz('O H H', 'water'),
      'molecules/methane.xyz': xyz('C H H H H', 'methane'),
      'molecules/ammonia.xyz': xyz('N H H H', 'ammonia'),
      'molecules/organic/ethanol.xyz': xyz('C C O H H H H H H', 'ethanol'),
      'molecules/organic/chloroform.xyz': xyz('C H Cl Cl Cl', 'chloroform'),
      'crystals/NaCl/POSCAR': rockSalt('Na', 'Cl', 5.64),
      'crystals/KCl/POSCAR': rockSalt('K', 'Cl', 6.29),
      'gaps/si-dft.archive.json': resultsArchive({ id: 'mat-si', elements: ['Si'], formula: 'Si', crystal_system: 'cubic', space_group_number: 227 }, { name: 'DFT', program: 'VASP' }, [{ type: 'indirect', eV: 1.1 }, { type: 'direct', eV: 3.4 }]),
      'gaps/gaas-gw.archive.json': resultsArchive({ id: 'mat-gaas', elements: ['As', 'Ga'], formula: 'AsGa', crystal_system: 'cubic', space_group_number: 216 }, { name: 'GW', program: 'exciting' }, [{ type: 'direct', eV: 1.5 }, { type: 'direct', eV: 1.6 }]),
      'gaps/cu-dft.archive.json': resultsArchive({ id: 'mat-cu', elements: ['Cu'], formula: 'Cu', crystal_system: 'cubic', space_group_number: 225 }, { name: 'DFT', program: 'VASP' }, [{ type: 'direct', eV: 0 }]),
      'eln/copper-oxide.archive.json': sample('Copper oxide film', 'LAB-001', 'A thin film grown by sputtering', 'CuO'),
      'eln/zinc-oxide.archive.json': sample('Zinc oxide powder', 'LAB-002', 'Milled powder for the zinc series', 'ZnO'),
      'furnace/schema.archive.yaml': FURNACE_SCHEMA,
      'furnace/hot.archive.json': furnace({ label: 'Hot run', temperature: 1200, runs: 3, active: true, started: '2024-01-02T03:04:05+00:00' }),
      'furnace/cold.archive.json': furnace({ label: 'Cold run', temperature: 300, runs: 1, active: false, started: '2023-06-01T00:00:00+00:00' }),
    },
    edits: {
      'molecules/water.xyz': { comment: 'Reference water molecule for benchmarks', references: ['https://example.org/water'], external_id: 'ext-water', datasets: ['Water benchmarks'] },
      'molecules/methane.xyz': { comment: 'Methane from the gas phase', datasets: ['Water benchmarks', 'Hydrocarbons'] },
      'molecules/organic/ethanol.xyz': { datasets: ['Hydrocarbons'] },
    },
  },
  {
    key: 'embargoed',
    name: 'Embargoed benzene',
    author: 'alice',
    publish: { embargo: 12 },
    files: {
      'molecules/benzene.xyz': xyz('C C C C C C H H H H H H', 'benzene'),
      'gaps/sio2.archive.json': resultsArchive({ id: 'mat-sio2', elements: ['O', 'Si'], formula: 'O2Si' }, { name: 'DFT', program: 'exciting' }, [{ type: 'indirect', eV: 9 }]),
      'eln/glass.archive.json': sample('Embargoed glass', 'LAB-010', 'Glass slide under embargo'),
    },
  },
  {
    key: 'private',
    name: 'Private drafts',
    author: 'alice',
    files: {
      'molecules/water.xyz': xyz('O H H', 'water'),
      'eln/secret.archive.json': sample('Secret sample', 'LAB-SECRET', 'A confidential alloy', 'Fe3Al'),
    },
  },
  {
    key: 'shared-user',
    name: 'Shared with bob and carol',
    author: 'alice',
    coauthors: ['bob'],
    reviewers: ['carol'],
    files: {
      'molecules/co2.xyz': xyz('O C O', 'carbon dioxide'),
      'gaps/si-gw.archive.json': resultsArchive({ id: 'mat-si', elements: ['Si'], formula: 'Si', crystal_system: 'cubic', space_group_number: 227 }, { name: 'GW', program: 'VASP' }, [{ type: 'indirect', eV: 1.2 }]),
    },
  },
  {
    key: 'shared-group',
    name: 'Shared with the team',
    author: 'alice',
    reviewerGroups: ['team'],
    files: {
      'molecules/hydrogen.xyz': xyz('H H', 'hydrogen'),
      'eln/group.archive.json': sample('Group sample', 'LAB-020', 'Shared within the team'),
    },
  },
  {
    key: 'shared-all',
    name: 'Shared with everybody',
    author: 'alice',
    reviewerGroups: ['all'],
    files: {
      'molecules/nitrogen.xyz': xyz('N N', 'nitrogen'),
    },
  },
  {
    key: 'bob',
    name: 'Bob published',
    author: 'bob',
    publish: { embargo: 0 },
    files: {
      'molecules/water.xyz': xyz('O H H', 'water'),
      'gaps/si-exciting.archive.json': resultsArchive({ id: 'mat-si', elements: ['Si'], formula: 'Si', crystal_system: 'cubic', space_group_number: 227 }, { name: 'DFT', program: 'exciting' }, [{ type: 'indirect', eV: 1.15 }]),
      'eln/bob.archive.json': sample('Bob sample powder', 'LAB-100', 'A powder of bob'),
    },
  },
]

// -------------------------------------------------------------------------- fixture

export type Doc = Record<string, unknown>

export interface User { id: string; token: string; name: string }

/** A response: its status and its parsed JSON, untyped like fetch's json() (assertions read it). */
export interface Answer { status: number; body: any }

export interface SearchFixture {
  server: TestServer
  users: Record<Person, User>
  teamId: string
  /** upload key → upload_id */
  uploads: Record<string, string>
  specs: UploadSpec[]
  /** Every entry's metadata as GET /entries/{id} answers the admin, by entry id. */
  docs: Map<string, Doc>
  /** The id of the entry with this mainfile in the upload with this key. */
  id(uploadKey: string, mainfile: string): string
  /** The upload key of an entry. */
  uploadKeyOf(entryId: string): string
  /** Whether a search with this owner by this role may find the entry (reference §2.2). */
  shows(owner: Owner, role: Role): (doc: Doc) => boolean
  /** Re-reads the metadata of all entries of the uploads still there. */
  reload(): Promise<void>
  /** Another upload, made like the ones above (e.g. between pages of a walk). */
  addUpload(spec: UploadSpec): Promise<string>
  /** The API's answer; `body` is the parsed JSON (or the text), as loosely typed as fetch's json(). */
  call(role: Role, method: string, path: string, body?: unknown): Promise<Answer>
  /** POST /entries/query (or materials) as the role. */
  search(role: Role, body: unknown, resource?: 'entries' | 'materials'): Promise<Answer>
  /** The sorted entry ids a query selects (all pages), asserting 200. */
  ids(role: Role, owner: string, query: unknown): Promise<string[]>
  dispose(): Promise<void>
}

export async function searchFixture(specs: readonly UploadSpec[] = UPLOADS, options: TestServerOptions = {}): Promise<SearchFixture> {
  const server = await testServer({ configYaml: 'services:\n  upload_limit: 100\n', ...options })
  const db = server.context.store
  const users = {} as Record<Person, User>
  for (const person of PEOPLE) {
    const account = await anAccount(db, { username: person, first_name: person[0].toUpperCase() + person.slice(1), last_name: 'Tester', is_admin: person === 'root' })
    users[person] = { id: account.user_id, token: await tokenFor(server, person, account.password), name: `${person[0].toUpperCase() + person.slice(1)} Tester` }
  }

  const call = async (role: Role, method: string, path: string, body?: unknown): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (role !== 'anonymous') headers.authorization = `Bearer ${users[role].token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await server.api(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON: kept as text for the assertion to show
    }
    return { status: response.status, body: parsed }
  }

  const group = await call('alice', 'POST', '/groups', { group_name: 'Team', members: [users.dave.id] })
  expect(group.status).toBe(201)
  const teamId: string = group.body.group_id

  const uploads: Record<string, string> = {}
  const keyOfUpload = new Map<string, string>()
  const allSpecs: UploadSpec[] = []
  const datasets = new Map<string, string>()

  const groupIds = (names: readonly string[] | undefined) => (names ?? []).map((name) => (name === 'team' ? teamId : name))

  async function addUpload(spec: UploadSpec): Promise<string> {
    const author = users[spec.author]
    const zip = await zipOf(spec.files)
    const response = await server.api(`/api/v1/uploads?file_name=files.zip&upload_name=${encodeURIComponent(spec.name)}`, { method: 'POST', headers: bearer(author.token), body: new Uint8Array(zip) })
    expect(response.status).toBe(200)
    const uploadId: string = (await response.json()).upload_id
    await processed(server, author.token, uploadId)
    for (const [mainfile, edit] of Object.entries(spec.edits ?? {})) {
      const metadata: Record<string, unknown> = { ...edit }
      if (edit.datasets) {
        const ids: string[] = []
        for (const name of edit.datasets) {
          if (!datasets.has(name)) {
            const created = await call(spec.author, 'POST', '/datasets/', { dataset_name: name })
            expect(created.status).toBe(200)
            datasets.set(name, created.body.dataset_id)
          }
          ids.push(datasets.get(name)!)
        }
        metadata.datasets = ids
      }
      const edited = await call(spec.author, 'POST', '/entries/edit', { owner: 'user', query: { entry_id: [entryId(uploadId, mainfile)] }, metadata })
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    }
    const members = {
      ...(spec.coauthors && { coauthors: spec.coauthors.map((p) => users[p].id) }),
      ...(spec.reviewers && { reviewers: spec.reviewers.map((p) => users[p].id) }),
      ...(spec.reviewerGroups && { reviewer_groups: groupIds(spec.reviewerGroups) }),
      ...(spec.coauthorGroups && { coauthor_groups: groupIds(spec.coauthorGroups) }),
    }
    if (Object.keys(members).length) {
      const edited = await call(spec.author, 'POST', `/uploads/${uploadId}/edit`, { metadata: members })
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    }
    if (spec.publish) {
      const published = await call(spec.author, 'POST', `/uploads/${uploadId}/action/publish?embargo_length=${spec.publish.embargo}`)
      expect(published.status, JSON.stringify(published.body)).toBe(200)
      await processed(server, author.token, uploadId)
    }
    uploads[spec.key] = uploadId
    keyOfUpload.set(uploadId, spec.key)
    allSpecs.push(spec)
    await reloadUpload(uploadId)
    return uploadId
  }

  const docs = new Map<string, Doc>()
  async function reloadUpload(uploadId: string) {
    const listed = await call('root', 'GET', `/uploads/${uploadId}/entries?page_size=1000`)
    if (listed.status !== 200) return
    for (const item of listed.body.data as { entry_id: string }[]) {
      const entry = await call('root', 'GET', `/entries/${item.entry_id}`)
      expect(entry.status, JSON.stringify(entry.body)).toBe(200)
      docs.set(item.entry_id, entry.body.data)
    }
  }

  for (const spec of specs) await addUpload(spec)

  const fixture: SearchFixture = {
    server,
    users,
    teamId,
    uploads,
    specs: allSpecs,
    docs,
    id: (uploadKey, mainfile) => {
      const id = entryId(uploads[uploadKey], mainfile)
      if (!docs.has(id)) throw new Error(`no entry ${uploadKey}/${mainfile}`)
      return id
    },
    uploadKeyOf: (id) => keyOfUpload.get(docs.get(id)?.upload_id as string) ?? '',
    shows: (owner, role) => (doc) => {
      const spec = allSpecs.find((candidate) => uploads[candidate.key] === doc.upload_id)
      return spec !== undefined && ownerShows(owner, role, spec)
    },
    async reload() {
      docs.clear()
      for (const uploadId of Object.values(uploads)) await reloadUpload(uploadId)
    },
    addUpload,
    call,
    search: (role, body, resource = 'entries') => call(role, 'POST', `/${resource}/query`, body),
    async ids(role, owner, query) {
      const found: string[] = []
      let after: string | undefined
      for (;;) {
        const { status, body } = await call(role, 'POST', '/entries/query', {
          owner, query, pagination: { page_size: 100, ...(after && { page_after_value: after }) }, required: { include: ['entry_id'] },
        })
        expect(status, JSON.stringify(body)).toBe(200)
        found.push(...(body.data as { entry_id: string }[]).map((hit) => hit.entry_id))
        after = body.pagination.next_page_after_value
        if (!after) return found.sort()
      }
    },
    dispose: () => server.dispose(),
  }
  return fixture
}

// ---------------------------------------------------------------------- brute force

/** Every value at a dotted path, through lists (a list quantity gives its items). */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc]
  for (const key of path.split('.')) {
    const next: unknown[] = []
    for (const value of current) {
      if (value === null || value === undefined) continue
      if (Array.isArray(value)) {
        for (const item of value) {
          const child = (item as Record<string, unknown> | null)?.[key]
          if (child !== undefined) next.push(child)
        }
      } else if (typeof value === 'object') {
        const child = (value as Record<string, unknown>)[key]
        if (child !== undefined) next.push(child)
      }
    }
    current = next
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value]))
}

/** The items of a repeating section at a dotted path (a nested document each). */
export function itemsAt(doc: unknown, path: string): Record<string, unknown>[] {
  return valuesAt(doc, path).filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
}

/** The first value at a path, or undefined. */
export const valueAt = (doc: unknown, path: string): unknown => valuesAt(doc, path)[0]

/** Sorted ids of the docs that satisfy a predicate. */
export function idsWhere(docs: Iterable<Doc>, predicate: (doc: Doc) => boolean): string[] {
  return [...docs].filter(predicate).map((doc) => doc.entry_id as string).sort()
}

/** Epoch ms of a metadata datetime. */
export const ms = (value: unknown): number => new Date(String(value)).getTime()

// -------------------------------------------------------------------- owner model

export type Owner = 'public' | 'visible' | 'all' | 'shared' | 'user' | 'staging' | 'admin'

/** Whether an upload of the spec table is searchable with this owner by this role (reference §2.2). */
export function ownerShows(owner: Owner, role: Role, spec: UploadSpec): boolean {
  const published = spec.publish !== undefined
  const embargoed = published && spec.publish!.embargo > 0
  const isPublic = published && !embargoed
  const person = role === 'anonymous' ? undefined : role
  const groups = [...(spec.reviewerGroups ?? []), ...(spec.coauthorGroups ?? [])]
  const inGroup = groups.includes('all') || (person === 'dave' && groups.includes('team'))
  const viewer = person !== undefined && (spec.author === person || (spec.coauthors ?? []).includes(person) || (spec.reviewers ?? []).includes(person))
  // Group 'all' counts for everybody, anonymous callers included (visible, all).
  const viewerOrGroup = viewer || inGroup
  switch (owner) {
    case 'public':
      return isPublic
    case 'visible':
      return isPublic || viewerOrGroup
    case 'all':
      return published || viewerOrGroup
    case 'shared':
      return viewerOrGroup
    case 'user':
      return person !== undefined && spec.author === person
    case 'staging':
      return !published && viewerOrGroup
    case 'admin':
      return true
  }
}
