// The datasets of the metadata dialog (spec 3 §5): the entry's datasets with remove
// buttons (not for a dataset with a DOI), one of the user's datasets to add, or a new
// one by name — each refused with the spec's message where it must be.
import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { CrossIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { datasetAddProblem, datasetRemoveProblem, newDatasetProblem, type DatasetRef, type EntryUserMetadata, type MetadataDraft } from './metadataEdit'

export interface DatasetsEditorProps {
  readonly current: EntryUserMetadata
  readonly draft: MetadataDraft
  /** The user's own datasets (those the entry may be added to). */
  readonly choices: readonly DatasetRef[]
  readonly onChange: (draft: MetadataDraft) => void
}

function RemovableItem({ text, onRemove }: { readonly text: string; readonly onRemove: () => void }) {
  return (
    <li>
      <span>{text}</span>
      <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label={`Remove ${text}`} onClick={onRemove} />
    </li>
  )
}

export function DatasetsEditor({ current, draft, choices, onChange }: DatasetsEditorProps) {
  const [chosen, setChosen] = useState('')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string>()
  const shown = [...current.datasets.filter((dataset) => !draft.removeDatasets.includes(dataset.id)), ...draft.addDatasets]

  const remove = (dataset: DatasetRef) => {
    const refused = datasetRemoveProblem(dataset)
    setProblem(refused)
    if (refused) return
    const added = draft.addDatasets.some((other) => other.id === dataset.id)
    onChange(
      added
        ? { ...draft, addDatasets: draft.addDatasets.filter((other) => other.id !== dataset.id) }
        : { ...draft, removeDatasets: [...draft.removeDatasets, dataset.id] },
    )
  }
  const add = () => {
    const dataset = choices.find((choice) => choice.id === chosen)
    if (!dataset) return
    const refused = datasetAddProblem(dataset, current, draft)
    setProblem(refused)
    if (refused) return
    const wasRemoved = draft.removeDatasets.includes(dataset.id)
    onChange(
      wasRemoved
        ? { ...draft, removeDatasets: draft.removeDatasets.filter((id) => id !== dataset.id) }
        : { ...draft, addDatasets: [...draft.addDatasets, dataset] },
    )
  }
  const create = () => {
    const refused = newDatasetProblem(name, [...choices, ...current.datasets], draft)
    setProblem(refused)
    if (refused) return
    onChange({ ...draft, newDatasets: [...draft.newDatasets, name] })
    setName('')
  }

  return (
    <FormGroup label="Datasets" helperText={problem} intent={problem ? 'danger' : 'none'}>
      <ul className="tessera-entry-edit-list" aria-label="Datasets">
        {shown.map((dataset) => (
          <RemovableItem key={dataset.id} text={dataset.name} onRemove={() => remove(dataset)} />
        ))}
        {draft.newDatasets.map((created) => (
          <RemovableItem
            key={`new:${created}`}
            text={`${created} (new)`}
            onRemove={() => onChange({ ...draft, newDatasets: draft.newDatasets.filter((other) => other !== created) })}
          />
        ))}
      </ul>
      <ControlGroup fill>
        <HTMLSelect aria-label="Your datasets" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
          <option value="">Choose one of your datasets …</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </HTMLSelect>
        <Button text="Add" onClick={add} disabled={!chosen} />
      </ControlGroup>
      <ControlGroup fill className="tessera-entry-edit-new-dataset">
        <InputGroup
          aria-label="New dataset name"
          placeholder="New dataset name"
          value={name}
          onValueChange={(value) => {
            setName(value)
            setProblem(undefined)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') create()
          }}
        />
        <Button text="Create" onClick={create} disabled={name === ''} />
      </ControlGroup>
    </FormGroup>
  )
}
