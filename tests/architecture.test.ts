// The layering the code keeps (STYLE.md "Layers that only point down", issue 15 "Layering
// the code can keep"), checked over the import statements of src/:
//   - core imports neither gui nor server (it is isomorphic);
//   - layers only point down: each row of LAYERS names what a part of the code may not
//     import (the GUI's features never import app/, the composition root);
//   - a folder is reached through its index.ts: an import from one unit into another
//     names the other unit's index, if it has one (UNITS says what a unit is; a folder
//     without an index, such as core/config's generated types or app/, which nothing
//     but main.tsx imports, is a set of modules of their own);
//   - no import circles, between units and between modules.
// Imports are read with a regular expression over import/export statements: fast, and
// enough for code that writes one module specifier per statement.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')

/** How a module is imported: `type` imports are erased, `dynamic` ones load lazily. */
type ImportKind = 'value' | 'type' | 'dynamic'

interface Import {
  readonly from: string
  readonly to: string
  readonly kind: ImportKind
}

/**
 * Where code may not reach, by the importing path's prefix. `unless` exempts the paths
 * that may (the entry). Server rules (http → services → store, …) are rows here too.
 */
interface LayerRule {
  readonly rule: string
  readonly from: string
  readonly unless?: readonly string[]
  readonly mayNotImport: readonly string[]
  /** Tests and their helpers (`*.test.ts`, `testing/`) follow the rule as well. */
  readonly tests: boolean
}

const LAYERS: LayerRule[] = [
  { rule: 'core is isomorphic: no gui, no server', from: 'src/core/', mayNotImport: ['src/gui/', 'src/server/'], tests: true },
  { rule: 'the server imports no gui', from: 'src/server/', mayNotImport: ['src/gui/'], tests: true },
  { rule: 'the GUI imports no server', from: 'src/gui/', mayNotImport: ['src/server/'], tests: true },
  {
    rule: 'GUI features never import app/ (the composition root); only main.tsx does',
    from: 'src/gui/',
    unless: ['src/gui/app/', 'src/gui/main.tsx'],
    mayNotImport: ['src/gui/app/'],
    // An integration test may draw the whole app (app/testing/renderApp).
    tests: false,
  },
  {
    rule: 'shared GUI parts and the runtime import no feature',
    from: 'src/gui/components/',
    mayNotImport: ['src/gui/app/', 'src/gui/search/', 'src/gui/entry/', 'src/gui/auth/', 'src/gui/analyze/', 'src/gui/builtins/'],
    tests: false,
  },
  {
    rule: 'the runtime imports no feature',
    from: 'src/gui/runtime/',
    mayNotImport: ['src/gui/app/', 'src/gui/search/', 'src/gui/entry/', 'src/gui/auth/', 'src/gui/analyze/', 'src/gui/builtins/', 'src/gui/components/'],
    tests: false,
  },
  // The server: http → services → store / files / search / access / entries.
  {
    rule: 'only the server itself (server.ts) mounts http/: no layer below imports a route',
    from: 'src/server/',
    unless: ['src/server/http/', 'src/server/server.ts'],
    mayNotImport: ['src/server/http/'],
    tests: false,
  },
  { rule: 'services know nothing of HTTP', from: 'src/server/services/', mayNotImport: ['src/server/http/'], tests: true },
  {
    rule: 'the search engine never reaches up into services or http',
    from: 'src/server/search/',
    mayNotImport: ['src/server/services/', 'src/server/http/'],
    tests: true,
  },
  {
    rule: 'the store is the bottom: it imports no services, http, search, processing, access or entries',
    from: 'src/server/store/',
    mayNotImport: [
      'src/server/services/', 'src/server/http/', 'src/server/search/', 'src/server/processing/', 'src/server/access/',
      'src/server/entries/', 'src/server/auth/', 'src/server/files/', 'src/server/plugins/', 'src/server/config/',
    ],
    tests: true,
  },
  {
    rule: 'upload roles (access/) are plain rules: they import no store, services, http or search',
    from: 'src/server/access/',
    mayNotImport: ['src/server/store/', 'src/server/services/', 'src/server/http/', 'src/server/search/', 'src/server/auth/'],
    tests: true,
  },
  {
    rule: 'the entry metadata (entries/) is made from rows: it imports no services, http or search',
    from: 'src/server/entries/',
    mayNotImport: ['src/server/services/', 'src/server/http/', 'src/server/search/', 'src/server/processing/'],
    tests: true,
  },
  {
    rule: 'files know nothing of HTTP or services',
    from: 'src/server/files/',
    mayNotImport: ['src/server/services/', 'src/server/http/'],
    tests: true,
  },
  { rule: 'processing knows nothing of HTTP or services', from: 'src/server/processing/', mayNotImport: ['src/server/services/', 'src/server/http/'], tests: true },
]

