import type { ServerContext } from '../context'
import type { Statistics } from '../store'
import { publicStatistics } from '../search/engine/statistics'
import { parserMetadata } from '../parsers'

/** How long /info waits for the search index at start (a small installation builds it in less). */
export const STATISTICS_WAIT_MS = 1000

/**
 * How much public data the installation holds, from the search index. While the index
 * is still being built at start (minutes at a million entries) the numbers are left out
 * (the GUI shows dashes): computing them from the store reads every entry document, and
 * a client calling /info every few seconds kept a large server from finishing its start.
 * Waiting a moment is no work, so a small installation answers with its numbers.
 */
async function statistics(context: Pick<ServerContext, 'search'>): Promise<Partial<Statistics>> {
  if (!context.search.loaded()) {
    let timer: NodeJS.Timeout | undefined
    const ready = context.search.refresh().then(() => true, () => false)
    const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STATISTICS_WAIT_MS)))
    const indexed = await Promise.race([ready, waited])
    clearTimeout(timer)
    if (!indexed) return {}
  } else {
    await context.search.refresh()
  }
  return publicStatistics(context.search.index)
}

/** `GET /info`: what this installation runs and how much public data it holds. */
export async function readInfo(context: Pick<ServerContext, 'config' | 'artifacts' | 'search' | 'plugins'>) {
  const { config, artifacts, plugins } = context
  const parsers = [...parserMetadata, ...plugins.parsers]
  const codes = new Map<string, string | undefined>()
  for (const parser of parsers) codes.set(parser.codeName, parser.codeUrl)
  const searchQuantities = Object.fromEntries(
    Object.entries(artifacts.searchQuantities)
      .filter(([name, record]) => record.type && !name.startsWith('optimade.'))
      .map(([name, record]) => [
        name,
        { name, description: record.description ?? '', many: Boolean(record.repeats || (record.shape && record.shape.length)) },
      ]),
  )
  return {
    parsers: parsers.map((parser) => parser.name),
    metainfo_packages: artifacts.metainfo.packages.map((pkg) => pkg.name),
    codes: [...codes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code_name, code_homepage]) => (code_homepage ? { code_name, code_homepage } : { code_name })),
    normalizers: [],
    // The config's own entry points, then those of the plugins (NOMAD lists both).
    plugin_entry_points: [
      ...Object.entries(config.plugins.entry_points.options).map(([id, entryPoint]) => ({ id, ...entryPoint })),
      ...plugins.entryPoints,
    ],
    plugin_packages: plugins.packages,
    statistics: await statistics(context),
    search_quantities: searchQuantities,
    version: config.version.label ?? '',
    deployment: config.ui.theme.title,
    oasis: config.features.oasis,
    git: {},
  }
}
