// Any value no other editor fits (a matrix, an unknown type): the value as JSON.
import { JsonEditor } from '../../components/inputs'
import { elnAnnotation, quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import '../edit.css'

export const JSON_EDIT_ROWS = 6

export default function JsonEdit({ definition, value, onChange }: EditQuantityProps) {
  const rows = elnAnnotation(definition).props.rows
  return (
    <div className="tessera-edit-quantity">
      <JsonEditor label={quantityLabel(definition)} value={value} onChange={onChange} rows={typeof rows === 'number' ? rows : JSON_EDIT_ROWS} helperText={definition.description || undefined} />
    </div>
  )
}
