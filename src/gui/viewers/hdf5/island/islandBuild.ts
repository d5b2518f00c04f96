// The Vite plugin that builds the h5web island (mount.ts with React 18; ../README.md) and
// hands it to the GUI's build: `import('virtual:h5web-island')` gives `islandUrl()`, the
// URL of the island's module, which the HDF5 viewer imports when it is first drawn.
//
// The island is a build of its own, not part of the GUI's module graph, because packages
// h5web shares with the GUI (zustand, floating-ui, react-window …) must see React 18 there
// and React 19 here; one graph cannot give one file two Reacts. Its output is cached by
// the versions and sources that make it, so GUI builds pay for it once.
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const ISLAND = dirname(fileURLToPath(import.meta.url))
const MODULES = join(ISLAND, 'node_modules')
const VIRTUAL = 'virtual:h5web-island'
const RESOLVED = `\0${VIRTUAL}`
/** Where the dev server serves the island. */
const DEV_PREFIX = '/@h5web-island/'

interface IslandFile {
  readonly fileName: string
  readonly code: string
}

interface Island {
  /** The module to import. */
  readonly entry: string
  readonly files: readonly IslandFile[]
}

const version = async (pkg: string) => {
  for (const base of [MODULES, join(ISLAND, '../../../../../node_modules')]) {
    const text = await readFile(join(base, pkg, 'package.json'), 'utf8').catch(() => undefined)
    if (text) return (JSON.parse(text) as { version: string }).version
  }
  return 'missing'
}

/** What the island is made of: its sources and the versions of what it bundles. */
async function islandKey(): Promise<string> {
  const hash = createHash('sha256')
  for (const file of ['mount.ts', 'islandBuild.ts', 'package.json']) hash.update(file).update(await readFile(join(ISLAND, file)))
  for (const pkg of ['@h5web/app', '@h5web/lib', 'react', 'react-dom', '@react-three/fiber', 'three', 'vite']) hash.update(pkg).update(await version(pkg))
  return hash.digest('hex').slice(0, 16)
}

async function buildIsland(): Promise<Island> {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root: ISLAND,
    logLevel: 'warn',
    mode: 'production',
    // React 18 for every module of the island, wherever npm placed it (zustand, floating-ui …
    // sit beside the GUI's React 19 in the root node_modules).
    resolve: {
      alias: [
        { find: /^react(\/.*)?$/, replacement: `${join(MODULES, 'react')}$1` },
        { find: /^react-dom(\/.*)?$/, replacement: `${join(MODULES, 'react-dom')}$1` },
      ],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      lib: { entry: join(ISLAND, 'mount.ts'), formats: ['es'], fileName: () => 'h5web-island.js' },
      rolldownOptions: {
        output: { entryFileNames: 'h5web-island-[hash].js', chunkFileNames: 'h5web-island-[name]-[hash].js' },
        // h5web's packages mark themselves "use client" for React Server Components; meaningless here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => ('output' in item ? item.output : []))
  const files: IslandFile[] = []
  let entry: string | undefined
  for (const output of outputs) {
    if (output.type !== 'chunk') continue
    files.push({ fileName: output.fileName, code: output.code })
    if (output.isEntry) entry = output.fileName
  }
  if (!entry) throw new Error('The h5web island build made no entry module.')
  return { entry, files }
}

/** The island, from the cache when nothing it is made of changed. */
async function island(root: string): Promise<Island> {
  const cache = join(root, 'node_modules/.cache/tessera-h5web-island', await islandKey())
  const manifest = await readFile(join(cache, 'island.json'), 'utf8').catch(() => undefined)
  if (manifest) {
    const { entry, names } = JSON.parse(manifest) as { entry: string; names: string[] }
    return { entry, files: await Promise.all(names.map(async (fileName) => ({ fileName, code: await readFile(join(cache, fileName), 'utf8') }))) }
  }
  const built = await buildIsland()
  await mkdir(cache, { recursive: true })
  for (const file of built.files) await writeFile(join(cache, file.fileName), file.code)
  await writeFile(join(cache, 'island.json'), JSON.stringify({ entry: built.entry, names: built.files.map((file) => file.fileName) }))
  // Older islands go; the cache keeps the current one.
  const parent = dirname(cache)
  for (const name of await readdir(parent)) {
    if (join(parent, name) !== cache) await rm(join(parent, name), { recursive: true, force: true })
  }
  return built
}

/** The plugin for the GUI's vite.config.ts. */
export function h5webIsland(root: string): Plugin {
  let command: 'build' | 'serve' = 'build'
  let pending: Promise<Island> | undefined
  const get = () => (pending ??= island(root))
  return {
    name: 'tessera-h5web-island',
    configResolved(config) {
      command = config.command
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (request, response, next) => {
        void get().then((built) => {
          const file = built.files.find((item) => `/${item.fileName}` === request.url)
          if (!file) return next()
          response.setHeader('Content-Type', 'text/javascript')
          response.end(file.code)
        }, next)
      })
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined
      const built = await get()
      if (command === 'serve') return `export const islandUrl = () => ${JSON.stringify(`${DEV_PREFIX}${built.entry}`)}`
      for (const file of built.files) this.emitFile({ type: 'asset', fileName: `assets/${file.fileName}`, source: file.code })
      // Beside the chunk that imports it (both in assets/); not a literal, so the bundler leaves it alone.
      return `const file = ${JSON.stringify(built.entry)}\nexport const islandUrl = () => new URL(file, import.meta.url).href`
    },
  }
}
