// `GET /info` (reference §1.1).

export interface InfoStatistics {
  n_entries: number
  n_uploads: number
  n_quantities: number
  n_calculations: number
  n_materials: number
}

export interface CodeInfo {
  code_name: string
  code_homepage?: string
}

/** A plugin package as GET /info lists it (NOMAD's PluginPackage; `title` is the manifest's name). */
export interface PluginPackage {
  name: string
  title?: string
  description?: string
  version?: string
  homepage?: string
  repository?: string
  documentation?: string
  entry_points?: string[]
}

export interface SearchQuantityInfo {
  name: string
  description: string
  many: boolean
}

/** What this installation runs and how much public data it holds. Statistics are left out while the search index loads. */
export interface InfoResponse {
  parsers: string[]
  metainfo_packages: string[]
  codes: CodeInfo[]
  normalizers: string[]
  plugin_entry_points: Record<string, unknown>[]
  plugin_packages: PluginPackage[]
  statistics: Partial<InfoStatistics>
  search_quantities: Record<string, SearchQuantityInfo>
  version: string
  deployment: string
  oasis: boolean
  git: Record<string, unknown>
}
