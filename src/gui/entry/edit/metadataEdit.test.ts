// The entry's metadata edit (spec 3 §4, §5): the checks with the spec's messages word for
// word, and the request that only names what changed.
import { describe, expect, it } from 'vitest'
import { anEntry } from '../testing/builders'
import {
  datasetAddProblem, datasetRemoveProblem, draftOf, editMetadata, hasChanges, newDatasetProblem, referenceProblem, userMetadataOf,
} from './metadataEdit'

const current = userMetadataOf(anEntry())
const draft = draftOf(current)

describe('referenceProblem', () => {
  it.each([
    ['https://example.org/paper', undefined],
    [' http://example.org ', undefined],
    ['example.org', 'Pleas enter a valid URL ...'],
    ['ftp://example.org', 'Pleas enter a valid URL ...'],
    ['', 'Pleas enter a valid URL ...'],
    ['https://doi.org/10.1000/182', 'The URL is already in the references'],
  ])('%j → %s', (url, problem) => {
    expect(referenceProblem(url, current.references)).toBe(problem)
  })
})

describe('datasets', () => {
  it('refuses adding to a dataset the entry is in, unless it is being removed', () => {
    const salts = { id: 'd1', name: 'Salts' }
    expect(datasetAddProblem(salts, current, draft)).toBe('The data is already in the selected dataset')
    expect(datasetAddProblem(salts, current, { ...draft, removeDatasets: ['d1'] })).toBeUndefined()
    expect(datasetAddProblem({ id: 'd2', name: 'Oxides' }, current, { ...draft, addDatasets: [{ id: 'd2', name: 'Oxides' }] })).toBe(
      'The data is already in the selected dataset',
    )
  })

  it('keeps the entry in a dataset with a DOI', () => {
    expect(datasetRemoveProblem({ id: 'd1', name: 'Salts', doi: '10.1/x' })).toBe('The dataset cannot be removed. A DOI has been assigned to the dataset.')
    expect(datasetRemoveProblem({ id: 'd2', name: 'Oxides' })).toBeUndefined()
  })

  it.each([
    ['Oxides', undefined],
    ['', 'Invalid name for dataset'],
    [' leading space', 'Invalid name for dataset'],
    ['Salts', 'There is already a dataset with name Salts'],
  ])('a new dataset named %j → %s', (name, problem) => {
    expect(newDatasetProblem(name, current.datasets, draft)).toBe(problem)
  })
})

describe('the request', () => {
  it('has no changes for an untouched draft', () => {
    expect(hasChanges(current, draft)).toBe(false)
    expect(editMetadata(current, draft)).toEqual({})
  })

  it('names only what changed: the comment, the whole references list, datasets to add and remove', () => {
    const changed = { ...draft, comment: 'new', references: [...current.references, 'https://x.org'], addDatasets: [{ id: 'd2', name: 'Oxides' }], removeDatasets: ['d1'] }
    expect(hasChanges(current, changed)).toBe(true)
    expect(editMetadata(current, changed)).toEqual({
      comment: 'new',
      references: ['https://doi.org/10.1000/182', 'https://x.org'],
      datasets: { add: ['d2'], remove: ['d1'] },
    })
  })

  it('counts a new dataset as a change without naming it in the edit', () => {
    const changed = { ...draft, newDatasets: ['Fresh'] }
    expect(hasChanges(current, changed)).toBe(true)
    expect(editMetadata(current, changed)).toEqual({})
  })
})
