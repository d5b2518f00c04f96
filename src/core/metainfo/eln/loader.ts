// Loads the custom schemas an archive uses: its own `definitions`, and the schema files
// of the same upload that its `m_def` values and its schema name
// (`../upload/raw/schema.archive.yaml#/definitions/section_definitions/0`). Files are
// read through a callback, so the loader stays isomorphic; the server passes one that
// reads and decodes upload files.
//
// Schema files may use each other. Before a file's package is built, the files it
// names are loaded, depth first; a file that is still being loaded further up the chain
// closes a cycle, which is reported with the whole chain and never followed, so a
// loop of files can neither hang processing nor exhaust the stack.
import { entryId } from '../../ids'
import type { Section } from '../definitions'
import { builtInSection, looksQualified } from './builtins'
import type { CustomPackage } from './custom'
import { parseArchiveReference } from './references'
import { buildPackage, sectionInPackage } from './schema'
import type { SchemaProblem } from './schema'

export interface SchemaFiles {
  /**
   * The decoded content of an upload file (a path relative to the upload root):
   * undefined when there is no such file; throws, naming the problem, when it cannot be decoded.
   */
  read(path: string): Promise<unknown>
}

export interface SchemaLoaderOptions {
  uploadId: string
  files: SchemaFiles
  report(problem: SchemaProblem): void
  /** How many schema files may lie on one chain of files using each other. */
  maxDepth?: number
}

/** A definition an archive needs cannot be found: its data cannot be interpreted. */
export class SchemaError extends Error {
  override name = 'SchemaError'
}

const REFERENCE_KEYS = new Set(['base_section', 'base_sections', 'section', 'sub_section', 'type', 'type_data'])

/** Strings under keys that name sections, anywhere in a definitions tree. */
function sectionNames(value: unknown, out: string[] = [], parentKey = ''): string[] {
  if (typeof value === 'string') {
    if (REFERENCE_KEYS.has(parentKey)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) sectionNames(item, out, parentKey)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) sectionNames(child, out, key)
  }
  return out
}

export class SchemaLoader {
  private readonly packages = new Map<string, CustomPackage>()
  private readonly unavailable = new Map<string, string>()

  constructor(private readonly options: SchemaLoaderOptions) {}

  /** The qualified name of the package a file defines: NOMAD's `entry_id:<id>`. */
  qualifiedName(path: string): string {
    return `entry_id:${entryId(this.options.uploadId, path)}`
  }

  /**
   * The package of the file at `path`, building it from `definitions` when given (the
   * file being parsed) or else reading the file. Undefined when the file cannot supply one.
   */
  async load(path: string, definitions?: unknown): Promise<CustomPackage | undefined> {
    await this.loadChain(path, [], definitions)
    return this.packages.get(path)
  }

  /** Why the file at `path` has no package, if it has none. */
  problem(path: string): string | undefined {
    return this.unavailable.get(path)
  }

  /**
   * The section an `m_def` value written in file `from` names: a built-in qualified
   * name, a section of `from`'s own definitions (`#/definitions/…`, or a bare name), or
   * a section of another schema file of the upload. Throws SchemaError saying why not.
   */
  async resolve(ref: string, from: string): Promise<Section> {
    const builtIn = builtInSection(ref)
    if (builtIn) return builtIn
    const parsed = ref.includes('#') || ref.startsWith('/') ? parseArchiveReference(ref, this.options.uploadId, from) : undefined
    const fragment = parsed ? parsed.fragment : `/${ref}`
    if (parsed && parsed.uploadId !== this.options.uploadId) throw new SchemaError(`m_def ${ref} names a schema of another upload, which cannot be used.`)
    const path = parsed ? parsed.mainfile : from
    if (!path) throw new SchemaError(`m_def ${ref} is not a section name or a reference to a schema file of this upload.`)
    const pkg = this.packages.get(path) ?? (await this.load(path))
    const section = pkg && sectionInPackage(pkg, fragment)
    if (section) return section
    // A dotted name is most likely meant as a built-in section that Tessera lacks.
    const builtInMeant = !parsed && looksQualified(ref) ? ' is not a built-in section Tessera defines, and' : ''
    const reason = pkg ? `${path} defines no section at ${fragment}` : (this.unavailable.get(path) ?? `${path} defines no schema`)
    throw new SchemaError(`m_def ${ref}${builtInMeant} cannot be resolved: ${reason}.`)
  }

  private async loadChain(path: string, chain: readonly string[], given?: unknown): Promise<void> {
    if (this.packages.has(path) || this.unavailable.has(path)) return
    const definitions = given ?? (await this.readDefinitions(path))
    if (definitions === undefined) return
    const here = [...chain, path]
    const blocked = new Map<string, string>()
    for (const name of sectionNames(definitions)) {
      const parsed = name.includes('#') ? parseArchiveReference(name, this.options.uploadId, path) : undefined
      const dependency = parsed && !parsed.local && parsed.uploadId === this.options.uploadId ? parsed.mainfile : undefined
      if (!dependency || this.packages.has(dependency) || blocked.has(dependency)) continue
      const at = here.indexOf(dependency)
      if (at >= 0) {
        blocked.set(dependency, `circular references between schema files ${[...here.slice(at), dependency].join(' → ')}`)
      } else if (here.length >= (this.options.maxDepth ?? 32)) {
        blocked.set(dependency, `schema files refer to each other more than ${this.options.maxDepth ?? 32} levels deep (${here.join(' → ')})`)
      } else {
        await this.loadChain(dependency, here)
      }
    }
    const pkg = buildPackage(definitions, {
      uploadId: this.options.uploadId,
      path,
      qualifiedName: this.qualifiedName(path),
      external: (dependency) =>
        this.packages.get(dependency) ?? blocked.get(dependency) ?? this.unavailable.get(dependency) ?? `${dependency} could not be loaded`,
      report: (problem) => this.options.report(problem),
    })
    this.packages.set(path, pkg)
  }

  private async readDefinitions(path: string): Promise<unknown> {
    let content: unknown
    try {
      content = await this.options.files.read(path)
    } catch (e) {
      this.unavailable.set(path, `${path} cannot be read: ${(e as Error).message}`)
      return undefined
    }
    if (content === undefined) {
      this.unavailable.set(path, `the schema file ${path} does not exist`)
      return undefined
    }
    const definitions = typeof content === 'object' && content !== null ? (content as { definitions?: unknown }).definitions : undefined
    if (definitions === undefined || definitions === null) {
      this.unavailable.set(path, `${path} defines no schema`)
      return undefined
    }
    return definitions
  }
}
