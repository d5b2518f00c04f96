import type { Parser } from '../parsers/types'
import { parsers as builtin } from '../parsers'

/**
 * The parsers of this installation: the built-in ones and those of plugin modules
 * (each exporting `parsers: Parser[]`). Loaded the same way in the server, for
 * matching, and in every worker, for parsing.
 */
export async function loadParsers(pluginModules: string[]): Promise<Map<string, Parser>> {
  const registry = new Map<string, Parser>(builtin.map((parser) => [parser.metadata.name, parser]))
  for (const specifier of pluginModules) {
    const module = (await import(specifier)) as { parsers?: Parser[] }
    for (const parser of module.parsers ?? []) registry.set(parser.metadata.name, parser)
  }
  return registry
}
