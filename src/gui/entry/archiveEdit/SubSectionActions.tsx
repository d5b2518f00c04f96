// Adding and deleting sub sections and choosing a section's type in an editable archive
// (spec 3 §4), for the archive browser's lanes to place: adding a repeating sub section
// appends an empty item and answers its path (the lane opens it), adding a single one
// creates it empty; deleting one removes it (the lane goes back to the previous lane).
// The type selector changes the type only if the section has no content or the chosen
// type is allowed. Nothing is drawn for an entry that is not editable.
import { Button, HTMLSelect } from '@blueprintjs/core'
import { AddIcon, TrashIcon } from '@blueprintjs/icons'
import { isSection } from '../../../core/archive'
import { useArchiveEdit } from './ArchiveEditProvider'
import { canChangeSectionType, valueAtPath, type EditPath } from './operations'

export const addLabel = (name: string) => `Add ${name}`
export const deleteLabel = (name: string) => `Delete ${name}`
export const SECTION_TYPE_LABEL = 'Section type'

export interface AddSubSectionProps {
  /** The parent section. */
  readonly path: EditPath
  readonly name: string
  readonly repeats: boolean
  /** The new section's definition, when not the sub section's own. */
  readonly mDef?: string
  /** Called with the new (or existing single) section's path. */
  readonly onAdded?: (path: EditPath) => void
}

export function AddSubSectionButton({ path, name, repeats, mDef, onAdded }: AddSubSectionProps) {
  const edit = useArchiveEdit()
  if (!edit?.editable) return null
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<AddIcon />}
      aria-label={addLabel(name)}
      onClick={() => onAdded?.(edit.addSubSection(path, name, repeats, mDef))}
    />
  )
}

export interface DeleteSubSectionProps {
  /** The section to delete: an item of a repeating sub section or a single one. */
  readonly path: EditPath
  readonly name: string
  readonly onDeleted?: () => void
}

export function DeleteSubSectionButton({ path, name, onDeleted }: DeleteSubSectionProps) {
  const edit = useArchiveEdit()
  if (!edit?.editable) return null
  return (
    <Button
      variant="minimal"
      size="small"
      icon={<TrashIcon />}
      aria-label={deleteLabel(name)}
      onClick={() => {
        edit.removeSubSection(path)
        onDeleted?.()
      }}
    />
  )
}

export interface SectionTypeSelectProps {
  readonly path: EditPath
  /** The types to choose from: the sub section's definition and those inheriting it. */
  readonly choices: readonly { readonly label: string; readonly mDef: string }[]
  /** Types a section with content may change to. */
  readonly allowed: readonly string[]
  /** The type of a section without m_def (its sub section's); shown as chosen. */
  readonly current?: string
}

export function SectionTypeSelect({ path, choices, allowed, current: declared = '' }: SectionTypeSelectProps) {
  const edit = useArchiveEdit()
  if (!edit?.editable) return null
  const section = valueAtPath(edit.archive, path)
  const mDef = isSection(section) ? section.m_def : undefined
  const current = typeof mDef === 'string' ? mDef : declared
  return (
    <HTMLSelect
      aria-label={SECTION_TYPE_LABEL}
      value={current}
      onChange={(event) => {
        const chosen = event.currentTarget.value
        if (chosen && chosen !== current && canChangeSectionType(section, chosen, allowed)) edit.setValue([...path, 'm_def'], chosen)
      }}
    >
      {!choices.some((choice) => choice.mDef === current) && <option value={current} />}
      {choices.map((choice) => (
        <option key={choice.mDef} value={choice.mDef} disabled={!canChangeSectionType(section, choice.mDef, allowed) && choice.mDef !== current}>
          {choice.label}
        </option>
      ))}
    </HTMLSelect>
  )
}
