import { Button, Callout } from '@blueprintjs/core'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { Page } from '../../components/Page'
import { selectUser } from '../../auth'
import { useErrors } from '../../runtime'
import { SectionSelectDialog, useEntriesQuerySender, type QueryEditResult } from '../../search/sectionSelect'

export const CHOOSE_ENTRY_TITLE = 'Choose an entry'
export const CHOOSE_ENTRY_BUTTON = 'Choose entry'

/**
 * dev/choose-entry: the section-select search dialog on its own, as references in lab
 * notebooks will open it, with the chosen entry shown below.
 */
export function ChooseEntryPage() {
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<QueryEditResult>()
  const user = useSelector(selectUser)
  const errors = useErrors()
  const send = useEntriesQuerySender()
  return (
    <Page title={CHOOSE_ENTRY_TITLE}>
      <Button intent="primary" text={CHOOSE_ENTRY_BUTTON} onClick={() => setOpen(true)} />
      {chosen?.data && (
        <Callout className="choose-entry-result" title={chosen.data.mainfile}>
          entry_id {chosen.data.entry_id} in upload {chosen.data.upload_id}
        </Callout>
      )}
      <SectionSelectDialog
        isOpen={open}
        onCancel={() => setOpen(false)}
        onSelect={(result) => {
          setOpen(false)
          setChosen(result)
        }}
        send={send}
        userId={user?.user_id}
        onError={errors.raiseError}
      />
    </Page>
  )
}
