import { Alert } from '@blueprintjs/core'

/** Spec 3 §4: closing an editor with pending changes asks first. */
export const DISCARD_QUESTION = 'Your changes are not submitted yet. Discard changes?'

export function DiscardChangesAlert({ isOpen, onCancel, onDiscard }: { isOpen: boolean; onCancel: () => void; onDiscard: () => void }) {
  return (
    <Alert isOpen={isOpen} intent="warning" cancelButtonText="Cancel" confirmButtonText="Discard" onCancel={onCancel} onConfirm={onDiscard}>
      <p>{DISCARD_QUESTION}</p>
    </Alert>
  )
}
