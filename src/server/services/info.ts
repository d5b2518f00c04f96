import type { ServerContext } from '../context'
import { readStatistics, type Statistics } from '../store'
import { publicStatistics } from '../search/engine/statistics'
import { parserMetadata } from '../parsers'

/**
 * How much public data the installation holds: from the search index once it is built
 * (brought up to date first), from the store while it is still being built at start.
 */
async function statistics(context: Pick<ServerContext, 'store' | 'search'>): Promise<Statistics> {
  if (!context.search.loaded()) return readStatistics(context.store)
  await context.search.refresh()
  return publicStatistics(context.search.index)
}

/** `GET /info`: what this installation runs and how much public data it holds. */
export async function readInfo(context: Pick<ServerContext, 'config' | 'store' | 'artifacts' | 'search'>) {
  const { config, artifacts } = context
  const codes = new Map<string, string | undefined>()
  for (const parser of parserMetadata) codes.set(parser.codeName, parser.codeUrl)
  const searchQuantities = Object.fromEntries(
    Object.entries(artifacts.searchQuantities)
      .filter(([name, record]) => record.type && !name.startsWith('optimade.'))
      .map(([name, record]) => [
        name,
        { name, description: record.description ?? '', many: Boolean(record.repeats || (record.shape && record.shape.length)) },
      ]),
  )
  return {
    parsers: parserMetadata.map((parser) => parser.name),
    metainfo_packages: artifacts.metainfo.packages.map((pkg) => pkg.name),
    codes: [...codes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code_name, code_homepage]) => (code_homepage ? { code_name, code_homepage } : { code_name })),
    normalizers: [],
    plugin_entry_points: Object.entries(config.plugins.entry_points.options).map(([id, entryPoint]) => ({ id, ...entryPoint })),
    plugin_packages: [],
    statistics: await statistics(context),
    search_quantities: searchQuantities,
    version: config.version.label ?? '',
    deployment: config.ui.theme.title,
    oasis: config.features.oasis,
    git: {},
  }
}
