// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JsonObject, SearchRequestBody, SearchResponse } from '../context'
import {
  CANCEL_TEXT,
  chooseEntryLabel,
  COLUMN_TITLES,
  firstResultsText,
  NO_RESULTS_TEXT,
  NOTHING_TO_MATCH_TEXT,
  OK_TEXT,
  PUBLISHED_TEXT,
  SCOPE_TEXTS,
  SEARCH_DIALOG_DEBOUNCE_MS,
  SEARCH_LABEL,
  SEARCHING_TEXT,
  SECTION_SELECT_TITLE,
  SectionSelectDialog,
  UNPUBLISHED_TEXT,
  type SectionSelectDialogProps,
} from '.'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function anEntry(overrides: JsonObject = {}): JsonObject {
  return {
    entry_id: 'e1',
    upload_id: 'u1',
    upload_name: 'Silicon relaxations',
    mainfile: 'si/vasprun.xml',
    entry_name: 'vasprun.xml',
    entry_type: 'VASP',
    authors: [{ name: 'Ada Lovelace' }],
    ...overrides,
  }
}

const answer = (data: JsonObject[], total = data.length): SearchResponse => ({ data, pagination: { page_size: 100, total } })

/** A server whose answers the test releases, in any order. */
function aFakeServer() {
  const calls: { request: SearchRequestBody; resolve: (response: SearchResponse) => void; reject: (error: unknown) => void }[] = []
  const send = vi.fn(
    (request: SearchRequestBody) =>
      new Promise<SearchResponse>((resolve, reject) => {
        calls.push({ request, resolve, reject })
      }),
  )
  const release = async (index: number, response: SearchResponse) => {
    await act(async () => calls[index].resolve(response))
  }
  return { send, calls, release, last: () => calls[calls.length - 1] }
}

/** A server answering every request at once. */
const anAnsweringServer = (data: JsonObject[], total?: number) => vi.fn(async (_: SearchRequestBody) => answer(data, total))

