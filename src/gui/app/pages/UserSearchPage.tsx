import { Callout } from '@blueprintjs/core'
import { LockIcon } from '@blueprintjs/icons'
import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { Page } from '../../components/Page'
import { selectAuthStatus, selectUser } from '../../auth'
import { useEnv } from '../../runtime'
import { LazySearchPage as SearchPage, lockedSearchApp } from '../../search/page'

export const USER_SEARCH_TITLE = 'Search your data'
export const USER_SEARCH_LOGIN_TEXT = 'Please login to search your data.'
/** The search context of this page; its filters are kept apart from the Entries app's. */
export const USER_SEARCH_CONTEXT = 'user-search'

/** /user/search: the entries search locked to the user's own data; anonymous users are asked to log in. */
export function UserSearchPage() {
  const user = useSelector(selectUser)
  const status = useSelector(selectAuthStatus)
  const env = useEnv()
  const app = useMemo(() => lockedSearchApp(env.ui.apps, USER_SEARCH_CONTEXT, USER_SEARCH_TITLE, { visibility: 'user' }), [env])
  if (user) return <SearchPage app={app} />
  return (
    <Page title={USER_SEARCH_TITLE} width="wide">
      {status !== 'checking' && (
        <Callout intent="primary" icon={<LockIcon />}>
          {USER_SEARCH_LOGIN_TEXT}
        </Callout>
      )}
    </Page>
  )
}
