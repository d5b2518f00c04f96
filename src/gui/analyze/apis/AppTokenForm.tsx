import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core'
import { DuplicateIcon, KeyIcon, TickIcon } from '@blueprintjs/icons'
import { useId, useMemo, useRef, useState } from 'react'
import { formatDate, formatDuration } from '../../../core/format'
import { useEnv, useErrors } from '../../runtime'
import { useAppTokenMutation } from '../../auth'
import {
  appTokenLimits,
  expiresInSeconds,
  fromDateInputValue,
  toDateInputValue,
} from './appTokenLimits'

export const EXPIRY_LABEL = 'Valid until the end of'
export const NAME_LABEL = 'Name (optional)'
export const REQUEST_BUTTON_TEXT = 'Request token'
export const tooLateMessage = (latestAllowed: Date, maxExpiresIn: number) =>
  `Choose not later than ${formatDate(latestAllowed)} (in ${formatDuration(maxExpiresIn)}).`

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? (error as { status?: number }).status : undefined

/**
 * Requests an app token for scripts (GET auth/app_token). The picker offers the days
 * from tomorrow up to one past the server's maximum; that last day is refused by the
 * server (422), and the form then names the latest day allowed.
 */
export function AppTokenForm() {
  const env = useEnv()
  const { raiseError } = useErrors()
  const maxExpiresIn = env.appTokenMaxExpiresIn
  const limits = useMemo(() => appTokenLimits(new Date(), maxExpiresIn), [maxExpiresIn])
  const defaultDay = limits.latestAllowed < limits.first ? limits.first : limits.latestAllowed
  const [value, setValue] = useState(() => toDateInputValue(defaultDay))
  const [name, setName] = useState('')
  const [requestToken, { data, error, isLoading, reset }] = useAppTokenMutation()
  const [copied, setCopied] = useState(false)
  const tokenInput = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const chosen = fromDateInputValue(value)
  const tooLate = statusOf(error) === 422

  const request = async () => {
    if (!chosen) return
    setCopied(false)
    try {
      await requestToken({ expiresIn: expiresInSeconds(chosen, new Date()), name: name.trim() || undefined }).unwrap()
    } catch (failure) {
      // 422 is the answer to a day past the maximum, shown under the picker.
      if (statusOf(failure) !== 422) raiseError(failure)
    }
  }

  const copy = async () => {
    if (!data) return
    try {
      await navigator.clipboard.writeText(data.app_token)
      setCopied(true)
    } catch {
      // No clipboard access (insecure page, denied): select it for Ctrl+C instead.
      tokenInput.current?.select()
    }
  }

  return (
    <div className="tessera-app-token">
      <FormGroup
        label={EXPIRY_LABEL}
        labelFor={inputId}
        intent={tooLate ? 'danger' : 'none'}
        helperText={tooLate ? tooLateMessage(limits.latestAllowed, maxExpiresIn) : undefined}
      >
        <div className="tessera-app-token-request">
          <input
            id={inputId}
            type="date"
            className={`${Classes.INPUT} tessera-date-input${tooLate ? ` ${Classes.INTENT_DANGER}` : ''}`}
            min={toDateInputValue(limits.first)}
            max={toDateInputValue(limits.last)}
            value={value}
            required
            onChange={(event) => {
              setValue(event.target.value)
              reset()
              setCopied(false)
            }}
          />
          <InputGroup
            aria-label={NAME_LABEL}
            placeholder={NAME_LABEL}
            className="tessera-app-token-name"
            maxLength={100}
            value={name}
            onValueChange={setName}
          />
          <Button
            intent="primary"
            icon={<KeyIcon />}
            text={REQUEST_BUTTON_TEXT}
            loading={isLoading}
            disabled={!chosen}
            onClick={() => void request()}
          />
        </div>
      </FormGroup>
      {data && (
        <div className="tessera-app-token-result">
          <FormGroup label="Your app token" labelFor={`${inputId}-token`}>
            <InputGroup
              id={`${inputId}-token`}
              inputRef={tokenInput}
              className="tessera-app-token-value"
              readOnly
              fill
              value={data.app_token}
              onFocus={(event) => event.target.select()}
              rightElement={
                <Button
                  variant="minimal"
                  icon={copied ? <TickIcon /> : <DuplicateIcon />}
                  text={copied ? 'Copied' : 'Copy'}
                  onClick={() => void copy()}
                />
              }
            />
          </FormGroup>
          <p className="tessera-app-token-usage">
            Valid until the end of {chosen ? formatDate(chosen) : ''}. Send it with each request in the header{' '}
            <code>Authorization: Bearer &lt;token&gt;</code>.
          </p>
        </div>
      )}
    </div>
  )
}