/**
 * The units whose index.ts is their public face: every folder one level below a root
 * (`src/gui/auth`, `src/core/apps`), except where a root lists groups, whose folders
 * are units of their own (`src/gui/search/menu`, `src/gui/components/chart`).
 * `indexRule`: the importers that must go through the index (the server's imports into
 * core are the server's rows to add).
 */
const UNITS: { readonly root: string; readonly groups: readonly string[]; readonly indexRule: readonly string[] }[] = [
  { root: 'src/gui', groups: ['search', 'components', 'analyze'], indexRule: ['src/gui/'] },
  { root: 'src/core', groups: [], indexRule: ['src/gui/', 'src/core/'] },
  // Server units (store, services, search, …) for the circle check; their modules are imported directly.
  { root: 'src/server', groups: [], indexRule: [] },
]

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing(\/|\.tsx?$)/.test(file)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative(ROOT, path).replace(/\\/g, '/')] : []
  })
}

/** The code without comments (which may show how to write an import). */
const code = (file: string) =>
  readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')

const STATEMENT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gm
const DYNAMIC = /\bimport\(\s*'([^']+)'\s*\)/g

/** `{ type A, type B }`: every name is a type, so the statement is erased. */
const onlyTypes = (clause: string | undefined) => {
  const names = /^\{([\s\S]*)\}$/.exec(clause?.trim() ?? '')?.[1]
  const list = names?.split(',').map((name) => name.trim()).filter(Boolean)
  return list !== undefined && list.length > 0 && list.every((name) => name.startsWith('type '))
}

/** A relative specifier's module (a .ts/.tsx file); undefined for packages, styles, JSON and virtual modules. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(ROOT, dirname(from), specifier)
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile(),
  )
  return found && relative(ROOT, found).replace(/\\/g, '/')
}

function importsOf(file: string): Import[] {
  const text = code(file)
  const out: Import[] = []
  for (const [, typeKeyword, clause, specifier] of text.matchAll(STATEMENT)) {
    const to = resolveModule(file, specifier)
    if (to) out.push({ from: file, to, kind: typeKeyword || onlyTypes(clause) ? 'type' : 'value' })
  }
  for (const [, specifier] of text.matchAll(DYNAMIC)) {
    const to = resolveModule(file, specifier)
    if (to) out.push({ from: file, to, kind: 'dynamic' })
  }
  return out
}

/** The unit a module belongs to; undefined for modules beside the units (main.tsx). */
function unitOf(file: string): string | undefined {
  for (const { root, groups } of UNITS) {
    if (!file.startsWith(`${root}/`)) continue
    const [first, second, third] = file.slice(root.length + 1).split('/')
    if (second === undefined) return undefined
    if (groups.includes(first)) return third === undefined ? undefined : `${root}/${first}/${second}`
    return `${root}/${first}`
  }
  return undefined
}

const INDEXES = [`index.ts`, `index.tsx`]
const isIndexOf = (unit: string, file: string) => INDEXES.some((name) => file === `${unit}/${name}`)
const hasIndex = (unit: string) => INDEXES.some((name) => existsSync(join(ROOT, unit, name)))
const indexRuleOf = (unit: string) => UNITS.find(({ root }) => unit.startsWith(`${root}/`))?.indexRule ?? []

