// From the decoded content of an archive file to the archive Tessera stores: the
// schema it defines (canonical form), its data validated against the section `m_def`
// names, and the entry's name and type. Schema problems are logged and the broken
// definitions left out; data whose section cannot be found fails the entry, since
// nothing of it could be interpreted.
import { SchemaError, SchemaLoader, serializePackage } from '../../../core/metainfo'
import type { SchemaFiles, Section } from '../../../core/metainfo'
import type { Archive, ProcessingLogger } from '../types'
import { convertData, mDefValues } from './data'
import { decodeArchive } from './source'
import type { MutableSection as Json } from '../../../core/archive'

export interface ReadEnvironment {
  uploadId: string
  /** Upload path of the file being read. */
  mainfile: string
  /** Reads another file of the upload (schemas the archive uses); undefined when missing. */
  readFile(path: string): Promise<Uint8Array | undefined>
  logger: ProcessingLogger
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

// Archive sections a file may carry through unchanged (archives written by other tools
// or exported from NOMAD); metadata and logs are the processing's own and never read.
const PASSED_THROUGH = new Set(['results', 'run', 'workflow', 'workflow2'])
const IGNORED = new Set(['metadata', 'processing_logs', 'm_ref_archives', 'm_def'])

function uploadFiles(env: ReadEnvironment): SchemaFiles {
  const decoder = new TextDecoder()
  return {
    async read(path) {
      const bytes = await env.readFile(path)
      return bytes === undefined ? undefined : decodeArchive(decoder.decode(bytes), path)
    },
  }
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

async function readData(data: unknown, loader: SchemaLoader, env: ReadEnvironment): Promise<{ data: Json; section: Section }> {
  if (!isJson(data)) throw new Error(`${env.mainfile}: data must be a section (a mapping), not ${Array.isArray(data) ? 'a list' : typeof data}.`)
  if (typeof data.m_def !== 'string' || data.m_def === '') {
    throw new Error(`${env.mainfile}: data has no m_def; it must name the section definition of the data.`)
  }
  const sections = new Map<string, Section | Error>()
  // Sequentially: resolving may read schema files, and each file is read once.
  for (const ref of mDefValues(data)) {
    try {
      sections.set(ref, await loader.resolve(ref, env.mainfile))
    } catch (e) {
      if (!(e instanceof SchemaError)) throw e
      sections.set(ref, e)
    }
  }
  const root = sections.get(data.m_def)
  if (root instanceof Error) throw new Error(`${env.mainfile}: ${root.message}`)
  if (!root) throw new Error(`${env.mainfile}: m_def ${data.m_def} cannot be resolved.`)
  const converted = convertData(data, root, {
    mainfile: env.mainfile,
    sections,
    warn: (message, path) => env.logger.warning(message, { path }),
  })
  return { data: converted, section: root }
}

export async function readArchive(content: unknown, env: ReadEnvironment): Promise<Archive> {
  if (!isJson(content)) throw new Error(`${env.mainfile}: an archive must be a mapping of sections (definitions, data, …).`)
  const loader = new SchemaLoader({
    uploadId: env.uploadId,
    files: uploadFiles(env),
    report: ({ level, message }) => (level === 'error' ? env.logger.error(message) : env.logger.warning(message)),
  })
  const archive: Archive = {}
  const metadata: Json = {}
  if (content.definitions !== undefined && content.definitions !== null) {
    const pkg = await loader.load(env.mainfile, content.definitions)
    if (pkg) archive.definitions = serializePackage(pkg)
    metadata.entry_type = 'Schema'
  }
  if (content.data !== undefined && content.data !== null) {
    const { data, section } = await readData(content.data, loader, env)
    archive.data = data
    metadata.entry_type = section.name
  }
  for (const [key, value] of Object.entries(content)) {
    if (PASSED_THROUGH.has(key)) archive[key] = value
    else if (!IGNORED.has(key) && key !== 'definitions' && key !== 'data') env.logger.warning(`${env.mainfile}: ${key} is not a section of an archive; it is ignored`)
  }
  const data = archive.data as Json | undefined
  metadata.entry_name = typeof data?.name === 'string' && data.name.trim() !== '' ? data.name : fileName(env.mainfile)
  archive.metadata = metadata
  return archive
}
