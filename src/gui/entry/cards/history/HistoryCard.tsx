// The history card's container: fetches the versions of the entry's mainfile, the diff of
// the two picked ones, and restores one as the newest version (writers of an unpublished
// upload, after a confirmation); the view is pure.
import { Alert } from '@blueprintjs/core'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { fileVersionPath, useApiClient, useFileDiffQuery, useFileHistoryQuery, useRestoreFileVersionMutation } from '../../../api'
import { selectUser } from '../../../auth'
import { useErrors } from '../../../runtime'
import { filesEditable } from '../../edit/editable'
import type { CardProps } from '../cardDef'
import { LoadingCard } from '../propertyCard'
import { diffRows } from './diffRows'
import { HISTORY_TITLE, HistoryView, RESTORE, type DiffState } from './HistoryView'
import { versionRows } from './read'
import { useDiffUnits } from './units'

export const restoreQuestion = (version: number) => `Restore version ${version}? It is saved as the newest version; the versions after it are kept.`

/** At most two picks: a third replaces the older pick. */
export function pick(picked: readonly number[], version: number, on: boolean): number[] {
  if (!on) return picked.filter((v) => v !== version)
  return [...picked.filter((v) => v !== version), version].slice(-2)
}

/** The paths a diff answer changes (for their units). */
function changedPaths(response: unknown): string[] {
  return diffRows(response)?.map((row) => row.path) ?? []
}

export default function HistoryCard({ entry }: CardProps) {
  const client = useApiClient()
  const user = useSelector(selectUser)
  const { raiseError } = useErrors()
  const { uploadId } = entry
  const path = entry.metadata.mainfile
  const [picked, setPicked] = useState<number[]>([])
  const [asked, setAsked] = useState<number | undefined>(undefined)
  const { data, error, isLoading } = useFileHistoryQuery({ uploadId, path })
  const [from, to] = picked.length === 2 ? [Math.min(...picked), Math.max(...picked)] : [0, 0]
  const compared = useFileDiffQuery({ uploadId, path, from, to }, { skip: picked.length !== 2 })
  const [restore, restoring] = useRestoreFileVersionMutation()
  const unitAt = useDiffUnits(entry, changedPaths(compared.currentData))
  if (isLoading) return <LoadingCard title={HISTORY_TITLE} />
  const rows = error ? undefined : versionRows(data)
  const rowsOfDiff = compared.currentData ? diffRows(compared.currentData, unitAt) : undefined
  const diff: DiffState | undefined = picked.length !== 2
    ? undefined
    : compared.isError || (compared.currentData && !rowsOfDiff)
      ? { state: 'error', from, to }
      : rowsOfDiff
        ? { state: 'done', from, to, rows: rowsOfDiff }
        : { state: 'loading', from, to }
  // Published uploads keep their history read-only.
  const canRestore = filesEditable(entry.metadata, user)
  const confirm = async (version: number) => {
    setAsked(undefined)
    try {
      await restore({ uploadId, path, version }).unwrap()
      setPicked([])
    } catch (failure) {
      raiseError(failure)
    }
  }
  return (
    <>
      <HistoryView
        rows={rows}
        versionUrl={(version) => client.url(fileVersionPath(uploadId, path, version))}
        picked={picked}
        onPick={(version, on) => setPicked((current) => pick(current, version, on))}
        diff={diff}
        onRestore={canRestore ? setAsked : undefined}
        restoring={restoring.isLoading ? restoring.originalArgs?.version : undefined}
      />
      <Alert
        isOpen={asked !== undefined}
        intent="warning"
        confirmButtonText={RESTORE}
        cancelButtonText="Cancel"
        onConfirm={() => asked !== undefined && void confirm(asked)}
        onCancel={() => setAsked(undefined)}
      >
        <p>{asked !== undefined && restoreQuestion(asked)}</p>
      </Alert>
    </>
  )
}
