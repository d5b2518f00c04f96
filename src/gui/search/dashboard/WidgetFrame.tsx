// A widget's box on the grid: a header that is the drag handle (title, edit, remove) and
// the widget's body below it.
import { Button, Classes, H6, Tooltip } from '@blueprintjs/core'
import { CrossIcon, DragHandleVerticalIcon, EditIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'

export const EDIT_WIDGET_LABEL = 'Edit widget'
export const REMOVE_WIDGET_LABEL = 'Remove widget'
export const DRAG_WIDGET_LABEL = 'Drag to move the widget'
/** The grid starts a drag only on the header, never on its buttons or a widget's inputs. */
export const DRAG_HANDLE_SELECTOR = '.tessera-widget-header'
export const DRAG_CANCEL_SELECTOR = `button, input, select, textarea, a, .${Classes.SLIDER}`

export interface WidgetFrameProps {
  readonly id: string
  readonly title: string
  readonly description?: string
  readonly onEdit?: () => void
  readonly onRemove: () => void
  readonly children: ReactNode
}

/** A DOM-safe id for labelling a widget by its id. */
export const widgetDomId = (id: string) => `tessera-widget-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`

export function WidgetFrame({ id, title, description, onEdit, onRemove, children }: WidgetFrameProps) {
  const titleId = `${widgetDomId(id)}-title`
  return (
    <section className="tessera-widget" aria-labelledby={titleId}>
      <div className="tessera-widget-header" title={DRAG_WIDGET_LABEL}>
        <DragHandleVerticalIcon className={Classes.TEXT_MUTED} />
        <H6 id={titleId} className={Classes.TEXT_OVERFLOW_ELLIPSIS}>
          {description ? (
            <Tooltip content={description} placement="bottom-start">
              <span>{title}</span>
            </Tooltip>
          ) : (
            title
          )}
        </H6>
        {onEdit && <Button variant="minimal" size="small" icon={<EditIcon />} aria-label={EDIT_WIDGET_LABEL} title={EDIT_WIDGET_LABEL} onClick={onEdit} />}
        <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={REMOVE_WIDGET_LABEL} title={REMOVE_WIDGET_LABEL} onClick={onRemove} />
      </div>
      <div className="tessera-widget-body">{children}</div>
    </section>
  )
}
