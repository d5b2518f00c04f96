// Budget guard (ARCHITECTURE.md: the first paint stays under 500 kB; vega and vega-lite
// are ~300 kB gzipped): vega, yaml and ajv reach the dashboard only through dynamic
// import(), so the page that imports index.ts does not load them.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = dirname(fileURLToPath(import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing.tsx' ? [path] : []
  })
}

/** The modules a file imports statically (type-only imports are erased, so they do not count). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)) found.push(match[1])
  return found
}

const resolveLocal = (file: string, specifier: string) =>
  specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)).replace(/\\/g, '/') : specifier

/** Every module reached from index.ts through static imports, within this folder. */
function firstPaint(): Set<string> {
  const files = new Map(sources(ROOT).map((file) => [relative(ROOT, file).replace(/\.tsx?$/, ''), file]))
  const seen = new Set<string>()
  const visit = (name: string) => {
    const file = files.get(name)
    if (!file || seen.has(name)) return
    seen.add(name)
    for (const specifier of staticImports(file)) {
      const target = resolveLocal(file, specifier)
      if (files.has(target)) visit(target)
      else seen.add(target)
    }
  }
  visit('index')
  return seen
}

describe('lazy chunks', () => {
  const loaded = firstPaint()

  it.each(['react-vega', 'vega', 'vega-lite', 'vega-embed', 'yaml', 'ajv'])('%s is not in the first paint', (heavy) => {
    expect([...loaded].filter((module) => module === heavy || module.startsWith(`${heavy}/`))).toEqual([])
  })

  it.each(['charts/VegaChart', 'yaml/YamlDialog', 'yaml/widgetYaml', 'yaml/widgetSchema', 'WidgetEditDialog'])(
    '%s is loaded only with import()',
    (module) => {
      expect(loaded.has(module)).toBe(false)
    },
  )

  it('the walk does see the first paint (guarding the guard)', () => {
    expect(loaded.has('Dashboard')).toBe(true)
    expect(loaded.has('react-grid-layout')).toBe(true)
  })
})
