import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A record of artifacts/searchQuantities.json (see reference §6.1). */
export interface SearchQuantityArtifact {
  name: string
  description?: string
  type?: { type_kind: string; type_data?: unknown }
  shape?: string[]
  unit?: string
  aggregatable?: boolean
  suggestion?: boolean
  repeats?: boolean
  nested?: boolean
  dynamic?: boolean
}

/** The generated artifacts (npm run artifacts), read once at start-up. */
export interface Artifacts {
  searchQuantities: Record<string, SearchQuantityArtifact>
  metainfo: { m_def: string; packages: { name: string }[] }
  unitList: unknown[]
  unitPrefixes: Record<string, unknown>
  parserMetadata: Record<string, unknown>
}

const NAMES = ['searchQuantities', 'metainfo', 'unitList', 'unitPrefixes', 'parserMetadata'] as const

export async function readArtifacts(dir: string): Promise<Artifacts> {
  const entries = await Promise.all(
    NAMES.map(async (name) => [name, JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8'))] as const),
  )
  return Object.fromEntries(entries) as unknown as Artifacts
}

/**
 * What the GUI loads at start (metainfo is large and fetched when first needed). The parser
 * metadata (the GUI's code list) holds the built-in parsers and the selected plugins'.
 */
export function guiArtifacts(artifacts: Artifacts, pluginParsers: readonly { readonly name: string }[] = []): Record<string, unknown> {
  const { metainfo: _metainfo, parserMetadata, ...rest } = artifacts
  return { ...rest, parserMetadata: { ...parserMetadata, ...Object.fromEntries(pluginParsers.map((parser) => [parser.name, parser])) } }
}
