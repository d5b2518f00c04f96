// A search query (QueryEditQuantity): a JSON object in the JSON editor, 20 rows.
import { JsonEditor } from '../../components/inputs'
import { quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import '../edit.css'

export default function QueryEdit({ definition, value, onChange }: EditQuantityProps) {
  return (
    <div className="tessera-edit-quantity">
      <JsonEditor label={quantityLabel(definition)} value={value} onChange={onChange} helperText={definition.description || undefined} />
    </div>
  )
}