function renderDialog(props: Partial<SectionSelectDialogProps> = {}) {
  const all: SectionSelectDialogProps = {
    isOpen: true,
    onCancel: vi.fn(),
    onSelect: vi.fn(),
    send: anAnsweringServer([anEntry()]),
    userId: 'me',
    ...props,
  }
  render(<SectionSelectDialog {...all} />)
  return all
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const okButton = () => screen.getByRole('button', { name: OK_TEXT })

describe('section-select dialog (spec 2 §2.5)', () => {
  it('is a modal with Cancel and OK', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: SECTION_SELECT_TITLE })
    expect(within(dialog).getByRole('button', { name: CANCEL_TEXT })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: OK_TEXT })).toBeTruthy()
  })

  it('offers All, Only mine, Only from others and Only this upload, All first', () => {
    renderDialog({ uploadId: 'u1' })
    expect(screen.getAllByRole('radio').map((input) => input.closest('label')?.textContent).slice(0, 4)).toEqual(Object.values(SCOPE_TEXTS))
    expect(radio(SCOPE_TEXTS.all).checked).toBe(true)
  })

  it('ticks Published and Unpublished by default', () => {
    renderDialog()
    expect(checkbox(PUBLISHED_TEXT).checked).toBe(true)
    expect(checkbox(UNPUBLISHED_TEXT).checked).toBe(true)
  })

  it('disables the scopes that need a login or an upload', () => {
    renderDialog({ userId: undefined, uploadId: undefined })
    expect(radio(SCOPE_TEXTS.mine).disabled).toBe(true)
    expect(radio(SCOPE_TEXTS.others).disabled).toBe(true)
    expect(radio(SCOPE_TEXTS.upload).disabled).toBe(true)
    expect(radio(SCOPE_TEXTS.all).disabled).toBe(false)
  })

  it('searches processed entries at once when opened, and shows them in the four columns', async () => {
    const props = renderDialog()
    expect(await screen.findByRole('cell', { name: 'Silicon relaxations' })).toBeTruthy()
    expect(props.send).toHaveBeenCalledTimes(1)
    expect(props.send).toHaveBeenCalledWith(
      expect.objectContaining({ owner: 'visible', query: { processed: true }, pagination: expect.objectContaining({ page_size: 100 }) }),
    )
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent).slice(1)).toEqual(Object.values(COLUMN_TITLES))
  })

  it('sends nothing while closed', () => {
    const send = anAnsweringServer([])
    renderDialog({ isOpen: false, send })
    expect(send).not.toHaveBeenCalled()
  })

  it('shows "searching ..." until the first answer and "no results" for none', async () => {
    const server = aFakeServer()
    renderDialog({ send: server.send })
    expect(screen.getByText(SEARCHING_TEXT)).toBeTruthy()
    await server.release(0, answer([]))
    expect(screen.getByText(NO_RESULTS_TEXT)).toBeTruthy()
  })

  it('says when more entries match than the first page shows', async () => {
    renderDialog({ send: anAnsweringServer([anEntry()], 250) })
    expect(await screen.findByText(firstResultsText(250))).toBeTruthy()
  })

  it('applies a scope change at once', async () => {
    const props = renderDialog({ uploadId: 'u9' })
    await screen.findByRole('cell', { name: 'Silicon relaxations' })
    fireEvent.click(radio(SCOPE_TEXTS.mine))
    await waitFor(() => expect(props.send).toHaveBeenCalledTimes(2))
    expect(vi.mocked(props.send).mock.calls[1][0]).toMatchObject({ owner: 'user', query: { processed: true } })
    fireEvent.click(radio(SCOPE_TEXTS.others))
    await waitFor(() => expect(props.send).toHaveBeenCalledTimes(3))
    expect(vi.mocked(props.send).mock.calls[2][0]).toMatchObject({
      owner: 'visible',
      query: { processed: true, 'main_author.user_id:none': ['me'] },
    })
    fireEvent.click(radio(SCOPE_TEXTS.upload))
    await waitFor(() => expect(props.send).toHaveBeenCalledTimes(4))
    expect(vi.mocked(props.send).mock.calls[3][0]).toMatchObject({ query: { processed: true, upload_id: 'u9' } })
  })

  it('narrows to published entries when Unpublished is unticked', async () => {
    const props = renderDialog()
    fireEvent.click(checkbox(UNPUBLISHED_TEXT))
    await waitFor(() => expect(props.send).toHaveBeenLastCalledWith(expect.objectContaining({ query: { processed: true, published: true } })))
  })

  it('asks nothing when neither Published nor Unpublished is ticked', async () => {
    const props = renderDialog()
    await screen.findByRole('cell', { name: 'Silicon relaxations' })
    fireEvent.click(checkbox(UNPUBLISHED_TEXT))
    fireEvent.click(checkbox(PUBLISHED_TEXT))
    expect(screen.getByText(NOTHING_TO_MATCH_TEXT)).toBeTruthy()
    const calls = vi.mocked(props.send).mock.calls.length
    await act(async () => {})
    expect(vi.mocked(props.send).mock.calls.length).toBe(calls)
    expect(okButton().hasAttribute('disabled')).toBe(true)
  })

  it('waits 700 ms after typing before it searches the text', async () => {
    vi.useFakeTimers()
    const server = aFakeServer()
    renderDialog({ send: server.send })
    await server.release(0, answer([anEntry()]))
    const input = screen.getByRole('combobox', { name: SEARCH_LABEL })
    fireEvent.change(input, { target: { value: 'vasp' } })
    act(() => void vi.advanceTimersByTime(400))
    fireEvent.change(input, { target: { value: 'vasprun.xml' } })
    act(() => void vi.advanceTimersByTime(SEARCH_DIALOG_DEBOUNCE_MS - 1))
    expect(server.send).toHaveBeenCalledTimes(1)
    act(() => void vi.advanceTimersByTime(1))
    expect(server.send).toHaveBeenCalledTimes(2)
    expect(server.last().request.query).toEqual({
      and: [{ processed: true }, { or: [
        { 'entry_name:any': ['vasprun.xml'] }, { 'mainfile:any': ['vasprun.xml'] }, { entry_id: 'vasprun.xml' },
        { 'entry_name.prefix': 'vasprun.xml' }, { 'mainfile.prefix': 'vasprun.xml' },
      ] }],
    })
  })

  it('shows only the newest answer when answers arrive out of order', async () => {
    const server = aFakeServer()
    renderDialog({ send: server.send })
    fireEvent.click(radio(SCOPE_TEXTS.mine))
    await waitFor(() => expect(server.calls).toHaveLength(2))
    await server.release(1, answer([anEntry({ entry_id: 'mine', upload_name: 'My upload' })]))
    await server.release(0, answer([anEntry({ entry_id: 'old', upload_name: 'Old upload' })]))
    expect(screen.getByRole('cell', { name: 'My upload' })).toBeTruthy()
    expect(screen.queryByRole('cell', { name: 'Old upload' })).toBeNull()
  })

  it('shows a failed search and reports it', async () => {
    const server = aFakeServer()
    const onError = vi.fn()
    renderDialog({ send: server.send, onError })
    await act(async () => server.calls[0].reject(new Error('The server is down (503)')))
    expect(screen.getByText('The server is down (503)')).toBeTruthy()
    expect(onError).toHaveBeenCalledWith(new Error('The server is down (503)'))
  })
})

