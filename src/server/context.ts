import type { DeploymentConfig } from '../core/config/config.generated'
import type { AppEnv } from '../core/config/env'
import type { Bases } from './config/guiEnv'
import type { ServerSettings } from './config/load'
import type { Store } from './store'
import type { Artifacts } from './artifacts'
import type { Auth } from './auth'
import type { Processor } from './processing/runner'
import type { ExampleUpload } from './examples'
import type { SearchState } from './services/search'
import type { Plugins } from './plugins'

/** Everything a request handler may need, built once at start-up. */
export interface ServerContext {
  settings: ServerSettings
  config: DeploymentConfig
  apps: AppEnv[]
  store: Store
  artifacts: Artifacts
  auth: Auth
  processor: Processor
  /** The search index and how it catches up with the store. */
  search: SearchState
  /** Example uploads users can load (examples/ and plugin entry points). */
  examples: ExampleUpload[]
  /** The plugins of the config: their packages and entry points (GET /info), GUI env, types. */
  plugins: Plugins
  /** Public URLs; final once the server listens. */
  bases(): Bases
}
