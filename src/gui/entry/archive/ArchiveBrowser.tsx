// The archive browser (spec 3 §2.3): the toolbar — path search, the switches 'code
// specific', 'all defined' and 'technical view', download, the API call, Reload — over
// the lane browser at `…/data`, whose root lane is the archive's.
import { Button, InputGroup, Switch } from '@blueprintjs/core'
import { CodeIcon, DownloadIcon, RefreshIcon, SearchIcon } from '@blueprintjs/icons'
import { useMemo, useState, type FormEvent } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import type { JsonObject } from '../../../core/archive'
import { useApiClient, type ApiThunkExtra } from '../../api'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { ApiDialog } from '../../components/apiDialog'
import { LaneBrowser } from '../../components/lanes'
import { DefinitionResolver, rtkDefinitionsLoader } from '../../metainfo'
import { useErrors } from '../../runtime'
import { ReloadArchiveButton, SaveEntryButton, useArchiveEdit } from '../archiveEdit'
import type { EntryContext } from '../entryContext'
import { rootAdaptor } from './adaptors'
import { DEFAULT_SETTINGS, type ArchiveSettings } from './archiveModel'
import { ArchiveBrowserContext, type ArchiveBrowserState } from './browserContext'
import { searchTarget } from './pathSearch'
import './archive.css'

export const CODE_SPECIFIC_LABEL = 'code specific'
export const ALL_DEFINED_LABEL = 'all defined'
export const TECHNICAL_VIEW_LABEL = 'technical view'
export const RELOAD_TEXT = 'Reload archive'
export const DOWNLOAD_LABEL = 'Download archive'
export const API_LABEL = 'View API call'
export const PATH_SEARCH_LABEL = 'Jump to path'

export interface ArchiveBrowserProps {
  readonly entry: EntryContext
  readonly archive: JsonObject
  /** The URL of the root lane (`…/entry/id/{id}/data`). */
  readonly dataBase: string
  /** The archive call as the API dialog shows it. */
  readonly request: { readonly url: string; readonly body: unknown; readonly response: unknown }
  readonly onReload: () => void
  readonly reloading?: boolean
}

export function ArchiveBrowser({ entry, archive, dataBase, request, onReload, reloading = false }: ArchiveBrowserProps) {
  const [settings, setSettings] = useState<ArchiveSettings>(DEFAULT_SETTINGS)
  const [apiOpen, setApiOpen] = useState(false)
  const edit = useArchiveEdit()
  const dispatch = useDispatch<ThunkDispatch<unknown, ApiThunkExtra, UnknownAction>>()
  // One resolver per archive as read from the server (edits keep its metadata, a reload or
  // a replaced mainfile bring new): a definition that could not be read once (a schema
  // entry answering 404 while its upload was processed) is tried again after a reload.
  const resolver = useMemo(() => new DefinitionResolver(rtkDefinitionsLoader(dispatch)), [dispatch, archive.metadata])
  const { uploadId, entryId } = entry
  const mainfile = entry.metadata.mainfile
  const adaptor = useMemo(() => rootAdaptor(archive, { resolver, context: { uploadId, entryId, mainfile } }), [archive, resolver, uploadId, entryId, mainfile])
  const state = useMemo<ArchiveBrowserState>(() => ({ entry, archive, dataBase, settings }), [entry, archive, dataBase, settings])
  const toggle = (key: keyof ArchiveSettings) => () => setSettings((current) => ({ ...current, [key]: !current[key] }))
  return (
    <ArchiveBrowserContext.Provider value={state}>
      <div className="tessera-archive-toolbar" role="toolbar" aria-label="Archive">
        <PathSearch dataBase={dataBase} />
        <Switch label={CODE_SPECIFIC_LABEL} checked={settings.codeSpecific} onChange={toggle('codeSpecific')} inline />
        <Switch label={ALL_DEFINED_LABEL} checked={settings.allDefined} onChange={toggle('allDefined')} inline />
        <Switch label={TECHNICAL_VIEW_LABEL} checked={settings.technical} onChange={toggle('technical')} inline />
        <span className="tessera-archive-toolbar-actions">
          <DownloadButton entryId={entry.entryId} />
          <Button variant="minimal" icon={<CodeIcon />} aria-label={API_LABEL} title={API_LABEL} onClick={() => setApiOpen(true)} />
          {edit ? (
            <>
              <ReloadArchiveButton />
              <SaveEntryButton />
            </>
          ) : (
            <Button variant="minimal" icon={<RefreshIcon />} text={RELOAD_TEXT} loading={reloading} onClick={onReload} />
          )}
        </span>
      </div>
      <LaneBrowser baseUrl={dataBase} adaptor={adaptor} label="Archive lanes" />
      <ApiDialog
        isOpen={apiOpen}
        onClose={() => setApiOpen(false)}
        title="API call"
        calls={[{ method: 'POST', url: request.url, body: request.body, response: request.response, description: "The entry's archive as this tab shows it." }]}
      />
    </ArchiveBrowserContext.Provider>
  )
}

function PathSearch({ dataBase }: { readonly dataBase: string }) {
  const [text, setText] = useState('')
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const target = searchTarget(text, pathname, dataBase)
    if (target) {
      navigate(target)
      setText('')
    }
  }
  return (
    <form onSubmit={submit} className="tessera-archive-path-search">
      <InputGroup
        size="small"
        leftIcon={<SearchIcon />}
        placeholder="path, e.g. run/0/system"
        aria-label={PATH_SEARCH_LABEL}
        value={text}
        onValueChange={setText}
      />
    </form>
  )
}

/** GET entries/{id}/archive/download with the user's login, saved as {entry_id}.json. */
function DownloadButton({ entryId }: { readonly entryId: string }) {
  const client = useApiClient()
  const { raiseError } = useErrors()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const bytes = await client.bytes(`entries/${encodeURIComponent(entryId)}/archive/download`)
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/json' }))
      const link = document.createElement('a')
      link.href = url
      link.download = `${entryId}.json`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      raiseError(error)
    } finally {
      setBusy(false)
    }
  }
  return <Button variant="minimal" icon={<DownloadIcon />} aria-label={DOWNLOAD_LABEL} title={DOWNLOAD_LABEL} loading={busy} onClick={() => void download()} />
}
