// The author fields (spec 2 §5.6): search for a user account, or type the author in.
// A chosen account makes name, affiliation, address and email read-only (they are the
// account's) until it is cleared; the email must look like one ('The email is not valid!').
import { Button, FormGroup, InputGroup, MenuItem } from '@blueprintjs/core'
import { CrossIcon } from '@blueprintjs/icons'
import { Suggest } from '@blueprintjs/select'
import { useId, useState, type FocusEvent } from 'react'
import type { User } from '../../../core/api'
import { emailError, type AuthorValue } from './author'
import './inputs.css'

export const AUTHOR_TEXTS = {
  search: 'Search for a user account',
  searching: 'searching ...',
  noResults: 'no users found',
  clearUser: 'Remove the user account',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  affiliation: 'Affiliation',
  affiliation_address: 'Address',
} as const

export interface AuthorFieldsProps {
  readonly value: AuthorValue
  readonly onChange: (author: AuthorValue) => void
  /** Accounts matching the search text (GET users?prefix), as the caller fetched them. */
  readonly users: readonly User[]
  readonly searching?: boolean
  readonly onSearch: (prefix: string) => void
}

const FIELDS = ['first_name', 'last_name', 'email', 'affiliation', 'affiliation_address'] as const

/** An account as an author: its name, affiliation and address. */
export function authorOfUser(user: User): AuthorValue {
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    ...(user.email && { email: user.email }),
    ...(user.affiliation && { affiliation: user.affiliation }),
    ...(user.affiliation_address && { affiliation_address: user.affiliation_address }),
  }
}

/**
 * Suggest selects its input's text one frame after focus (so typing replaces a shown
 * choice); a key typed within that frame was selected too and replaced by the next key
 * ('Ada' typed at once became 'da'). This runs in the frame after Suggest's selection and
 * puts the caret back at the end when text was typed since the focus.
 */
function keepTypedText(event: FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const before = input.value
  requestAnimationFrame(() => {
    if (input.value !== before) input.setSelectionRange(input.value.length, input.value.length)
  })
}

export function AuthorFields({ value, onChange, users, searching, onSearch }: AuthorFieldsProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [emailText, setEmailText] = useState(value.email ?? '')
  const fromAccount = value.user_id !== undefined
  if (fromAccount && emailText !== (value.email ?? '')) setEmailText(value.email ?? '')
  const error = fromAccount ? undefined : emailError(emailText)
  return (
    <div className="tessera-author-fields">
      <FormGroup className="tessera-author-wide">
        <div className="tessera-edit-row">
          <Suggest<User>
            fill
            items={[...users]}
            query={query}
            onQueryChange={(text) => {
              setQuery(text)
              onSearch(text)
            }}
            selectedItem={null}
            resetOnSelect
            itemsEqual={(a, b) => a.user_id === b.user_id}
            inputValueRenderer={(user) => user.name}
            itemRenderer={(user, { handleClick, handleFocus, modifiers, ref }) => (
              <MenuItem
                key={user.user_id}
                ref={ref}
                active={modifiers.active}
                text={user.name}
                label={user.affiliation}
                onClick={handleClick}
                onFocus={handleFocus}
                roleStructure="listoption"
              />
            )}
            onItemSelect={(user) => {
              setQuery('')
              onChange(authorOfUser(user))
            }}
            initialContent={null}
            noResults={<MenuItem disabled text={searching ? AUTHOR_TEXTS.searching : AUTHOR_TEXTS.noResults} roleStructure="listoption" />}
            inputProps={{ leftIcon: 'search', placeholder: AUTHOR_TEXTS.search, 'aria-label': AUTHOR_TEXTS.search, onFocus: keepTypedText }}
            popoverProps={{ minimal: true, matchTargetWidth: true }}
          />
          {fromAccount && <Button icon={<CrossIcon />} variant="minimal" aria-label={AUTHOR_TEXTS.clearUser} title={AUTHOR_TEXTS.clearUser} onClick={() => onChange({ ...value, user_id: undefined })} />}
        </div>
      </FormGroup>
      {FIELDS.map((key) => {
        const fieldId = `${id}-${key}`
        const isEmailField = key === 'email'
        const text = isEmailField ? emailText : (value[key] ?? '')
        const fieldError = isEmailField ? error : undefined
        return (
          <FormGroup
            key={key}
            className={key === 'affiliation_address' ? 'tessera-author-wide' : undefined}
            label={AUTHOR_TEXTS[key]}
            labelFor={fieldId}
            intent={fieldError ? 'danger' : 'none'}
            helperText={fieldError && <span role="alert">{fieldError}</span>}
          >
            <InputGroup
              id={fieldId}
              value={text}
              readOnly={fromAccount}
              intent={fieldError ? 'danger' : 'none'}
              aria-invalid={fieldError ? true : undefined}
              onValueChange={(next) => {
                if (isEmailField) {
                  setEmailText(next)
                  // Only an email that is one (or none) is stored.
                  if (emailError(next) !== undefined) return
                }
                onChange({ ...value, [key]: next })
              }}
            />
          </FormGroup>
        )
      })}
    </div>
  )
}
