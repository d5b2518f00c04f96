import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { parseSearchRequest } from '../request'
import { freeTextWords } from './score'

const quantities = searchQuantities()

function wordsOf(query: unknown): string[] {
  const result = parseSearchRequest({ query }, { resource: 'entries', quantities })
  if (!result.ok) throw new Error(JSON.stringify(result.detail))
  return freeTextWords(result.request.query).sort()
}

describe('freeTextWords', () => {
  it('takes the words of free text that selects hits, lower-case, each once', () => {
    expect(wordsOf({ 'text_search_contents:any': ['Band gap', 'GAP'] })).toEqual(['band', 'gap'])
    expect(wordsOf({ and: [{ text_search_contents: 'oxide' }, { 'results.material.elements': ['O'] }] })).toEqual(['oxide'])
    expect(wordsOf({ or: [{ text_search_contents: 'zinc' }, { text_search_contents: 'copper' }] })).toEqual(['copper', 'zinc'])
  })

  it('leaves out words that exclude hits and other quantities', () => {
    expect(wordsOf({ not: { text_search_contents: 'oxide' } })).toEqual([])
    expect(wordsOf({ 'text_search_contents:none': ['oxide'] })).toEqual([])
    expect(wordsOf({ comment: 'oxide', entry_name: 'oxide' })).toEqual([])
    expect(wordsOf({})).toEqual([])
  })
})
