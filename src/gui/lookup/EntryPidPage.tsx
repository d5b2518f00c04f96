// entry/pid/{pid}/{handle?}: the entry with that persistent id, looked up with owner all
// (POST entries/query), else the not-found text (spec 1 "Lookup pages").
import { useSelector } from 'react-redux'
import { useParams } from 'react-router'
import { useEntriesQueryQuery } from '../api'
import { selectAuthStatus, selectUser } from '../auth'
import { entryOutcome, pidOf } from './lookupOutcome'
import { LookupView } from './LookupView'
import { ENTRY_TITLE } from './messages'

export default function EntryPidPage() {
  const { pid = '', handle } = useParams()
  const loggedIn = useSelector(selectUser) !== null
  // A stored login is checked first: asking before would look as an anonymous visitor.
  const checking = useSelector(selectAuthStatus) === 'checking'
  const answer = useEntriesQueryQuery({
    owner: 'all',
    query: { pid: pidOf(pid, handle) },
    required: { include: ['entry_id', 'upload_id'] },
    pagination: { page_size: 1 },
  }, { skip: checking })
  return <LookupView title={ENTRY_TITLE} outcome={entryOutcome({ ...answer, data: answer.currentData }, loggedIn)} />
}
