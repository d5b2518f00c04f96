// Builds what `npm start` serves: the GUI (Vite → dist/gui, assets pre-compressed
// for @fastify/static, with the GUI modules of the selected plugins), the server bundle
// (esbuild → dist/server/main.js, with the SQL migrations beside it) and the plugins'
// TypeScript parser modules (esbuild → dist/plugins/<id>/…, what the built server
// imports). The plugins are those the deployment config names (TESSERA_CONFIG, else
// ./tessera.yaml) and the ones shipped in plugins/ (src/server/plugins/selection.ts).
// Skips the work when no input changed since the last build (the plugin selection and
// the plugins' files are inputs); `--force` always builds.
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const force = process.argv.includes('--force')
const stampFile = join(root, 'dist/.build-stamp')
const INPUTS = ['src', 'schemas', 'artifacts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs', 'scripts/lib']

async function* files(path) {
  const info = await stat(path).catch(() => null)
  if (!info) return
  if (info.isFile()) {
    yield path
    return
  }
  for (const name of (await readdir(path)).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue
    yield* files(join(path, name))
  }
}

/** The plugins to bundle, read with the server's own code (TypeScript, through tsx). */
async function selectedPlugins() {
  const { tsImport } = await import('tsx/esm/api')
  const { bundledPlugins } = await tsImport('../src/server/plugins/selection.ts', import.meta.url)
  return bundledPlugins(root)
}

async function inputsHash(plugins) {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for await (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(await readFile(file)).update('\0')
    }
  }
  // Another selection is another build, and so is a change in a selected plugin.
  hash.update(JSON.stringify(plugins.map(({ id, dir }) => [id, dir]))).update('\0')
  for (const plugin of plugins) {
    for await (const file of files(plugin.dir)) {
      hash.update(relative(plugin.dir, file)).update('\0').update(await readFile(file)).update('\0')
    }
  }
  return hash.digest('hex')
}

async function buildGui() {
  const { build } = await import('vite')
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
  // Pre-compressed siblings let the server send gzip/brotli without compressing per request.
  const assets = join(root, 'dist/gui/assets')
  const gzipAsync = promisify(gzip)
  const brotliAsync = promisify(brotliCompress)
  for (const name of await readdir(assets)) {
    if (!/\.(m?js|css|svg|json|map|woff2?)$/.test(name) || /\.(woff2?)$/.test(name)) continue
    const content = await readFile(join(assets, name))
    if (content.length < 1024) continue
    await writeFile(join(assets, `${name}.gz`), await gzipAsync(content, { level: 9 }))
    await writeFile(
      join(assets, `${name}.br`),
      await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
  }
}

async function buildServer() {
  const { build } = await import('esbuild')
  const outdir = join(root, 'dist/server')
  await rm(outdir, { recursive: true, force: true })
  await build({
    entryPoints: { main: join(root, 'src/server/main.ts'), worker: join(root, 'src/server/processing/worker.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  await mkdir(join(outdir, 'migrations'), { recursive: true })
  await cp(join(root, 'src/server/store/migrations'), join(outdir, 'migrations'), { recursive: true })
}

/**
 * Each TypeScript parser module of the plugins, bundled with what it imports (its own
 * dependencies included; `tessera/server` is types only), so that plain Node runs it and
 * plugin authors build nothing.
 */
async function buildPluginModules(plugins) {
  const { build } = await import('esbuild')
  const { tsImport } = await import('tsx/esm/api')
  const { bundledModule } = await tsImport('../src/server/plugins/modules.ts', import.meta.url)
  await rm(join(root, 'dist/plugins'), { recursive: true, force: true })
  for (const plugin of plugins) {
    for (const module of plugin.typeScriptParsers) {
      await build({
        entryPoints: [join(plugin.dir, module)],
        outfile: bundledModule(root, plugin.id, module),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Its paths resolve `tessera/server` wherever the plugin lives.
        tsconfig: join(root, 'tsconfig.json'),
        // CommonJS dependencies may require Node's modules; an ES module has no `require` of its own.
        banner: { js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);" },
        sourcemap: true,
        logLevel: 'warning',
      })
    }
  }
}

async function main() {
  const plugins = await selectedPlugins()
  const hash = await inputsHash(plugins)
  const previous = await readFile(stampFile, 'utf8').catch(() => '')
  if (!force && previous === hash) {
    console.log('build: up to date')
    return
  }
  const started = Date.now()
  await buildGui()
  await buildServer()
  await buildPluginModules(plugins)
  await writeFile(stampFile, hash)
  const selected = plugins.map((plugin) => plugin.id).join(', ') || 'none'
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s (plugins bundled: ${selected})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
