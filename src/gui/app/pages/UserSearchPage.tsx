import { Callout } from '@blueprintjs/core'
import { LockIcon } from '@blueprintjs/icons'
import { useSelector } from 'react-redux'
import { Page } from '../../components/Page'
import { selectAuthStatus, selectUser } from '../../auth'

export const USER_SEARCH_TITLE = 'Search your data'
export const USER_SEARCH_LOGIN_TEXT = 'Please login to search your data.'

/** /user/search: the search locked to the user's data; anonymous users are asked to log in. */
export function UserSearchPage() {
  const user = useSelector(selectUser)
  const status = useSelector(selectAuthStatus)
  return (
    <Page title={USER_SEARCH_TITLE} width="wide">
      {!user && status !== 'checking' && (
        <Callout intent="primary" icon={<LockIcon />}>
          {USER_SEARCH_LOGIN_TEXT}
        </Callout>
      )}
    </Page>
  )
}
