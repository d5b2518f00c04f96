// Which entries show edit actions and a writable file browser (spec 1 §4, spec 3 §6) — as
// a table of user, publication, authorship, data and processing.
import { describe, expect, it } from 'vitest'
import { anEntry } from '../testing/builders'
import { entryEditable, filesEditable } from './editable'

const ada = { user_id: 'ada' }
const bob = { user_id: 'bob' }
const draft = { published: false, data: { name: 'sample' } }

describe('entryEditable and filesEditable', () => {
  it.each([
    ['signed out', null, draft, false, false],
    ['main author, unpublished, with data', ada, draft, true, true],
    ['main author, published', ada, { ...draft, published: true }, false, false],
    ['publication unknown', ada, { data: { name: 'sample' } }, false, false],
    ['another user', bob, draft, false, false],
    ['a writer', bob, { ...draft, writers: [{ user_id: 'bob' }] }, true, true],
    ['no data section (a parsed file)', ada, { published: false }, false, true],
    ['data named by its quantities', ada, { published: false, quantities: ['data.name'] }, true, true],
    ['being processed', ada, { ...draft, process_running: true }, false, false],
    ['malformed writers', bob, { ...draft, writers: 'bob' }, false, false],
  ])('%s', (_case, user, overrides, editable, files) => {
    const entry = anEntry({ published: undefined, ...overrides })
    expect(entryEditable(entry, user)).toBe(editable)
    expect(filesEditable(entry, user)).toBe(files)
  })
})
