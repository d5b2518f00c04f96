// dev/editquantity (spec 1 §2, issue 18): every edit component with its demo bounds, each
// live — the value it stores is shown under it as JSON, as the archive would hold it.
import { Card, Code, FormGroup, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import type { JsonValue } from '../../../core/metainfo'
import { Page } from '../../components/Page'
import { EditQuantity, type EditContext } from '../../edit'
import { EDIT_QUANTITY_DEMOS, type EditQuantityDemo } from './demoDefinitions'
import './editQuantityPage.css'

export const EDIT_QUANTITY_TITLE = 'Edit quantities'
export const STORED_LABEL = 'Stored value'
export const UNSET_TEXT = 'unset'
export const UPLOAD_ID_LABEL = 'Upload id (for file uploads and "Only this upload")'

export const storedText = (value: JsonValue | undefined) => (value === undefined ? UNSET_TEXT : JSON.stringify(value))

export default function EditQuantityPage() {
  // The components that act on an upload (file uploads, references) need one: any of yours.
  const [uploadId, setUploadId] = useState('')
  const context: EditContext = uploadId.trim() ? { uploadId: uploadId.trim() } : {}
  return (
    <Page title={EDIT_QUANTITY_TITLE} width="wide">
      <FormGroup label={UPLOAD_ID_LABEL} labelFor="editquantity-upload" inline>
        <InputGroup id="editquantity-upload" value={uploadId} onValueChange={setUploadId} />
      </FormGroup>
      <div className="tessera-edit-demos">
        {EDIT_QUANTITY_DEMOS.map((demo) => (
          <Demo key={demo.definition.name} demo={demo} context={context} />
        ))}
      </div>
    </Page>
  )
}

function Demo({ demo, context }: { readonly demo: EditQuantityDemo; readonly context: EditContext }) {
  const [value, setValue] = useState<JsonValue | undefined>(demo.value)
  const name = demo.definition.name
  return (
    <Card className="tessera-edit-demo" aria-label={name} role="region">
      <EditQuantity definition={demo.definition} value={value} onChange={setValue} context={context} />
      <div className="tessera-edit-demo-stored">
        {STORED_LABEL}: <Code data-testid={`stored-${name}`}>{storedText(value)}</Code>
      </div>
    </Card>
  )
}
