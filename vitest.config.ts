import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

export default defineConfig({
  // What plugins import Tessera's API as (also in tsconfig.json's paths and vite.config.ts).
  resolve: { alias: { 'tessera/gui': src('gui/pluginApi/index.ts'), 'tessera/server': src('server/plugins/pluginApi.ts') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'plugins/**/*.test.ts', 'plugins/**/*.test.tsx', 'tests/api/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/architecture.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    globalSetup: ['tests/helpers/pgliteTemplate.ts'],
  },
})
