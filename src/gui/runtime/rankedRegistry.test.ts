import { describe, expect, it } from 'vitest'
import { createRankedRegistry, type RankedDef } from './rankedRegistry'
import { NOT_APPLICABLE, rankWith, withIncreasedRank } from './testers'

interface FileLike {
  readonly name: string
}
const endsWith = (suffix: string) => (file: FileLike) => file.name.endsWith(suffix)
const def = (type: string, rank: RankedDef<FileLike>['rank']): RankedDef<FileLike> => ({ type, rank })

const text = def('text', rankWith(1, endsWith('')))
const json = def('json', rankWith(5, endsWith('.json')))
const never = def('never', () => NOT_APPLICABLE)
const previewers = createRankedRegistry('file previewer', [text, json, never])

describe('createRankedRegistry', () => {
  it.each([
    ['data.json', 'json', ['json', 'text']],
    ['notes.txt', 'text', ['text']],
  ])('%s: best %s, candidates %j', (name, best, candidates) => {
    expect(previewers.best({ name })?.type).toBe(best)
    expect(previewers.candidates({ name }).map((fit) => fit.type)).toEqual(candidates)
  })

  it('has no best where nothing fits', () => {
    const picky = createRankedRegistry('file previewer', [json])
    expect(picky.best({ name: 'a.txt' })).toBeUndefined()
    expect(picky.candidates({ name: 'a.txt' })).toEqual([])
  })

  it('gives a tie to the definition listed later', () => {
    const plugin = def('plugin-json', rankWith(5, endsWith('.json')))
    expect(createRankedRegistry('file previewer', [json, plugin]).best({ name: 'a.json' })).toBe(plugin)
  })

  it('lets a plugin beat a built-in with withIncreasedRank, listed anywhere', () => {
    const better = def('better-json', withIncreasedRank(1, json.rank))
    expect(createRankedRegistry('file previewer', [better, json, text]).best({ name: 'a.json' })).toBe(better)
  })

  it('is also a registry by name', () => {
    expect(previewers.get('json')).toBe(json)
    expect(() => previewers.get('hdf5')).toThrow('Unknown file previewer type: hdf5.')
  })
})
