// The dashboard's YAML export and import (spec 2 §2.4, §5.3, §9): the current widgets as
// YAML, editable (30 rows); while the text is not YAML or a widget fails its type or
// schema, the problems show and Save is disabled. Loaded lazily with yaml and ajv.
import { Button, Callout, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import type { DashboardWidget } from '../types'
import type { WidgetRegistry } from '../widgetDef'
import { widgetsFromYaml, widgetsToYaml } from './widgetYaml'

export const YAML_DIALOG_TITLE = 'Dashboard as YAML'
export const YAML_TEXT_LABEL = 'Widgets in YAML'
export const YAML_HELP_TEXT = 'Copy the widgets into an app\'s dashboard configuration, or paste widgets here and save them.'
export const SAVE_TEXT = 'Save'
export const YAML_CANCEL_TEXT = 'Cancel'
/** Spec 2 §9: the dashboard's YAML editor shows 30 rows. */
export const YAML_ROWS = 30

export interface YamlDialogProps {
  readonly widgets: readonly DashboardWidget[]
  /** The widget types the YAML may name. */
  readonly types: WidgetRegistry
  readonly onSave: (widgets: DashboardWidget[]) => void
  readonly onClose: () => void
}

export default function YamlDialog({ widgets, types, onSave, onClose }: YamlDialogProps) {
  const [text, setText] = useState(() => widgetsToYaml(widgets, types))
  const result = useMemo(() => widgetsFromYaml(text, types), [text, types])
  return (
    <Dialog isOpen title={YAML_DIALOG_TITLE} onClose={onClose} className="tessera-yaml-dialog">
      <DialogBody>
        <p>{YAML_HELP_TEXT}</p>
        {/* Above the 30 rows, where it is seen while typing (below them it fell off the screen). */}
        {!result.ok && (
          <Callout intent="danger" compact role="alert" className="tessera-yaml-errors">
            <ul className="tessera-dialog-errors">
              {result.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Callout>
        )}
        <TextArea
          aria-label={YAML_TEXT_LABEL}
          className="tessera-yaml-text"
          rows={YAML_ROWS}
          fill
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={YAML_CANCEL_TEXT} onClick={onClose} />
            <Button intent="primary" text={SAVE_TEXT} disabled={!result.ok} onClick={() => result.ok && onSave(result.widgets)} />
          </>
        }
      />
    </Dialog>
  )
}
