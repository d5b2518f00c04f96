import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { entryId, randomId } from '.'

describe('entryId', () => {
  it.each([
    ['upload1', 'vasp/vasprun.xml', undefined],
    ['Bx3kJrVvQn2O9bS4mPQz1w', 'a b/ümlaut.archive.json', undefined],
    ['upload1', 'multi.h5', 'frame/3'],
  ])('is the first 28 url-safe base64 characters of SHA-512(%s + %s + key)', (upload, mainfile, key) => {
    const expected = createHash('sha512')
      .update(upload + mainfile + (key ?? ''))
      .digest('base64url')
      .slice(0, 28)
    expect(entryId(upload, mainfile, key)).toBe(expected)
  })

  it('maps the same file in the same upload to the same entry', () => {
    expect(entryId('u', 'x.cif')).toBe(entryId('u', 'x.cif'))
    expect(entryId('u', 'x.cif')).not.toBe(entryId('v', 'x.cif'))
  })
})

describe('randomId', () => {
  it('has 22 url-safe characters and does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, randomId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  })
})
