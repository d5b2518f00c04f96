// The check before a deletion (spec 3 §8): references into the deleted path, and which
// referencing entries would break (those not deleted with it).
import { describe, expect, it } from 'vitest'
import type { ReferencingEntry } from '../../api'
import { readDrop } from './droppedFile'
import { checkReferences } from './references'

const referencing = (entry_id: string, upload_id: string, mainfile: string, targets: [upload: string, mainfile: string][]): ReferencingEntry => ({
  entry_id, upload_id, mainfile,
  entry_references: targets.map(([target_upload_id, target_mainfile]) => ({ target_upload_id, target_mainfile, target_entry_id: `e-${target_mainfile}` })),
})

describe('references into a deleted path', () => {
  const entries = [
    referencing('sample', 'other', 'sample.archive.json', [['up1', 'data/xrd.archive.json']]),
    referencing('inner', 'up1', 'data/notes.archive.json', [['up1', 'data/xrd.archive.json']]),
    referencing('elsewhere', 'other', 'b.archive.json', [['up2', 'data/xrd.archive.json'], ['up1', 'calc/vasp.xml']]),
  ]

  it('lists the references into a deleted folder and the entries outside it that break', () => {
    const check = checkReferences(entries, 'up1', 'data')
    expect(check.references.map((reference) => [reference.source_entry_id, reference.target_mainfile])).toEqual([
      ['sample', 'data/xrd.archive.json'],
      ['inner', 'data/xrd.archive.json'],
    ])
    expect(check.broken.map((entry) => entry.entry_id)).toEqual(['sample'])
  })

  it('finds nothing when no reference points into the path', () => {
    expect(checkReferences(entries, 'up1', 'other-folder')).toEqual({ references: [], broken: [] })
    expect(checkReferences(entries, 'up1', 'dat')).toEqual({ references: [], broken: [] })
  })

  it('counts a whole-upload deletion (the root) and entries without references', () => {
    const check = checkReferences([...entries, { entry_id: 'plain', upload_id: 'other', mainfile: 'x.json' }], 'up1', '')
    expect(check.broken.map((entry) => entry.entry_id)).toEqual(['sample', 'elsewhere'])
  })
})

describe('what is dropped onto a folder', () => {
  const api = 'http://localhost:8000/api'

  it("reads the browser's own items", () => {
    expect(readDrop({ own: JSON.stringify({ uploadId: 'up1', path: 'a/b.txt' }) }, api)).toEqual({ ok: true, file: { uploadId: 'up1', path: 'a/b.txt' } })
  })

  it('reads a raw-file link of this deployment', () => {
    expect(readDrop({ url: 'http://localhost:8000/api/v1/uploads/up1/raw/a%20b/c.txt' }, api)).toEqual({ ok: true, file: { uploadId: 'up1', path: 'a b/c.txt' } })
  })

  it.each([
    [{}, 'Expected an upload url'],
    [{ url: 'not a url' }, 'Absolute url required'],
    [{ url: 'http://elsewhere.org/api/v1/uploads/up1/raw/a.txt' }, 'Expected an upload url'],
    [{ url: 'http://localhost:8000/api/v1/uploads/up1/rawdir/a.txt' }, 'Expected an upload url'],
    [{ url: 'http://localhost:8000/api/v1/uploads/up1/raw/%E0%A4%A' }, 'Bad path: %E0%A4%A'],
    [{ url: 'http://localhost:8000/api/v1/uploads/up1/raw/' }, 'Bad path: '],
    [{ own: '{not json', url: 'http://localhost:8000/api/v1/uploads/up1/raw/ok.txt' }, undefined],
  ])('refuses %j with %j', (data, message) => {
    const reading = readDrop(data, api)
    if (message === undefined) expect(reading).toEqual({ ok: true, file: { uploadId: 'up1', path: 'ok.txt' } })
    else expect(reading).toEqual({ ok: false, message })
  })
})
