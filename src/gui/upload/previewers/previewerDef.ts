// What a file previewer is (spec 3 §2.9, §9): the definition the ranked `previewers`
// registry holds, built-in or from a plugin. Its tester ranks a file (extension, mime
// type, size); the file column shows every previewer that fits as a tab. A previewer
// draws from props and fetches its file itself; when the file cannot be read it calls
// `onFailure`, and the frame offers the text viewer instead.
import type { FileSubject, Loader, RankedRegistry, RankedRendererDef } from '../../runtime'

export interface PreviewProps {
  readonly uploadId: string
  /** The file's path in the upload. */
  readonly path: string
  readonly file: FileSubject
  /** The file is not what the viewer reads ('Failed to open with {viewer} viewer. Bad file format?'). */
  readonly onFailure: (error: unknown) => void
}

export interface PreviewerDef extends RankedRendererDef<FileSubject, PreviewProps> {
  /** The viewer's name in the spec's messages: 'Preview with {name} viewer'. */
  readonly name: string
  /** The title of its tab. */
  readonly title: string
  /** Larger files wait for 'Preview with {name} viewer' (bytes; spec 3 §9). */
  readonly maxSizeAutoPreview: number
  /** Larger files are not offered to this viewer at all (bytes; default PREVIEW_CAP). */
  readonly maxSizePreview?: number
  readonly load: Loader<PreviewProps>
}

/** The previewers of a runtime (`useRegistry('previewers')`). */
export type PreviewerRegistry = RankedRegistry<FileSubject, PreviewerDef>

declare module '../../runtime/kinds' {
  interface RendererKinds {
    previewers: PreviewerDef
  }
}
