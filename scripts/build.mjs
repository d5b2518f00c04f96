// Builds what `npm start` serves: the GUI (Vite → dist/gui, assets pre-compressed
// for @fastify/static) and the server bundle (esbuild → dist/server/main.js, with the
// SQL migrations beside it). Skips the work when no input changed since the last
// build; `--force` always builds.
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const force = process.argv.includes('--force')
const stampFile = join(root, 'dist/.build-stamp')
const INPUTS = ['src', 'schemas', 'artifacts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs']

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

async function inputsHash() {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for await (const file of files(join(root, input))) {
      hash.update(relative(root, file)).update('\0').update(await readFile(file)).update('\0')
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
    if (!/\.(js|css|svg|json|map|woff2?)$/.test(name) || /\.(woff2?)$/.test(name)) continue
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

async function main() {
  const hash = await inputsHash()
  const previous = await readFile(stampFile, 'utf8').catch(() => '')
  if (!force && previous === hash) {
    console.log('build: up to date')
    return
  }
  const started = Date.now()
  await buildGui()
  await buildServer()
  await writeFile(stampFile, hash)
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
