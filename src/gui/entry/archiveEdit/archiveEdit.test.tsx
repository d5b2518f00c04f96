// @vitest-environment jsdom
// The archive edit state on the entry page (spec 3 §4): a card standing in for the data
// tab's lanes changes the archive through useArchiveEdit; Save entry writes the mainfile
// back with the loaded entry_hash, a 409 opens the conflict dialog, leaving asks first.
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../app/testing/renderApp'
import { fakeFetch, jsonResponse } from '../../app/testing/fakeFetch'
import { definePlugin } from '../../runtime'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import {
  AddSubSectionButton, addLabel, CONFLICT_MESSAGE, DeleteSubSectionButton, deleteLabel, LEAVE_MESSAGE, ReloadArchiveButton, SAVE_ENTRY, SaveEntryButton,
  SECTION_TYPE_LABEL, SectionTypeSelect, useArchiveEdit, type EditPath,
} from '.'
import { useState } from 'react'

// The first render loads the entry page's chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 })

afterEach(cleanup)

function EditorCard() {
  const edit = useArchiveEdit()
  if (!edit) return <section aria-label="Editor">loading</section>
  const name = (edit.archive.data as { name?: string } | undefined)?.name
  return (
    <section aria-label="Editor">
      <p>{`name: ${name}`}</p>
      <button type="button" onClick={() => edit.setValue(['data', 'name'], 'New')}>Set name</button>
      <SaveEntryButton />
      <ReloadArchiveButton />
      <SubSections />
    </section>
  )
}

function SubSections() {
  const edit = useArchiveEdit()
  const [opened, setOpened] = useState<EditPath>([])
  const steps = (edit?.archive.data as { steps?: unknown[] } | undefined)?.steps
  return (
    <div>
      <p>{`opened: ${opened.join('/')}; steps: ${steps?.length ?? 'none'}; type: ${(edit?.archive.data as { m_def?: string } | undefined)?.m_def}`}</p>
      <AddSubSectionButton path={['data']} name="steps" repeats onAdded={setOpened} />
      <DeleteSubSectionButton path={['data', 'steps', 0]} name="steps" onDeleted={() => setOpened(['data'])} />
      <SectionTypeSelect path={['data']} choices={[{ label: 'X', mDef: 'X' }, { label: 'Y', mDef: 'Y' }, { label: 'Z', mDef: 'Z' }]} allowed={['Y']} />
    </div>
  )
}

const plugin = definePlugin({ id: 'editor', cards: [{ type: 'editor', appliesTo: () => true, load: async () => ({ default: EditorCard }) }] })

const USER = { user_id: 'ada', name: 'Ada' }
const METADATA = {
  entry_id: 'e1', upload_id: 'u1', mainfile: 'notes/s.archive.json', entry_name: 's', published: false, process_running: false,
  main_author: { user_id: 'ada' }, writers: [{ user_id: 'ada' }], entry_hash: 'h1', quantities: ['data', 'data.name'],
}
const ARCHIVE = { metadata: { entry_hash: 'h1' }, data: { m_def: 'X', name: 'Old' }, results: { eln: {} } }

interface Put {
  readonly url: string
  readonly body: string
}

function renderEditor(putStatus: number, published = false) {
  const puts: Put[] = []
  let archiveReads = 0
  const fetch = fakeFetch({
    'entries/e1': () => jsonResponse({ entry_id: 'e1', data: { ...METADATA, published } }),
    'entries/e1/archive/query': () => {
      archiveReads += 1
      return jsonResponse({ entry_id: 'e1', data: { entry_id: 'e1', upload_id: 'u1', archive: ARCHIVE } })
    },
    'uploads/u1/raw/notes': () => {
      return putStatus === 200
        ? jsonResponse({ upload_id: 'u1', data: {}, processing: { entry_id: 'e1', entry: { entry_hash: 'h2' } } })
        : jsonResponse({ detail: 'The provided hash did not match the current file.' }, putStatus)
    },
  })
  const recording: typeof globalThis.fetch = async (input, init) => {
    if (init?.method === 'PUT') puts.push({ url: String(input instanceof Request ? input.url : input), body: String(init.body) })
    return fetch(input, init)
  }
  const env = aGuiEnv({ ui: { ...aGuiEnv().ui, entry: { cards: { include: ['editor'], exclude: [] } } } })
  const view = renderApp({ path: '/entry/id/e1', env, user: USER, fetch: recording, plugins: [plugin] })
  return { ...view, puts, archiveReads: () => archiveReads }
}

