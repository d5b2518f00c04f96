// The one entry point for editing a quantity: the best-ranked edit component of the
// runtime's `editors` registry draws it, in a RendererBoundary (so one failing editor
// never blanks the archive browser). A definition no editor fits says so.
import type { ReactElement } from 'react'
import { RendererBoundary, useRegistry } from '../runtime'
import type { EditQuantityProps } from './editorDef'

export function EditQuantity(props: EditQuantityProps): ReactElement {
  const registry = useRegistry('editors')
  const best = registry.best(props.definition)
  const type = best?.type ?? `${props.definition.name}`
  return <RendererBoundary registry={registry} type={type} props={props} resetKey={props.definition} />
}
