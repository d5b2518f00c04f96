import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The package root (where package.json, apps/, artifacts/ and dist/ live), found by
 * walking up from this module: the same answer from src/server (tests, tsx) and from
 * the bundle in dist/server.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schemas'))) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Cannot find the Tessera package root')
    dir = parent
  }
}
