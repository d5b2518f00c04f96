import { defineConfig, type Plugin } from 'vite'
import type { Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

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
// into dozens of small chunks (a Blueprint component each); gzip compresses each alone
// and the browser fetches each. So: the libraries the shell and the search page draw with
// are one chunk, and the built-in menu items — preloaded together by the search page
// (usePreloadedTypes) — with the parts they share with the widgets are another. The
// renderers stay lazy (builtins/firstPaint.test.ts), their chunks are only fewer.
// Heavy and lazy packages keep chunks of their own: vega (the lazy chart), yaml and ajv
// (the dashboard dialogs), Blueprint's icon paths (loaded by size), and oidc-client-ts,
// which the silent sign-in page loads without the rest; so do the packages only they
// import (vega's d3, topojson, …).
const LAZY_PACKAGES = /node_modules[\\/](vega[^\\/]*|react-vega|yaml|ajv[^\\/]*|three|@h5web|pdfjs-dist|oidc-client-ts)[\\/]|@blueprintjs[\\/]icons[\\/].*[\\/](paths|allPaths|splitPathsBySize)/
const isPackage = (id: string) => /node_modules/.test(id)

/** Whether some chain of importers reaches a package from our code without passing a lazy package. */
function usedBeyondLazyPackages(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  const info = ctx.getModuleInfo(id)
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]
  return importers.some((importer) => !LAZY_PACKAGES.test(importer) && (!isPackage(importer) || usedBeyondLazyPackages(importer, ctx, seen)))
}

const FIRST_PAINT_CHUNKS = [
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => (isPackage(id) && !LAZY_PACKAGES.test(id) && usedBeyondLazyPackages(id, ctx) ? 'vendor' : null),
    debugName: 'vendor',
    priority: 2,
  },
  {
    name: 'menu-items',
    test: /src[\\/]gui[\\/](search[\\/]menu[\\/][^\\/]+[\\/]|components[\\/](periodicTable|rangeInputs|statistics)[\\/])/,
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
  plugins: [react(), tesseraPlugins()],
  // What plugins import Tessera's GUI API as (also in tsconfig.json's paths and vitest.config.ts).
  resolve: { alias: { 'tessera/gui': gui('pluginApi/index.ts') } },
  build: {
    outDir: '../../dist/gui',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
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
