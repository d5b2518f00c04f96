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

/** GET /info. The GUI reads statistics and version; the rest is informational. */
export interface InfoResponse {
  statistics: InfoStatistics
  version?: string
  oasis?: boolean
  parsers?: string[]
  codes?: CodeInfo[]
  plugin_packages?: unknown[]
}

/** One item of a 422 `detail` list. */
export interface ValidationErrorItem {
  loc: (string | number)[]
  msg: string
  type: string
}
