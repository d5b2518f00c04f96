import { Button, Callout, HTMLTable, Spinner } from '@blueprintjs/core'
import { TrashIcon } from '@blueprintjs/icons'
import { useSelector } from 'react-redux'
import { formatDate } from '../../../core/format'
import { useErrors } from '../../runtime'
import { selectUser, useAppTokensQuery, useRevokeAppTokenMutation, type AppTokenInfo } from '../../auth'

export const TOKENS_HEADING = 'Your app tokens'
export const NO_TOKENS = 'You have no app tokens.'
export const LIST_FAILED = 'Your app tokens could not be loaded.'
export const REVOKE_TEXT = 'Revoke'

/** What the list calls a token: its name, or the end of the token itself. */
export const tokenLabel = (token: Pick<AppTokenInfo, 'name' | 'hint'>) => token.name ?? `…${token.hint}`

/**
 * The signed-in user's app tokens (GET auth/app_tokens): when each was made and
 * expires, and a button that revokes it at once (DELETE auth/app_tokens/{id}).
 * A new password revokes them all.
 */
export function AppTokenList() {
  const user = useSelector(selectUser)
  const { data, isLoading, isError } = useAppTokensQuery(user?.user_id ?? '', { skip: !user })
  const [revoke, { isLoading: revoking, originalArgs }] = useRevokeAppTokenMutation()
  const { raiseError } = useErrors()

  const onRevoke = async (tokenId: string) => {
    try {
      await revoke(tokenId).unwrap()
    } catch (failure) {
      raiseError(failure)
    }
  }

  const tokens = data?.data ?? []
  return (
    <div className="tessera-app-token-list">
      <h4 className="tessera-app-token-list-heading">{TOKENS_HEADING}</h4>
      {isLoading && <Spinner size={20} />}
      {isError && <Callout intent="warning" compact>{LIST_FAILED}</Callout>}
      {data && !tokens.length && <p className="tessera-app-token-none">{NO_TOKENS}</p>}
      {tokens.length > 0 && (
        <HTMLTable compact striped className="tessera-app-token-table">
          <thead>
            <tr>
              <th>Token</th>
              <th>Created</th>
              <th>Expires</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.token_id}>
                <td className={token.name ? undefined : 'tessera-app-token-hint'}>{tokenLabel(token)}</td>
                <td>{formatDate(new Date(token.created))}</td>
                <td>{formatDate(new Date(token.expires))}</td>
                <td>
                  <Button
                    variant="minimal"
                    intent="danger"
                    size="small"
                    icon={<TrashIcon />}
                    text={REVOKE_TEXT}
                    aria-label={`${REVOKE_TEXT} ${tokenLabel(token)}`}
                    loading={revoking && originalArgs === token.token_id}
                    onClick={() => void onRevoke(token.token_id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  )
}