describe('choosing an entry', () => {
  const entries = [
    anEntry(),
    anEntry({ entry_id: 'e2', entry_name: 'OUTCAR', mainfile: 'si/OUTCAR', upload_id: 'u2', upload_name: 'Other upload' }),
  ]

  it('enables OK once an entry is chosen and hands back the query edit result (spec 2 §3.9)', async () => {
    const props = renderDialog({ send: anAnsweringServer(entries) })
    await screen.findByRole('radio', { name: chooseEntryLabel('OUTCAR') })
    expect(okButton().hasAttribute('disabled')).toBe(true)
    fireEvent.click(radio(chooseEntryLabel('OUTCAR')))
    expect(screen.getByRole('row', { selected: true }).textContent).toContain('OUTCAR')
    fireEvent.click(okButton())
    expect(props.onSelect).toHaveBeenCalledWith({
      owner: 'visible',
      query: { processed: true },
      pagination: { page_size: 100, order_by: 'upload_create_time', order: 'desc' },
      filters: { values: { processed: true } },
      data: { entry_id: 'e2', upload_id: 'u2', mainfile: 'si/OUTCAR' },
    })
  })

  it('chooses by a click on the row and confirms with a double click', async () => {
    const props = renderDialog({ send: anAnsweringServer(entries) })
    const cell = await screen.findByRole('cell', { name: 'Other upload' })
    fireEvent.click(cell)
    expect(radio(chooseEntryLabel('OUTCAR')).checked).toBe(true)
    fireEvent.doubleClick(cell)
    expect(props.onSelect).toHaveBeenCalledWith(expect.objectContaining({ data: { entry_id: 'e2', upload_id: 'u2', mainfile: 'si/OUTCAR' } }))
  })

  it('cannot confirm an entry the new results no longer hold', async () => {
    const server = aFakeServer()
    renderDialog({ send: server.send })
    await server.release(0, answer(entries))
    fireEvent.click(radio(chooseEntryLabel('OUTCAR')))
    fireEvent.click(radio(SCOPE_TEXTS.mine))
    await waitFor(() => expect(server.calls).toHaveLength(2))
    await server.release(1, answer([anEntry()]))
    expect(okButton().hasAttribute('disabled')).toBe(true)
  })

  it('Cancel calls onCancel and selects nothing', () => {
    const props = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: CANCEL_TEXT }))
    expect(props.onCancel).toHaveBeenCalledTimes(1)
    expect(props.onSelect).not.toHaveBeenCalled()
  })
})
