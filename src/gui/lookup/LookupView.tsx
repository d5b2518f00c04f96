// Draws a lookup's outcome: 'loading ...' first, then a redirect, the failed request's
// text, or the not-found text.
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { Navigate } from 'react-router'
import { Page } from '../components/Page'
import { errorMessage } from '../runtime'
import type { LookupOutcome, NotFound } from './lookupOutcome'
import {
  DATASET_NOT_FOUND, ENTRY_NOT_FOUND_ANONYMOUS, ENTRY_NOT_FOUND_LOGGED_IN, LOOKUP_LOADING_TEXT, MATERIALS_PROJECT_LINK_TEXT,
  materialsProjectMessage, materialsProjectUrl,
} from './messages'

function NotFoundText({ notFound }: { notFound: NotFound }) {
  switch (notFound.kind) {
    case 'materials-project':
      return (
        <>
          {materialsProjectMessage(notFound.externalId)}{' '}
          <a href={materialsProjectUrl(notFound.externalId)} target="_blank" rel="noreferrer">
            {MATERIALS_PROJECT_LINK_TEXT}
          </a>
          .
        </>
      )
    case 'entry':
      return <>{notFound.loggedIn ? ENTRY_NOT_FOUND_LOGGED_IN : ENTRY_NOT_FOUND_ANONYMOUS}</>
    case 'dataset':
      return <>{DATASET_NOT_FOUND}</>
  }
}

export function LookupView({ title, outcome }: { title: string; outcome: LookupOutcome }) {
  // The lookup page is only a way through: replace it in the history.
  if (outcome.state === 'found') return <Navigate to={outcome.path} replace />
  return (
    <Page title={title}>
      {outcome.state === 'loading' && <NonIdealState icon={<Spinner size={32} />} description={LOOKUP_LOADING_TEXT} />}
      {outcome.state === 'failed' && <Callout intent="danger">{errorMessage(outcome.error)}</Callout>}
      {outcome.state === 'not-found' && (
        <NonIdealState icon={<SearchIcon />} description={<NotFoundText notFound={outcome.notFound} />} />
      )}
    </Page>
  )
}
