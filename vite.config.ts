import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const gui = (path: string) => fileURLToPath(new URL(`./src/gui/${path}`, import.meta.url))

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
    rolldownOptions: {
      input: {
        main: gui('index.html'),
        // The silent sign-in page the provider loads in a hidden iframe (dist/gui/auth/silent.html).
        silent: gui('auth/silent.html'),
      },
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
