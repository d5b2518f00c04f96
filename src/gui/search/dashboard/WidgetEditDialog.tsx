// A widget's edit dialog (spec 2 §4.4, §5.3): the type's form around a draft of its
// config. A field's errors show once the user has left it, every error once Done was
// pressed; Done is disabled while errors show or the config fails its JSON Schema. Loaded
// lazily: it brings ajv and the app schema; the type's form loads with it, in a boundary.
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { useState } from 'react'
import type { SearchFilters } from '../../../core/search'
import { RendererBoundary } from '../../runtime'
import type { WidgetDef, WidgetErrors } from './widgetDef'
import type { DashboardWidget, Widget } from './types'
import { widgetConfig } from './widgetState'
import { schemaProblems, stripUnknown } from './yaml/widgetSchema'

export const DONE_TEXT = 'Done'
export const CANCEL_TEXT = 'Cancel'
export const editDialogTitle = (label: string) => `Edit ${label.toLowerCase()} widget`
/** For the messages of the edit form's boundary ('Could not render widget editor.'). */
export const EDITOR_KIND = 'widget editor'

export interface WidgetEditDialogProps {
  readonly widget: DashboardWidget
  readonly def: WidgetDef
  readonly filters: SearchFilters
  readonly onDone: (config: Widget) => void
  readonly onCancel: () => void
}

/** The config without empty texts and objects: an emptied optional field is no value. */
export function compactConfig<T>(value: T): T {
  if (Array.isArray(value)) return value.map(compactConfig) as T
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const compacted = compactConfig(inner)
    if (compacted === '' || compacted === undefined) continue
    if (typeof compacted === 'object' && compacted !== null && !Array.isArray(compacted) && Object.keys(compacted).length === 0) continue
    out[key] = compacted
  }
  return out as T
}

/** The errors of fields the user has left (`x` shows once `x.search_quantity` was left). */
function touchedErrors(errors: WidgetErrors, touched: ReadonlySet<string>): WidgetErrors {
  const out: { [field: string]: string } = {}
  for (const [field, message] of Object.entries(errors)) {
    if ([...touched].some((name) => name === field || name.startsWith(`${field}.`))) out[field] = message
  }
  return out
}

export default function WidgetEditDialog({ widget, def, filters, onDone, onCancel }: WidgetEditDialogProps) {
  // Defaults under the widget's own values, so an app widget that left one out gets it;
  // properties its schema does not know could not be edited away, so they are dropped.
  const [draft, setDraft] = useState<Widget>(
    () => stripUnknown({ ...def.template?.config, ...widgetConfig(widget) }, def.schema as { [key: string]: unknown }) as Widget,
  )
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  // The rules judge the config as it would be saved: an emptied field is no value, and an
  // axis emptied of everything is no axis ('X-axis configuration is required.').
  const config = compactConfig(draft)
  const errors = def.validate?.(config, filters, submitted) ?? {}
  const shown = submitted ? errors : touchedErrors(errors, touched)
  // The fields' rules come first; the schema speaks only when they are all met.
  const schemaErrors = Object.keys(errors).length ? [] : schemaProblems(def.schema, config)
  const loadEditor = def.loadEditor

  const done = () => {
    if (Object.keys(errors).length) setSubmitted(true)
    else if (!schemaErrors.length) onDone(config)
  }

  return (
    <Dialog isOpen title={editDialogTitle(def.label ?? widget.type)} onClose={onCancel} className="tessera-widget-dialog">
      <DialogBody>
        {loadEditor && (
          <RendererBoundary
            kind={EDITOR_KIND}
            load={loadEditor}
            resetKey={def}
            props={{
              config: draft,
              onChange: setDraft,
              filters,
              errors: shown,
              onTouch: (field: string) => setTouched((old) => (old.has(field) ? old : new Set([...old, field]))),
            }}
          />
        )}
        {schemaErrors.length > 0 && (
          <Callout intent="danger" compact role="alert">
            <ul className="tessera-dialog-errors">
              {schemaErrors.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={onCancel} />
            <Button intent="primary" text={DONE_TEXT} disabled={Object.keys(shown).length > 0 || schemaErrors.length > 0} onClick={done} />
          </>
        }
      />
    </Dialog>
  )
}
