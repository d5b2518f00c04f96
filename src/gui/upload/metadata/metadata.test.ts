// The metadata editor's rules (spec 3 §5) and its pending changes (spec 3 §4), as tables.
import { describe, expect, it } from 'vitest'
import {
  addDataset, addReference, createDataset, datasetsWith, editMetadata, hasChanges, NO_CHANGES, referencesWith, removeDataset,
  removeReference, setComment, setUploadName, type StoredMetadata,
} from './pendingChanges'
import { storedMetadata } from './storedMetadata'
import {
  addDatasetProblem, DATASET_ALREADY_IN, DATASET_HAS_DOI, DATASET_NAME_INVALID, datasetNameProblem, datasetNameTaken, REFERENCE_DUPLICATE,
  REFERENCE_INVALID, referenceProblem, removeDatasetProblem,
} from './validation'

const FILMS = { dataset_id: 'd1', dataset_name: 'Films' }
const CITED = { dataset_id: 'd2', dataset_name: 'Cited', doi: '10.1/abc' }
const stored: StoredMetadata = { uploadName: 'Thin films', comment: 'PBE', references: ['https://a.org/1'], datasets: [FILMS, CITED] }

describe('messages word for word', () => {
  it.each([
    [REFERENCE_INVALID, 'Pleas enter a valid URL ...'],
    [REFERENCE_DUPLICATE, 'The URL is already in the references'],
    [datasetNameTaken('Films'), 'There is already a dataset with name Films'],
    [DATASET_NAME_INVALID, 'Invalid name for dataset'],
    [DATASET_ALREADY_IN, 'The data is already in the selected dataset'],
    [DATASET_HAS_DOI, 'The dataset cannot be removed. A DOI has been assigned to the dataset.'],
  ])('%s', (text, expected) => expect(text).toBe(expected))
})

describe('references', () => {
  it.each([
    ['https://doi.org/10.1000/xyz', undefined],
    ['http://example.org/paper?id=3', undefined],
    ['not a url', REFERENCE_INVALID],
    ['doi.org/10.1000/xyz', REFERENCE_INVALID],
    ['ftp://example.org/file', REFERENCE_INVALID],
    ['https://exa mple.org', REFERENCE_INVALID],
    ['javascript:alert(1)', REFERENCE_INVALID],
    ['https://a.org/1', REFERENCE_DUPLICATE],
  ])('%s → %s', (url, expected) => {
    expect(referenceProblem(url, stored.references)).toBe(expected)
  })
})

describe('datasets', () => {
  const mine = [FILMS, CITED, { dataset_id: 'd3', dataset_name: 'Other' }]
  it.each([
    ['New one', undefined],
    ['Other', datasetNameTaken('Other')],
    ['Films', datasetNameTaken('Films')],
    [' leading', DATASET_NAME_INVALID],
    ['', undefined],
  ])('a new dataset named %j → %s', (name, expected) => {
    expect(datasetNameProblem(name, mine, stored.datasets)).toBe(expected)
  })

  it('a name pending creation is taken too', () => {
    const shown = datasetsWith(stored, createDataset(NO_CHANGES, 'Fresh'))
    expect(datasetNameProblem('Fresh', mine, shown)).toBe(datasetNameTaken('Fresh'))
  })

  it('adding the entries to a dataset they are in is refused', () => {
    expect(addDatasetProblem(FILMS, stored.datasets)).toBe(DATASET_ALREADY_IN)
    expect(addDatasetProblem({ dataset_id: 'd3', dataset_name: 'Other' }, stored.datasets)).toBeUndefined()
  })

  it('a dataset with a DOI cannot be removed, unless adding it is not submitted yet', () => {
    expect(removeDatasetProblem(CITED)).toBe(DATASET_HAS_DOI)
    expect(removeDatasetProblem({ ...CITED, pending: true })).toBeUndefined()
    expect(removeDatasetProblem(FILMS)).toBeUndefined()
  })
})

describe('pending changes', () => {
  it('start empty; typing the stored value back is no change', () => {
    expect(hasChanges(NO_CHANGES)).toBe(false)
    const typed = setComment(NO_CHANGES, stored, 'PBE0')
    expect(hasChanges(typed)).toBe(true)
    expect(hasChanges(setComment(typed, stored, 'PBE'))).toBe(false)
    expect(hasChanges(setUploadName(NO_CHANGES, stored, 'Thin films'))).toBe(false)
  })

  it('adding and removing a reference undo each other', () => {
    const added = addReference(NO_CHANGES, 'https://b.org')
    expect(referencesWith(stored, added)).toEqual(['https://a.org/1', 'https://b.org'])
    expect(hasChanges(removeReference(added, 'https://b.org'))).toBe(false)
    const removed = removeReference(NO_CHANGES, 'https://a.org/1')
    expect(referencesWith(stored, removed)).toEqual([])
    expect(hasChanges(addReference(removed, 'https://a.org/1'))).toBe(false)
  })

  it('datasets: created and added ones are pending; removing them just drops them', () => {
    const other = { dataset_id: 'd3', dataset_name: 'Other' }
    const changes = addDataset(createDataset(NO_CHANGES, 'Fresh'), other)
    expect(datasetsWith(stored, changes)).toEqual([FILMS, CITED, { ...other, pending: true }, { dataset_name: 'Fresh', pending: true }])
    expect(hasChanges(removeDataset(removeDataset(changes, { dataset_name: 'Fresh' }), other))).toBe(false)
    expect(datasetsWith(stored, removeDataset(NO_CHANGES, FILMS))).toEqual([CITED])
  })

  it('become one edit: the name trimmed (spec 3 §5), lists as add/remove, created datasets by their new ids', () => {
    let changes = setUploadName(NO_CHANGES, stored, '  Films 2024  ')
    changes = setComment(changes, stored, 'HSE06')
    changes = addReference(changes, 'https://b.org')
    changes = removeReference(changes, 'https://a.org/1')
    changes = addDataset(changes, { dataset_id: 'd3', dataset_name: 'Other' })
    changes = removeDataset(changes, FILMS)
    changes = createDataset(changes, 'Fresh')
    expect(editMetadata(changes, ['d9'])).toEqual({
      upload_name: 'Films 2024',
      comment: 'HSE06',
      references: { add: ['https://b.org'], remove: ['https://a.org/1'] },
      datasets: { add: ['d3', 'd9'], remove: ['d1'] },
    })
    expect(editMetadata(NO_CHANGES)).toEqual({})
  })
})

describe('the stored values, from the entries', () => {
  it('unites references and datasets, and says when comments differ', () => {
    const entries = [
      { entry_id: 'e1', upload_id: 'u', mainfile: 'a', comment: 'PBE', references: ['https://a.org'], datasets: [FILMS] },
      { entry_id: 'e2', upload_id: 'u', mainfile: 'b', comment: 'HSE', references: ['https://a.org', 'https://b.org'], datasets: [FILMS, CITED] },
    ]
    const result = storedMetadata('Films', entries)
    expect(result).toMatchObject({ uploadName: 'Films', comment: 'PBE', commentsDiffer: true, references: ['https://a.org', 'https://b.org'] })
    expect(result.datasets.map((dataset) => dataset.dataset_id)).toEqual(['d1', 'd2'])
  })

  it('reads malformed metadata as nothing', () => {
    const entries = [{ entry_id: 'e1', upload_id: 'u', mainfile: 'a', comment: 3, references: 'https://a.org', datasets: [null, 'x', { dataset_name: 'no id' }] }]
    expect(storedMetadata(null, entries)).toMatchObject({ uploadName: '', comment: '', references: [], datasets: [], commentsDiffer: false })
  })
})
