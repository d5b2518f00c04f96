// Invites a person who has no account yet (`PUT users/invite`): email, first name, last
// name and affiliation are all required before Submit is enabled (spec 3 §5); a refusal
// shows the server's words in the dialog (spec 3 §8). An email that is not one says so
// at its field ('The email is not valid!', spec 3 §5) and keeps Submit disabled.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { isSerializedApiError, useInviteUserMutation, type InvitedUser, type UserInvitation } from '../../api'

export const INVITE_TEXTS = {
  button: 'Invite new user',
  title: 'Invite a new user',
  intro:
    'If you want to add a co-author or reviewer who has no account here yet, invite them: they get an account and a '
    + 'link to set their password, and you can add them to the upload right away.',
  submit: 'Submit',
  cancel: 'Cancel',
  emailInvalid: 'The email is not valid!',
} as const

/** Spec 3 §5: a simple {email} pattern — something, an @, a domain with a dot. */
export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())

const FIELDS: readonly { key: keyof UserInvitation; label: string; type?: string }[] = [
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'affiliation', label: 'Affiliation' },
]

const EMPTY: UserInvitation = { email: '', first_name: '', last_name: '', affiliation: '' }

/** Submit needs every field (spec 3 §5). */
export const canInvite = (invitation: UserInvitation) =>
  FIELDS.every(({ key }) => invitation[key].trim().length > 0) && isEmail(invitation.email)

export interface InviteDialogProps {
  isOpen: boolean
  onClose: () => void
  onInvited: (user: InvitedUser) => void
}

export function InviteDialog({ isOpen, onClose, onInvited }: InviteDialogProps) {
  const [invitation, setInvitation] = useState(EMPTY)
  const [invite, { isLoading, error, reset }] = useInviteUserMutation()
  const close = () => {
    setInvitation(EMPTY)
    reset()
    onClose()
  }
  const submit = async () => {
    const { email, first_name, last_name, affiliation } = invitation
    const result = await invite({ email: email.trim(), first_name: first_name.trim(), last_name: last_name.trim(), affiliation: affiliation.trim() })
    if ('data' in result && result.data) {
      onInvited(result.data)
      close()
    }
  }
  const problem = error ? (isSerializedApiError(error) ? (error.apiMessage ?? error.message) : String(error)) : undefined
  return (
    <Dialog isOpen={isOpen} onClose={close} title={INVITE_TEXTS.title} canOutsideClickClose={false}>
      <DialogBody>
        <p>{INVITE_TEXTS.intro}</p>
        {problem && <Callout intent="danger" role="alert" className="tessera-invite-problem">{problem}</Callout>}
        {FIELDS.map(({ key, label, type }) => {
          const invalid = key === 'email' && invitation.email.trim() !== '' && !isEmail(invitation.email)
          return (
            <FormGroup
              key={key}
              label={label}
              labelFor={`invite-${key}`}
              intent={invalid ? 'danger' : 'none'}
              helperText={invalid ? INVITE_TEXTS.emailInvalid : undefined}
            >
              <InputGroup
                id={`invite-${key}`}
                type={type}
                intent={invalid ? 'danger' : 'none'}
                value={invitation[key]}
                onValueChange={(value) => setInvitation((current) => ({ ...current, [key]: value }))}
              />
            </FormGroup>
          )
        })}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={INVITE_TEXTS.cancel} onClick={close} disabled={isLoading} />
            <Button intent="primary" text={INVITE_TEXTS.submit} onClick={() => void submit()} disabled={!canInvite(invitation)} loading={isLoading} />
          </>
        }
      />
    </Dialog>
  )
}
