import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { searchDoc } from './doc'
import { Problems } from './problems'
import { applyRequired, parseRequired } from './required'

const entries = searchDoc('entries', searchQuantities())

function required(raw: unknown, orderBy = 'entry_id') {
  const problems = new Problems()
  return { required: parseRequired(raw, entries, [orderBy, 'entry_id'], problems), problems: problems.list }
}

const hit = {
  entry_id: 'e1',
  upload_id: 'u1',
  mainfile: 'a/vasprun.xml',
  mainfile_key: 'k',
  upload_create_time: '2024-03-25T18:48:53+00:00',
  authors: [{ user_id: 'x', name: 'Ann' }, { user_id: 'y', name: 'Bob' }],
  quantities: ['results', 'results.material'],
  files: ['a/vasprun.xml'],
  results: { material: { elements: ['O', 'Si'], symmetry: { crystal_system: 'cubic' } }, method: { method_name: 'DFT' } },
}

describe('required (reference §2.6)', () => {
  it.each([
    ['include [] answers the id', { include: [] }, 'entry_id', { include: ['entry_id'] }],
    ['include adds order_by and the id', { include: ['mainfile'] }, 'upload_create_time', { include: ['mainfile', 'upload_create_time', 'entry_id'] }],
    ['include keeps names given once', { include: ['entry_id', 'mainfile'] }, 'entry_id', { include: ['entry_id', 'mainfile'] }],
    ['exclude never drops the id or order_by', { exclude: ['entry_id', 'upload_create_time', 'files'] }, 'upload_create_time', { exclude: ['files'] }],
    ['wildcards are not validated', { include: ['results.material.*', 'mainfile*', 'nothing*'] }, 'entry_id', { include: ['results.material.*', 'mainfile*', 'nothing*', 'entry_id'] }],
    ['sections and objects above quantities are fields', { include: ['results', 'authors', 'results.material.symmetry'] }, 'entry_id', { include: ['results', 'authors', 'results.material.symmetry', 'entry_id'] }],
    ['the GUI results table', { exclude: ['quantities', 'sections', 'files'] }, 'entry_id', { exclude: ['quantities', 'sections', 'files'] }],
    ['_score is not a field to keep', { include: [] }, '_score', { include: ['entry_id'] }],
  ])('%s', (_case, raw, orderBy, expected) => {
    expect(required(raw, orderBy)).toEqual({ required: expected, problems: [] })
  })

  it('is absent when not asked for', () => {
    expect(required(undefined).required).toBeUndefined()
  })

  it.each([
    [{ include: ['data.lab_id'] }, [[['required']], 'data.lab_id is not a doc quantity']],
    [{ exclude: ['results.material.nothing'] }, [[['required']], 'results.material.nothing is not a doc quantity']],
    [{ include: 'mainfile' }, [['body', 'required', 'include'], 'value is not a valid list']],
    [{ include: [1] }, [['body', 'required', 'include', 0], 'str type expected']],
    [['mainfile'], [['body', 'required'], 'value is not a valid dict']],
  ])('refuses %j', (raw, [loc, msg]) => {
    expect(required(raw).problems.map((p) => [p.loc, p.msg])).toEqual([[loc, msg]])
  })
})

describe('applying required to a hit', () => {
  it.each([
    ['fields by name', { include: ['entry_id', 'mainfile'] }, { entry_id: 'e1', mainfile: 'a/vasprun.xml' }],
    ['a wildcard suffix', { include: ['mainfile*'] }, { mainfile: 'a/vasprun.xml', mainfile_key: 'k' }],
    ['a wildcard below an object', { include: ['results.material.*'] }, { results: { material: hit.results.material } }],
    ['a whole section', { include: ['results.method'] }, { results: { method: { method_name: 'DFT' } } }],
    ['a field of each item of a list', { include: ['authors.name'] }, { authors: [{ name: 'Ann' }, { name: 'Bob' }] }],
    ['a field nobody has', { include: ['comment'] }, {}],
    ['everything but some', { exclude: ['quantities', 'files', 'results.material.symmetry', 'authors.user_id'] }, {
      entry_id: 'e1', upload_id: 'u1', mainfile: 'a/vasprun.xml', mainfile_key: 'k', upload_create_time: hit.upload_create_time,
      authors: [{ name: 'Ann' }, { name: 'Bob' }],
      results: { material: { elements: ['O', 'Si'] }, method: { method_name: 'DFT' } },
    }],
    ['include then exclude', { include: ['results'], exclude: ['results.method'] }, { results: { material: hit.results.material } }],
  ])('%s', (_case, req, expected) => {
    expect(applyRequired(hit, req)).toEqual(expected)
  })

  it('answers everything without required', () => {
    expect(applyRequired(hit, undefined)).toBe(hit)
  })
})
