// Datasets of the entries (spec 3 §5): create a new one by name, add the entries to one of
// the user's datasets, remove them from one — each with its rule's message at the field.
import { Button, Classes, FormGroup, InputGroup, MenuItem, Tag, Tooltip } from '@blueprintjs/core'
import { AddIcon, SearchIcon, TrashIcon } from '@blueprintjs/icons'
import { Suggest } from '@blueprintjs/select'
import '@blueprintjs/select/lib/css/blueprint-select.css'
import { useState } from 'react'
import { Link } from 'react-router'
import type { ShownDataset } from './pendingChanges'
import { addDatasetProblem, datasetNameProblem, removeDatasetProblem, type DatasetLike } from './validation'

export const DATASETS_TEXTS = {
  label: 'Datasets',
  createPlaceholder: 'Create a new dataset',
  create: 'Create',
  searchPlaceholder: 'Search for an existing dataset',
  noDatasets: 'You have no other datasets.',
  remove: 'Remove the dataset',
  pending: 'not submitted yet',
  none: 'The entries are in no dataset.',
} as const

export interface DatasetsFieldProps {
  datasets: readonly ShownDataset[]
  userDatasets: readonly DatasetLike[]
  disabled: boolean
  onCreate: (name: string) => void
  onAdd: (dataset: DatasetLike) => void
  onRemove: (dataset: ShownDataset) => void
  problems?: readonly string[]
}

export function DatasetsField({ datasets, userDatasets, disabled, onCreate, onAdd, onRemove, problems = [] }: DatasetsFieldProps) {
  const [name, setName] = useState('')
  const [query, setQuery] = useState('')
  const [refused, setRefused] = useState<string>()
  const nameProblem = datasetNameProblem(name, userDatasets, datasets)
  const create = () => {
    if (name === '' || nameProblem) return
    onCreate(name)
    setName('')
  }
  const messages = [...(refused ? [refused] : []), ...problems]
  const candidates = userDatasets.filter((dataset) => dataset.dataset_name.toLowerCase().includes(query.trim().toLowerCase()))
  return (
    <FormGroup
      label={DATASETS_TEXTS.label}
      labelFor="metadata-new-dataset"
      intent={messages.length || nameProblem ? 'danger' : 'none'}
    >
      <div className="tessera-metadata-row">
        <InputGroup
          id="metadata-new-dataset"
          fill
          placeholder={DATASETS_TEXTS.createPlaceholder}
          aria-label={DATASETS_TEXTS.createPlaceholder}
          value={name}
          disabled={disabled}
          intent={nameProblem ? 'danger' : 'none'}
          onValueChange={(value) => {
            setName(value)
            setRefused(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') create()
          }}
        />
        <Button icon={<AddIcon />} text={DATASETS_TEXTS.create} disabled={disabled || name === '' || nameProblem !== undefined} onClick={create} />
      </div>
      {nameProblem && (
        <div className={`${Classes.FORM_HELPER_TEXT} tessera-metadata-problem`} role="alert">
          {nameProblem}
        </div>
      )}
      <div className="tessera-metadata-row">
        <Suggest<DatasetLike>
          fill
          disabled={disabled}
          items={candidates}
          query={query}
          onQueryChange={setQuery}
          selectedItem={null}
          resetOnSelect
          itemsEqual={(a, b) => a.dataset_id === b.dataset_id}
          inputValueRenderer={(dataset) => dataset.dataset_name}
          itemRenderer={(dataset, { handleClick, handleFocus, modifiers, ref }) => (
            <MenuItem
              key={dataset.dataset_id}
              ref={ref}
              active={modifiers.active}
              text={dataset.dataset_name}
              label={dataset.doi ? `DOI ${dataset.doi}` : undefined}
              onClick={handleClick}
              onFocus={handleFocus}
              roleStructure="listoption"
            />
          )}
          onItemSelect={(dataset) => {
            const problem = addDatasetProblem(dataset, datasets)
            setRefused(problem)
            if (!problem) onAdd(dataset)
            setQuery('')
          }}
          noResults={<MenuItem disabled text={DATASETS_TEXTS.noDatasets} roleStructure="listoption" />}
          inputProps={{ leftIcon: <SearchIcon />, placeholder: DATASETS_TEXTS.searchPlaceholder, 'aria-label': DATASETS_TEXTS.searchPlaceholder }}
          popoverProps={{ minimal: true, matchTargetWidth: true }}
        />
      </div>
      {messages.length > 0 && (
        <div className={`${Classes.FORM_HELPER_TEXT} tessera-metadata-problem`} role="alert">
          {messages.join(' ')}
        </div>
      )}
      <ul className="tessera-metadata-list" aria-label={DATASETS_TEXTS.label}>
        {datasets.map((dataset) => {
          const cannot = removeDatasetProblem(dataset)
          const remove = (
            <Button
              variant="minimal"
              size="small"
              icon={<TrashIcon />}
              aria-label={`${DATASETS_TEXTS.remove} ${dataset.dataset_name}`}
              disabled={disabled || cannot !== undefined}
              onClick={() => onRemove(dataset)}
            />
          )
          return (
            <li key={dataset.dataset_id ?? `new:${dataset.dataset_name}`}>
              <span>
                {dataset.dataset_id && !dataset.pending ? <Link to={`/dataset/id/${encodeURIComponent(dataset.dataset_id)}`}>{dataset.dataset_name}</Link> : dataset.dataset_name}
                {dataset.doi && <span className="tessera-metadata-doi"> DOI {dataset.doi}</span>}
                {dataset.pending && <Tag minimal className="tessera-metadata-pending">{DATASETS_TEXTS.pending}</Tag>}
              </span>
              {cannot ? (
                <Tooltip content={cannot}>
                  <span tabIndex={0} aria-label={cannot}>{remove}</span>
                </Tooltip>
              ) : (
                remove
              )}
            </li>
          )
        })}
        {datasets.length === 0 && <li className="tessera-metadata-none">{DATASETS_TEXTS.none}</li>}
      </ul>
    </FormGroup>
  )
}
