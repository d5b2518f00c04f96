// A quantity's lane (spec 3 §2.3, §9): its definition (description, type, shape, unit)
// and its value — in the chosen units, arrays in the matrix viewer, references as links,
// long JSON cut — and a pointer to the side panel for a dataset in an HDF5 file.
import { lazy, Suspense } from 'react'
import { isNumber, type JsonValue } from '../../../core/archive'
import { EditQuantity } from '../../edit'
import { useSectionDefinition, type DefinitionRef, type QuantityDefinition } from '../../metainfo'
import { useArchiveEdit } from '../archiveEdit'
import { useArchiveBrowser } from './browserContext'
import { archiveNumber, MAX_JSON_TEXT, quantityText, shapeOf, type ArchiveKey } from './values'
import { parseReference } from './references'
import { ReferenceValue } from './ReferenceValue'
import { preferredUnitOf, useDisplayUnitOf } from './useDisplayUnit'
import { isRichText, RichTextValue } from './richText'

const MatrixViewer = lazy(() => import('./MatrixViewer'))

export const NO_VALUE_TEXT = 'This quantity has no value.'
export const JSON_OMITTED_TEXT = `The value is longer than ${MAX_JSON_TEXT} characters and is omitted.`

export interface QuantityLaneProps {
  readonly path: readonly ArchiveKey[]
  readonly value: JsonValue | undefined
  readonly definition: QuantityDefinition | undefined
}

/** Nested arrays of plain values (not of sections or objects): drawn as a matrix. */
function isArrayOfValues(value: JsonValue | undefined): value is readonly JsonValue[] {
  if (!Array.isArray(value) || value.length === 0) return false
  let leaf: JsonValue = value
  while (Array.isArray(leaf) && leaf.length > 0) leaf = leaf[0]
  return leaf === null || typeof leaf !== 'object'
}

/** A reference quantity's type: the section it points to by name once resolved ('reference to DepositionInstrument'). */
function ReferenceTypeText({ target, written }: { readonly target: DefinitionRef; readonly written: string }) {
  const { section } = useSectionDefinition(target)
  return <>{section ? `reference to ${section.definition.name}` : written}</>
}

function typeText({ type }: QuantityDefinition): string {
  if (type.type_kind === 'enum' && Array.isArray(type.type_data)) return `enum (${type.type_data.join(', ')})`
  return typeof type.type_data === 'string' ? type.type_data : type.type_kind
}

export function QuantityLane({ path, value, definition }: QuantityLaneProps) {
  const { settings, entry } = useArchiveBrowser()
  const edit = useArchiveEdit()
  // Quantities of an editable entry's data (spec 3 §4) are edited in place, with their definition's component.
  const editable = edit?.editable === true && definition !== undefined && path[0] === 'data'
  const unitOf = useDisplayUnitOf()
  const unit = unitOf(definition?.unit, preferredUnitOf(definition))
  const name = String(path.at(-1) ?? '')
  const reference = parseReference(value, definition?.type.type_kind === 'reference')
  const shape = value === undefined ? [] : shapeOf(value)
  return (
    <div className="tessera-archive-lane tessera-archive-quantity-lane">
      <h4 className="tessera-archive-title">{name}</h4>
      {/* An editor shows the description itself, under its field. */}
      {definition?.description && !editable && <p className="tessera-archive-description">{definition.description}</p>}
      <dl className="tessera-archive-facts">
        {definition && (
          <>
            <dt>type</dt>
            <dd>{definition.referencedSection ? <ReferenceTypeText target={definition.referencedSection} written={typeText(definition)} /> : typeText(definition)}</dd>
          </>
        )}
        {shape.length > 0 && (
          <>
            <dt>shape</dt>
            <dd>[{shape.join(', ')}]</dd>
          </>
        )}
        {unit && (
          <>
            <dt>unit</dt>
            <dd>{unit.label}</dd>
          </>
        )}
        {settings.technical && definition?.unit && (
          <>
            <dt>stored in</dt>
            <dd>{definition.unit}</dd>
          </>
        )}
      </dl>
      <div className="tessera-archive-quantity-value" aria-label="value">
        {editable && edit && definition ? (
          <>
            <EditQuantity definition={definition} value={value} onChange={(next) => edit.setValue(path, next)} context={{ uploadId: entry.uploadId, entryId: entry.entryId }} />
            {/* An edited reference still leads to its target (or says it cannot be resolved). */}
            {reference && typeof value === 'string' && <ReferenceValue reference={reference} text={value} />}
          </>
        ) : value === undefined ? (
          <p className="tessera-archive-empty">{NO_VALUE_TEXT}</p>
        ) : reference && typeof value === 'string' ? (
          <ReferenceValue reference={reference} text={value} />
        ) : typeof value === 'string' && isRichText(definition) ? (
          <RichTextValue html={value} />
        ) : isArrayOfValues(value) ? (
          <Suspense fallback={<p>loading ...</p>}>
            <MatrixViewer value={value} format={(cell) => (isNumber(cell) ? archiveNumber(unit ? unit.convert(cell) : cell) : String(cell))} />
          </Suspense>
        ) : (
          <FullValue value={value} unitLabel={unit?.label} convert={unit?.convert} />
        )}
      </div>
    </div>
  )
}

function FullValue({ value, unitLabel, convert }: { readonly value: JsonValue; readonly unitLabel?: string; readonly convert?: (value: number) => number }) {
  if (typeof value === 'string') return <pre className="tessera-archive-text-value">{value}</pre>
  if (value === null || typeof value !== 'object') {
    return <pre className="tessera-archive-text-value">{quantityText(value, unitLabel && convert ? { label: unitLabel, convert } : undefined)}</pre>
  }
  const json = JSON.stringify(value, null, 2)
  if (json.length > MAX_JSON_TEXT) return <p className="tessera-archive-empty">{JSON_OMITTED_TEXT}</p>
  return <pre className="tessera-archive-text-value">{json}</pre>
}
