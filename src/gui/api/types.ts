// Response shapes of the v1 API that the GUI reads: the types of core/api, once.
import type { InfoResponse as Info } from '../../core/api'

export type {
  CodeInfo, InfoStatistics, PluginPackage, ValidationErrorItem,
} from '../../core/api'

/** GET /info as the GUI reads it: statistics, version and the plugin packages; the rest may be missing (another NOMAD). */
export type InfoResponse = Pick<Info, 'statistics'> & Partial<Omit<Info, 'statistics'>>
