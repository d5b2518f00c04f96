// A URL quantity: the shared URL field ('Invalid URL string!').
import { UrlField } from '../../components/inputs'
import { quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import '../edit.css'

export default function UrlEdit({ definition, value, onChange }: EditQuantityProps) {
  return (
    <div className="tessera-edit-quantity">
      <UrlField label={quantityLabel(definition)} value={typeof value === 'string' ? value : undefined} onChange={onChange} helperText={definition.description || undefined} />
    </div>
  )
}
