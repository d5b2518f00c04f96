// Response shapes of the v1 API that the GUI reads (reference/nomad-v1-api.md).

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

/** GET /info. The GUI reads statistics, version and the plugin packages; the rest is informational. */
export interface InfoResponse {
  statistics: InfoStatistics
  version?: string
  oasis?: boolean
  parsers?: string[]
  codes?: CodeInfo[]
  plugin_packages?: PluginPackage[]
}

/** One item of a 422 `detail` list. */
export interface ValidationErrorItem {
  loc: (string | number)[]
  msg: string
  type: string
}