/** Strongly connected components with more than one node (Tarjan). */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return found
}

function graph(imports: readonly Import[], key: (file: string) => string | undefined): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>()
  for (const { from, to } of imports) {
    const [a, b] = [key(from), key(to)]
    if (a === undefined || b === undefined || a === b) continue
    if (!edges.has(a)) edges.set(a, new Set())
    edges.get(a)!.add(b)
  }
  return edges
}

const FILES = sources(join(ROOT, 'src'))
const IMPORTS = FILES.flatMap(importsOf)
/** What runs: value imports of non-test modules (types are erased; dynamic imports load later). */
const LOADED = IMPORTS.filter((link) => link.kind === 'value' && !isTest(link.from) && !isTest(link.to))

describe('the architecture', () => {
  it('reads the imports of src/ (guarding the guard)', () => {
    expect(FILES.length).toBeGreaterThan(500)
    const link = (from: string, to: string) => IMPORTS.some((imported) => imported.from === from && imported.to === to)
    expect(link('src/gui/builtins/plugin.ts', 'src/gui/search/dashboard/index.ts')).toBe(true)
    expect(IMPORTS.some((imported) => imported.kind === 'type')).toBe(true)
    expect(IMPORTS.some((imported) => imported.kind === 'dynamic')).toBe(true)
    expect(unitOf('src/gui/search/menu/terms/TermsItem.tsx')).toBe('src/gui/search/menu')
    expect(unitOf('src/gui/components/chart/Chart.tsx')).toBe('src/gui/components/chart')
    expect(unitOf('src/gui/runtime/errors/index.ts')).toBe('src/gui/runtime')
    expect(unitOf('src/gui/main.tsx')).toBeUndefined()
  })

  it.each(LAYERS)('$rule', ({ from, unless = [], mayNotImport, tests }) => {
    const applies = (file: string) => file.startsWith(from) && !unless.some((path) => file.startsWith(path)) && (tests || !isTest(file))
    const broken = IMPORTS.filter((link) => applies(link.from) && mayNotImport.some((path) => link.to.startsWith(path)))
    expect(broken.map((link) => `${link.from} → ${link.to}`)).toEqual([])
  })

  // Lazy imports may name the module they load (a page, a renderer): importing the
  // index would load the whole unit. Tests may reach into what they test.
  it('reaches another unit only through its index.ts', () => {
    const broken = IMPORTS.filter((link) => {
      if (link.kind === 'dynamic' || isTest(link.from) || isTest(link.to)) return false
      const [source, target] = [unitOf(link.from), unitOf(link.to)]
      // main.tsx, beside the units, is the entry: it composes the app from its modules.
      if (source === undefined || target === undefined || source === target || !hasIndex(target)) return false
      return indexRuleOf(target).some((path) => link.from.startsWith(path)) && !isIndexOf(target, link.to)
    })
    expect(broken.map((link) => `${link.from} → ${link.to}`)).toEqual([])
  })

  // Statements in string literals outside store/: a literal that starts like SQL
  // (SELECT, INSERT INTO, UPDATE … SET, DELETE FROM, WITH … AS, DDL) is SQL written elsewhere.
  it('keeps every SQL statement in server/store/', () => {
    const sql = /[`'"]\s*(?:SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\(|(?:CREATE|ALTER|DROP)\s+(?:TABLE|INDEX)\s)/
    const outside = FILES.filter((file) => !file.startsWith('src/server/store/') && !isTest(file) && sql.test(code(file)))
    expect(outside).toEqual([])
    // Guarding the guard: the store's own statements are found.
    expect(sql.test(code('src/server/store/jobs.ts'))).toBe(true)
  })

  it('has no import circles between units', () => {
    expect(circles(graph(LOADED, unitOf))).toEqual([])
  })

  it('has no import circles between modules', () => {
    expect(circles(graph(LOADED, (file) => file))).toEqual([])
  })
})
