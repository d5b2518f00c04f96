// Budget guard (ARCHITECTURE.md: the first paint of /gui/search/entries stays under
// 500 kB gzipped; vega and vega-lite alone are ~300 kB): the modules the first paint
// loads are main.tsx and the search page (fetched as the app starts) with everything they
// import statically. Every renderer of every registry, and every other module the GUI
// loads with import(), must stay out of it: reached only through its loader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GuiRuntime, Loader } from '../runtime'
import { builtInRuntime } from './testing'

const ROOT = resolve(import.meta.dirname, '../../..')
const GUI = join(ROOT, 'src/gui')
/** What the browser loads before the search page is drawn (LazySearchPage preloads the page). */
const FIRST_PAINT = ['src/gui/main.tsx', 'src/gui/search/page/SearchPage.tsx']
const HEAVY = ['react-vega', 'vega', 'vega-lite', 'vega-embed', 'yaml', 'ajv', 'ajv-formats', 'three', '@h5web/lib', 'pdfjs-dist']

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

const rel = (file: string) => relative(ROOT, file).replace(/\\/g, '/')
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^testing/.test(name)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'node_modules' ? [] : sources(path)
    return isSource(name) ? [path] : []
  })
}

/** A module's file, or the package it names (`vega-lite/build/x` → `vega-lite`). */
function target(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/')
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
  }
  const base = resolve(dirname(from), specifier)
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile())
  if (!found) throw new Error(`${rel(from)}: cannot resolve ${specifier}`)
  return rel(found)
}

/** The code of a file without its comments (which may show how to write an import). */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

const importsOf = (file: string, pattern: RegExp) => [...code(file).matchAll(pattern)].map((match) => target(join(ROOT, file), match[1]))

/** Every module and package reached from the entries through static imports. */
function firstPaint(): Set<string> {
  const seen = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    if (module.startsWith('src/') && /\.tsx?$/.test(module)) importsOf(module, STATIC_IMPORT).forEach(visit)
  }
  FIRST_PAINT.forEach(visit)
  return seen
}

/** The module a loader imports, as vitest writes it into the loader's code. */
function moduleOf(load: Loader<never>): string | undefined {
  return /["'](\/src\/[^"']+)["']/.exec(load.toString())?.[1].slice(1)
}

describe('the first paint', () => {
  const loaded = firstPaint()

  it('is seen by the walk (guarding the guard)', () => {
    for (const module of ['src/gui/search/dashboard/Dashboard.tsx', 'src/gui/search/menu/FilterMenu.tsx', 'react-grid-layout', 'src/gui/builtins/plugin.ts']) {
      expect(loaded.has(module)).toBe(true)
    }
  })

  it.each(HEAVY)('does not contain %s', (heavy) => {
    expect(loaded.has(heavy)).toBe(false)
  })

  it.each([
    'src/gui/components/chart/VegaChart.tsx',
    'src/gui/search/dashboard/yaml/YamlDialog.tsx',
    'src/gui/search/dashboard/yaml/widgetYaml.ts',
    'src/gui/search/dashboard/yaml/widgetSchema.ts',
    'src/gui/search/dashboard/WidgetEditDialog.tsx',
  ])('reaches %s only with import()', (module) => {
    expect(loaded.has(module)).toBe(false)
  })

  it('reaches every module the GUI loads with import() only that way', () => {
    const lazy = sources(GUI).flatMap((file) => importsOf(rel(file), DYNAMIC_IMPORT).map((module) => ({ module, in: rel(file) })))
    expect(lazy.length).toBeGreaterThan(20)
    expect(lazy.filter(({ module }) => loaded.has(module) && !FIRST_PAINT.includes(module))).toEqual([])
  })

  describe('every registry of the built-in runtime', () => {
    let runtime: GuiRuntime
    const loaders: { name: string; load: Loader<never> }[] = []
    beforeAll(() => {
      runtime = builtInRuntime()
      for (const [registry, defs] of Object.entries(runtime.registries)) {
        for (const def of defs.all()) {
          loaders.push({ name: `${registry}.${def.type}`, load: def.load })
          if ('loadEditor' in def && def.loadEditor) loaders.push({ name: `${registry}.${def.type} editor`, load: def.loadEditor })
        }
      }
    })

    it('has renderers in it', () => {
      expect(loaders.length).toBeGreaterThanOrEqual(9 + 4 * 2 + 5)
    })

    it("draws each renderer from a module of its own, outside the first paint", () => {
      const outside = loaders.map(({ name, load }) => {
        const module = moduleOf(load)
        return { name, module, inFirstPaint: module === undefined || loaded.has(module) }
      })
      expect(outside.filter((renderer) => renderer.inFirstPaint)).toEqual([])
    })

    it('loads each renderer: a module whose default export is its component', async () => {
      const modules = await Promise.all(loaders.map(async ({ name, load }) => ({ name, component: typeof (await load()).default })))
      expect(modules.filter((module) => module.component !== 'function')).toEqual([])
    })
  })
})