const saveButton = () => screen.getByRole('button', { name: SAVE_ENTRY })

describe('editing an archive', () => {
  it('saves the changed archive into its mainfile with the loaded hash, without what processing makes', async () => {
    const { puts } = renderEditor(200)
    expect(await screen.findByText('name: Old')).toBeTruthy()
    expect(saveButton().hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Set name' }))
    expect(screen.getByText('name: New')).toBeTruthy()
    expect(saveButton().hasAttribute('disabled')).toBe(false)
    fireEvent.click(saveButton())
    await waitFor(() => expect(puts).toHaveLength(1))
    const url = new URL(puts[0].url)
    expect(url.pathname).toMatch(/\/uploads\/u1\/raw\/notes$/)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ file_name: 's.archive.json', wait_for_processing: 'true', entry_hash: 'h1' })
    expect(JSON.parse(puts[0].body)).toEqual({ data: { m_def: 'X', name: 'New' } })
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true))
  })

  it('opens the conflict dialog on 409 and keeps Save disabled until Reload', async () => {
    const { archiveReads } = renderEditor(409)
    await screen.findByText('name: Old')
    fireEvent.click(screen.getByRole('button', { name: 'Set name' }))
    fireEvent.click(saveButton())
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull())
    // Still changed, but in conflict: no save.
    expect(screen.getByText('name: New')).toBeTruthy()
    expect(saveButton().hasAttribute('disabled')).toBe(true)
    const reads = archiveReads()
    fireEvent.click(screen.getByRole('button', { name: 'Reload archive' }))
    expect(await screen.findByText('name: Old')).toBeTruthy()
    await waitFor(() => expect(archiveReads()).toBeGreaterThan(reads))
    fireEvent.click(screen.getByRole('button', { name: 'Set name' }))
    expect(saveButton().hasAttribute('disabled')).toBe(false)
  })

  it('asks before leaving the entry with unsaved changes, and stays when told', async () => {
    const { router } = renderEditor(200)
    await screen.findByText('name: Old')
    fireEvent.click(screen.getByRole('button', { name: 'Set name' }))
    await act(() => router.navigate('/user/uploads'))
    expect(await screen.findByText(LEAVE_MESSAGE)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByText(LEAVE_MESSAGE)).toBeNull())
    expect(router.state.location.pathname).toBe('/entry/id/e1')
    expect(screen.getByText('name: New')).toBeTruthy()
  })

  it('offers no Save for an entry that is not editable (published)', async () => {
    renderEditor(200, true)
    await screen.findByText('name: Old')
    expect(screen.queryByRole('button', { name: SAVE_ENTRY })).toBeNull()
  })

  it('adds a repeating sub section and opens it, deletes it and goes back; the type changes only to an allowed one', async () => {
    renderEditor(200)
    await screen.findByText('name: Old')
    fireEvent.click(screen.getByRole('button', { name: addLabel('steps') }))
    expect(screen.getByText('opened: data/steps/0; steps: 1; type: X')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: addLabel('steps') }))
    expect(screen.getByText('opened: data/steps/1; steps: 2; type: X')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: deleteLabel('steps') }))
    expect(screen.getByText('opened: data; steps: 1; type: X')).toBeTruthy()
    const select = screen.getByRole('combobox', { name: SECTION_TYPE_LABEL })
    expect((screen.getByRole('option', { name: 'Z' }) as HTMLOptionElement).disabled).toBe(true)
    fireEvent.change(select, { target: { value: 'Z' } })
    expect(screen.getByText('opened: data; steps: 1; type: X')).toBeTruthy()
    fireEvent.change(select, { target: { value: 'Y' } })
    expect(screen.getByText('opened: data; steps: 1; type: Y')).toBeTruthy()
    expect(saveButton().hasAttribute('disabled')).toBe(false)
  })

  it('offers no sub section actions for an entry that is not editable', async () => {
    renderEditor(200, true)
    await screen.findByText('name: Old')
    expect(screen.queryByRole('button', { name: addLabel('steps') })).toBeNull()
    expect(screen.queryByRole('combobox', { name: SECTION_TYPE_LABEL })).toBeNull()
  })
})
