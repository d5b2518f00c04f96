import { describe, expect, it } from 'vitest'
import { authorsText } from './EntryTable'
import {
  DEFAULT_SETTINGS,
  queryEditResult,
  scopeAvailable,
  sectionSelectFilters,
  sectionSelectQuery,
  sectionSelectRequest,
  type SectionSelectContext,
  type SectionSelectSettings,
} from './query'

const context: SectionSelectContext = { userId: 'user-1', uploadId: 'upload-1' }
const settings = (overrides: Partial<SectionSelectSettings> = {}): SectionSelectSettings => ({ ...DEFAULT_SETTINGS, ...overrides })

describe('section-select scopes (spec 2 §2.5, §6)', () => {
  it.each([
    ['all', 'visible', { processed: true }],
    ['mine', 'user', { processed: true }],
    ['others', 'visible', { processed: true, 'main_author.user_id:none': ['user-1'] }],
    ['upload', 'visible', { processed: true, upload_id: 'upload-1' }],
  ] as const)('%s searches owner %s with %j', (scope, owner, query) => {
    expect(sectionSelectQuery(sectionSelectFilters(settings({ scope }), context), '')).toEqual({ owner, query })
  })

  it('keeps "Only from others" as a filter state with query mode none', () => {
    expect(sectionSelectFilters(settings({ scope: 'others' }), context)).toEqual({
      values: { processed: true, 'main_author.user_id': ['user-1'] },
      queryModes: { 'main_author.user_id': 'none' },
    })
  })

  it.each([
    ['mine', {}, false],
    ['others', { uploadId: 'u' }, false],
    ['upload', { userId: 'me' }, false],
    ['upload', { uploadId: 'u' }, true],
    ['all', {}, true],
  ] as const)('%s is available with %j: %s', (scope, given, available) => {
    expect(scopeAvailable(scope, given)).toBe(available)
  })

  it('adds nothing for a scope that cannot apply (nobody logged in)', () => {
    expect(sectionSelectFilters(settings({ scope: 'mine' }), {})).toEqual({ values: { processed: true } })
  })
})

describe('published and unpublished', () => {
  it.each([
    [true, true, undefined],
    [true, false, true],
    [false, true, false],
  ])('published %s, unpublished %s filters published to %s', (published, unpublished, expected) => {
    expect(sectionSelectFilters(settings({ published, unpublished }), context).values.published).toBe(expected)
  })
})

describe('the request (spec 2 §7 row "search dialog")', () => {
  it('asks for 100 processed entries without quantities, sections and files', () => {
    expect(sectionSelectRequest(settings(), context)).toEqual({
      owner: 'visible',
      query: { processed: true },
      pagination: { page_size: 100, order_by: 'upload_create_time', order: 'desc' },
      required: { exclude: ['quantities', 'sections', 'files'] },
      aggregations: {},
    })
  })

  it('ands the locked filters with an or of entry_name, mainfile and entry_id for a text, and of their word prefixes', () => {
    expect(sectionSelectRequest(settings({ text: '  vasprun.xml ', scope: 'upload' }), context).query).toEqual({
      and: [
        { processed: true, upload_id: 'upload-1' },
        {
          or: [
            { 'entry_name:any': ['vasprun.xml'] },
            { 'mainfile:any': ['vasprun.xml'] },
            { entry_id: 'vasprun.xml' },
            { 'entry_name.prefix': 'vasprun.xml' },
            { 'mainfile.prefix': 'vasprun.xml' },
          ],
        },
      ],
    })
  })

  it('ignores a whitespace-only text', () => {
    expect(sectionSelectRequest(settings({ text: '   ' }), context).query).toEqual({ processed: true })
  })
})

describe('the query edit result (spec 2 §3.9)', () => {
  it('carries owner, query, pagination, filters and the chosen entry', () => {
    const chosen = { entry_id: 'e1', upload_id: 'u1', mainfile: 'a/vasprun.xml' }
    expect(queryEditResult(settings({ scope: 'mine', unpublished: false }), context, chosen)).toEqual({
      owner: 'user',
      query: { processed: true, published: true },
      pagination: { page_size: 100, order_by: 'upload_create_time', order: 'desc' },
      filters: { values: { processed: true, visibility: 'user', published: true } },
      data: chosen,
    })
  })

  it('has no data without a chosen entry', () => {
    expect(queryEditResult(settings(), context)).not.toHaveProperty('data')
  })
})

describe('authors column', () => {
  it.each([
    [[], ''],
    [[{ name: 'Ada' }], 'Ada'],
    [[{ name: 'Ada' }, { name: 'Alan' }, { name: 'Grace' }], 'Ada, Alan, Grace'],
    [[{ name: 'Ada' }, { name: 'Alan' }, { name: 'Grace' }, { name: 'Linus' }], 'Ada, Linus et al'],
    ['not a list', ''],
    [[{ nom: 'x' }, null, 'Bare'], 'Bare'],
  ])('%j reads %j', (authors, text) => {
    expect(authorsText(authors)).toBe(text)
  })
})
