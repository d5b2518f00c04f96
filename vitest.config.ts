import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/api/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/architecture.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    globalSetup: ['tests/helpers/pgliteTemplate.ts'],
  },
})
