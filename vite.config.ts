import { defineConfig, type Plugin } from 'vite'
import type { Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { h5webIsland } from './src/gui/viewers/hdf5/island/islandBuild'

const gui = (path: string) => fileURLToPath(new URL(`./src/gui/${path}`, import.meta.url))

// The GUI modules of the selected plugins, as the list main.tsx imports. The module that
// knows the selection is loaded when the list is asked for, so that this config imports
// none of the server's code.
const VIRTUAL_PLUGINS = 'virtual:tessera-plugins'
const tesseraPlugins = (): Plugin => ({
  name: 'tessera-plugins',
  resolveId: (id) => (id === VIRTUAL_PLUGINS ? `\0${VIRTUAL_PLUGINS}` : undefined),
  async load(id) {
    if (id !== `\0${VIRTUAL_PLUGINS}`) return undefined
    const { tsImport } = await import('tsx/esm/api')
    const selection: typeof import('./scripts/lib/tesseraPlugins') = await tsImport(new URL('./scripts/lib/tesseraPlugins.ts', import.meta.url).href, import.meta.url)
    return selection.virtualPluginsModule(fileURLToPath(new URL('.', import.meta.url)))
  },
})

// Chunks of the first paint of a search page (ARCHITECTURE.md budget; bench/gui.ts
// measures it). Left to itself the bundler cuts what the entry and the lazy chunks share
// into dozens of small chunks (a Blueprint component each), which gzip compresses one
// by one and the browser fetches one by one. So the first paint is three chunks: `app`,
// the code it runs (main.tsx, the shell, and the search page with its menu items: lazy,
// but the page preloads them together), `vendor`, the packages that code imports, and
// `sign-in`, the OIDC client, which the silent sign-in page loads alone. The renderers
// stay lazy (builtins/firstPaint.test.ts), and whatever the first paint does not run —
// widgets, dialogs, other pages, vega, yaml, ajv, Blueprint's icon paths — keeps chunks
// of its own, as the bundler cuts them.

/** The search page, its menu items, bar, results and dashboard frame, and the parts they share with the widgets. */
const SEARCH_PAGE = /src[\\/]gui[\\/](search|components[\\/](periodicTable|rangeInputs|statistics))[\\/]/
/** What only opening or editing a widget loads: the widgets, their forms and dialogs (the types' defs are in the entry). */
const WIDGET_PARTS = /src[\\/]gui[\\/]search[\\/]dashboard[\\/]((terms|histogram|scatterPlot|periodicTable|yaml|editors)[\\/]|WidgetEditDialog)/
const isSearchPage = (id: string) => SEARCH_PAGE.test(id) && !WIDGET_PARTS.test(id)
/**
 * Blueprint's icon paths, loaded by size when an icon is first drawn: the package's index
 * re-exports them, so the import graph alone would count them in.
 */
const ICON_PATHS = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](allPaths|generated[\\/][^\\/]+[\\/]paths)/
/**
 * Parts of packages that only lazy screens draw. The first paint imports these packages'
 * index, which re-exports everything, so by the import graph alone they would count as
 * first paint, and as soon as any lazy screen uses them (the member search's legacy
 * Popover with popper.js, the logs' Tree, the dataset field's TagInput) they would be
 * pulled into the vendor chunk. Left out of the groups they get their own chunks, which
 * a first-paint module would still load if it ever used them.
 */
const LAZY_ONLY_PACKAGE_PARTS =
  /node_modules[\\/](@popperjs[\\/]|react-popper[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](tree|tag-input)[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]popover[\\/](popover|customModifiers)\.js)/
/** What the silent sign-in page loads (auth/silent.ts). */
const SIGN_IN_CLIENT = /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/

/** The app's entry (the silent sign-in page is the other one). */
const MAIN = /src[\\/]gui[\\/]main\.tsx$/

/** Whether the first paint runs a module: main.tsx, the search page, or what they import statically. */
function inFirstPaint(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (MAIN.test(id) || isSearchPage(id)) return true
  if (seen.has(id)) return false
  seen.add(id)
  return ctx.getModuleInfo(id)?.importers.some((importer) => inFirstPaint(importer, ctx, seen)) ?? false
}

const FIRST_PAINT_CHUNKS = [
  { name: 'sign-in', test: SIGN_IN_CLIENT, priority: 3 },
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => (/node_modules/.test(id) && !ICON_PATHS.test(id) && !LAZY_ONLY_PACKAGE_PARTS.test(id) && inFirstPaint(id, ctx) ? 'vendor' : null),
    debugName: 'vendor',
    priority: 2,
  },
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => (!/node_modules/.test(id) && inFirstPaint(id, ctx) ? 'app' : null),
    debugName: 'app',
    priority: 1,
  },
]

// The GUI is served by the Tessera server under {path_prefix}/gui/. The build uses
// relative asset URLs so one build works under any path prefix; the router base comes
// from window.tesseraEnv at run time.
export default defineConfig({
  root: 'src/gui',
  base: './',
  publicDir: false,
  plugins: [react(), tesseraPlugins(), h5webIsland(fileURLToPath(new URL('.', import.meta.url)))],
  // What plugins import Tessera's GUI API as (also in tsconfig.json's paths and vitest.config.ts).
  resolve: { alias: { 'tessera/gui': gui('pluginApi/index.ts') } },
  build: {
    outDir: '../../dist/gui',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Browsers since 2023 preload modules themselves; the polyfill was a chunk of the first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        main: gui('index.html'),
        // The silent sign-in page the provider loads in a hidden iframe (dist/gui/auth/silent.html).
        silent: gui('auth/silent.html'),
      },
      output: { codeSplitting: { groups: FIRST_PAINT_CHUNKS } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8000',
      '/auth': 'http://127.0.0.1:8000',
      '/gui/env.js': 'http://127.0.0.1:8000',
      '/gui/artifacts.js': 'http://127.0.0.1:8000',
    },
  },
})
