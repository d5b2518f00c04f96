// What an edit component is (spec 1 §3, issue 18): the definition the ranked `editors`
// registry holds, built-in or from a plugin. Its tester ranks a quantity definition —
// the ELN annotation's `component` first, the type and shape as a fallback — and the
// best one edits the value.
import type { JsonValue } from '../../core/metainfo'
import type { Loader, RankedRegistry, RankedRendererDef } from '../runtime'
import type { EditQuantityDefinition } from './definition'

export interface EditContext {
  /** The upload the entry is in: file references list and upload its files. */
  readonly uploadId?: string
  readonly entryId?: string
}

export interface EditQuantityProps {
  readonly definition: EditQuantityDefinition
  /** As stored: numbers in the definition's unit, dates as ISO timestamps; undefined when unset. */
  readonly value: JsonValue | undefined
  /** The new value to store; undefined unsets the quantity. */
  readonly onChange: (value: JsonValue | undefined) => void
  readonly context?: EditContext
}

export interface EditorDef extends RankedRendererDef<EditQuantityDefinition, EditQuantityProps> {
  readonly load: Loader<EditQuantityProps>
}

/** The edit components of a runtime (`useRegistry('editors')`). */
export type EditorRegistry = RankedRegistry<EditQuantityDefinition, EditorDef>

declare module '../runtime/kinds' {
  interface RendererKinds {
    editors: EditorDef
  }
}
