// @vitest-environment jsdom
// The shared input widgets (spec 2 §5.6): the URL rule, the JSON/YAML editor's messages,
// the author fields (email rule, a chosen account makes the fields read-only).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { JsonValue } from '../../../core/archive'
import type { User } from '../../../core/api'
import { AuthorFields, authorOf, authorValue, emailError, JSON_EDITOR_ROWS, JsonEditor, parseStructured, urlError, type AuthorValue } from '.'

afterEach(cleanup)

describe('urlError', () => {
  it.each([
    ['', undefined],
    ['https://nomad-lab.eu', undefined],
    ['http://localhost:8000/gui', undefined],
    ['mailto:someone@example.org', undefined],
    ['nomad-lab.eu', 'Invalid URL string!'],
    ['not a url', 'Invalid URL string!'],
  ])('%j → %j', (text, error) => {
    expect(urlError(text)).toBe(error)
  })
})

describe('parseStructured', () => {
  it('reads JSON and YAML, empty as undefined', () => {
    expect(parseStructured('{"a": [1, 2]}', 'json')).toEqual({ ok: true, value: { a: [1, 2] } })
    expect(parseStructured('a:\n  - 1\n  - 2\n', 'yaml')).toEqual({ ok: true, value: { a: [1, 2] } })
    expect(parseStructured('  ', 'json')).toEqual({ ok: true, value: undefined })
  })

  it("prefixes the parser's message", () => {
    const json = parseStructured('{"a": ', 'json')
    expect(json.ok).toBe(false)
    if (!json.ok) expect(json.error).toMatch(/^This is not JSON: .+/)
    const yaml = parseStructured('a: [1, 2', 'yaml')
    expect(yaml.ok).toBe(false)
    if (!yaml.ok) expect(yaml.error).toMatch(/^This is not YAML: .+/)
  })
})

describe('JsonEditor', () => {
  function Host({ format }: { format?: 'json' | 'yaml' }) {
    const [value, setValue] = useState<JsonValue | undefined>({ a: 1 })
    return (
      <>
        <JsonEditor label="Query" value={value} onChange={setValue} format={format} />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </>
    )
  }

  it('has 20 rows and passes on only text that parses', () => {
    render(<Host />)
    const area = screen.getByRole('textbox', { name: 'Query' })
    expect(area.getAttribute('rows')).toBe(String(JSON_EDITOR_ROWS))
    fireEvent.change(area, { target: { value: '{"b": 2}' } })
    expect(screen.getByTestId('value').textContent).toBe('{"b":2}')
    fireEvent.change(area, { target: { value: '{"b": ' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not JSON: /)
    expect(screen.getByTestId('value').textContent).toBe('{"b":2}')
  })

  it('edits YAML', () => {
    render(<Host format="yaml" />)
    const area = screen.getByRole('textbox', { name: 'Query' })
    expect((area as HTMLTextAreaElement).value).toBe('a: 1\n')
    fireEvent.change(area, { target: { value: 'b: [1, 2]' } })
    expect(screen.getByTestId('value').textContent).toBe('{"b":[1,2]}')
    fireEvent.change(area, { target: { value: 'b: [1, 2' } })
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not YAML: /)
  })
})

describe('author', () => {
  it('checks the email', () => {
    expect(emailError('a@b.org')).toBeUndefined()
    expect(emailError('')).toBeUndefined()
    expect(emailError('a@b')).toBe('The email is not valid!')
    expect(emailError('not an email')).toBe('The email is not valid!')
  })

  it('reads and writes the stored author, leaving empty fields out', () => {
    expect(authorOf({ first_name: 'Ada', last_name: '', other: 1 })).toEqual({ first_name: 'Ada' })
    expect(authorOf('Ada')).toEqual({})
    expect(authorValue({ first_name: 'Ada', email: ' ' })).toEqual({ first_name: 'Ada' })
    expect(authorValue({})).toBeUndefined()
  })

  const ada: User = {
    user_id: 'u1', username: 'ada', name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace',
    affiliation: 'Analytical Engines', affiliation_address: 'London', created: '2024-01-01T00:00:00Z', is_admin: false, is_oasis_admin: false,
  }

  function Host() {
    const [author, setAuthor] = useState<AuthorValue>({})
    const [prefix, setPrefix] = useState('')
    return (
      <>
        <AuthorFields value={author} onChange={setAuthor} users={prefix ? [ada] : []} onSearch={setPrefix} />
        <output data-testid="author">{JSON.stringify(author)}</output>
      </>
    )
  }

  it("says 'The email is not valid!' and stores only a valid email", async () => {
    render(<Host />)
    const email = screen.getByRole('textbox', { name: 'Email' })
    await userEvent.type(email, 'ada@')
    expect(screen.getByRole('alert').textContent).toBe('The email is not valid!')
    expect(screen.getByTestId('author').textContent).toBe('{}')
    await userEvent.type(email, 'example.org')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('author').textContent).toBe('{"email":"ada@example.org"}')
  })

  it('keeps the first key typed right after the search field gets focus', async () => {
    render(<Host />)
    const search = screen.getByRole('combobox', { name: 'Search for a user account' })
    // Keys within a frame of the focus (a fast typist, autofill): Blueprint's Suggest selects
    // the text one frame after focus, which selected the first key for the next to replace.
    act(() => search.focus())
    fireEvent.change(search, { target: { value: 'A' } })
    await act(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))))
    await userEvent.keyboard('da')
    expect(search).toHaveProperty('value', 'Ada')
  })

  it('a chosen user account fills the fields and makes them read-only until removed', async () => {
    render(<Host />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Search for a user account' }), 'Ada')
    const option = await screen.findByRole('option', { name: /Ada Lovelace/ })
    await userEvent.click(within(option).getByText('Ada Lovelace'))
    expect(JSON.parse(screen.getByTestId('author').textContent ?? '')).toMatchObject({ user_id: 'u1', first_name: 'Ada', last_name: 'Lovelace', affiliation: 'Analytical Engines' })
    for (const name of ['First name', 'Last name', 'Email', 'Affiliation', 'Address']) {
      expect(screen.getByRole('textbox', { name })).toHaveProperty('readOnly', true)
    }
    await userEvent.click(screen.getByRole('button', { name: 'Remove the user account' }))
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('readOnly', false)
  })
})
