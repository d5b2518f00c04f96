// Globals defined by the server-generated scripts loaded before the bundle
// (index.html: env.js, artifacts.js). Read them only through ./env.ts and ./artifacts.ts.
import type { GuiEnv } from '../../core/config/env'
import type { TesseraArtifacts } from './artifacts'

declare global {
  interface Window {
    tesseraEnv?: GuiEnv
    tesseraArtifacts?: Partial<TesseraArtifacts>
  }
}

export {}
