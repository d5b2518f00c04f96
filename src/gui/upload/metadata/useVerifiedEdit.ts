// Submitting an editor's pending changes (spec 3 §4 "Metadata edit"; the member editor
// works the same way): `POST uploads/{id}/edit` with `verify_only` first, then for real,
// so a refused change stores nothing.
import { useCallback } from 'react'
import { useEditUploadMutation } from '../../api'

export function useVerifiedEdit(uploadId: string) {
  const [edit, state] = useEditUploadMutation()
  const verify = useCallback(
    (metadata: Readonly<Record<string, unknown>>) => edit({ uploadId, metadata, verifyOnly: true }).unwrap(),
    [edit, uploadId],
  )
  const apply = useCallback((metadata: Readonly<Record<string, unknown>>) => edit({ uploadId, metadata }).unwrap(), [edit, uploadId])
  const submit = useCallback(
    async (metadata: Readonly<Record<string, unknown>>) => {
      await verify(metadata)
      return apply(metadata)
    },
    [verify, apply],
  )
  return { submit, verify, apply, submitting: state.isLoading }
}
