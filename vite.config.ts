import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The GUI is served by the Tessera server under {path_prefix}/gui/. The build uses
// relative asset URLs so one build works under any path prefix; the router base comes
// from window.tesseraEnv at run time.
export default defineConfig({
  root: 'src/gui',
  base: './',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist/gui',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
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
