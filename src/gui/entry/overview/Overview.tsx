// The overview tab (spec 3 §2.2): the metadata column with the API button on the left;
// on the right the edit actions of an editable entry and the overview cards.
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { selectUser } from '../../auth'
import { EditActions } from '../edit/EditActions'
import { entryEditable } from '../edit/editable'
import type { EntryContext } from '../entryContext'
import { entryFacts } from '../metadata/entryFacts'
import { MetadataColumn } from '../metadata/MetadataColumn'
import { OverviewCards } from '../OverviewCards'
import { EntryApiButton } from './EntryApiButton'

export function Overview({ entry }: { readonly entry: EntryContext }) {
  const user = useSelector(selectUser)
  const facts = useMemo(() => entryFacts(entry.metadata), [entry.metadata])
  const editable = entryEditable(entry.metadata, user)
  return (
    <div className="tessera-entry-overview">
      <MetadataColumn facts={facts}>
        <EntryApiButton metadata={entry.metadata} />
      </MetadataColumn>
      <div className="tessera-entry-right">
        {editable && user && <EditActions metadata={entry.metadata} userId={user.user_id} />}
        <OverviewCards entry={entry} />
      </div>
    </div>
  )
}
