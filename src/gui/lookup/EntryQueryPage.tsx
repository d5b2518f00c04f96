// entry/query?…: the URL's query parameters go to the entries listing (GET entries); the
// first match opens, else the not-found text (spec 1 "Lookup pages").
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { useLocation } from 'react-router'
import { useEntriesListQuery } from '../api'
import { selectAuthStatus, selectUser } from '../auth'
import { entryOutcome, materialsProjectId, queryOfSearch } from './lookupOutcome'
import { LookupView } from './LookupView'
import { ENTRY_TITLE } from './messages'

export default function EntryQueryPage() {
  const { search } = useLocation()
  const loggedIn = useSelector(selectUser) !== null
  // A stored login is checked first: asking before would look as an anonymous visitor.
  const checking = useSelector(selectAuthStatus) === 'checking'
  const query = useMemo(() => queryOfSearch(search), [search])
  const answer = useEntriesListQuery({ ...query, page_size: 1 }, { skip: checking })
  return <LookupView title={ENTRY_TITLE} outcome={entryOutcome({ ...answer, data: answer.currentData }, loggedIn, materialsProjectId(query))} />
}
