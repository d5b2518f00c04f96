// The terms widget (spec 2 §3.6, §9): the values of a quantity the query finds, longest
// count first, each a bar scaled by the widget's scale; a click toggles the value in the
// filter. With show_input a value can be typed (Enter adds it, Escape clears the input).
import { Callout, Classes, FormGroup, InputGroup, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import { InvalidValueError, invalidValue, parseAtom, quantityNotAvailable, type Atom } from '../../../../core/search'
import { NO_OPTIONS_TEXT } from '../../menu'
import { bucketsOf } from '../buckets'
import type { WidgetComponentProps } from '../widgetDef'
import { formatCount, scaledFraction } from '../../../components/statistics'
import type { WidgetTerms } from '../types'
import { aggregationName } from '../widgetAggregations'
import { QUERY_MODE_OF } from '../queryModes'

export const TERMS_LOADING_LABEL = 'Loading values'
export const TYPE_VALUE_LABEL = 'Add a value'
export const TYPE_VALUE_PLACEHOLDER = 'Type a value and press Enter'
export const termLabel = (value: string, count: number) => `${value}: ${formatCount(count)}`

type Scalar = string | number | boolean

const asSet = (value: unknown): Scalar[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).filter(
    (atom): atom is Scalar => typeof atom !== 'object',
  )

export function TermsWidget({ widget, filters, data }: WidgetComponentProps<WidgetTerms>) {
  const quantity = widget.search_quantity
  const filter = filters.byName.get(quantity)
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  if (!filter) return <Callout intent="warning" compact>{quantityNotAvailable(quantity)}</Callout>

  const selected = asSet(data.value(quantity))
  const buckets = bucketsOf(data.aggregation(aggregationName(quantity, widget.id)))
  const setSet = (next: Scalar[]) => {
    const mode = widget.query_mode ? QUERY_MODE_OF[widget.query_mode] : undefined
    if (mode && filter.multiple && data.queryMode(quantity) !== mode) data.setQueryMode(quantity, mode)
    data.setValue(quantity, next.length ? next : undefined)
  }
  const toggle = (atom: Scalar) => setSet(selected.includes(atom) ? selected.filter((other) => other !== atom) : [...selected, atom])

  const accept = () => {
    if (!text.trim()) return // spec 2 §4.3: an empty entry is ignored
    let atom: Atom
    try {
      atom = parseAtom(filter, text)
    } catch (problem) {
      if (!(problem instanceof InvalidValueError)) throw problem
      setError(invalidValue(filter.name))
      return
    }
    if (typeof atom === 'object') return
    setText('')
    setError(undefined)
    if (!selected.includes(atom)) setSet(filter.multiple ? [...selected, atom] : [atom])
  }

  let list
  if (buckets === undefined) list = <Spinner size={16} aria-label={TERMS_LOADING_LABEL} />
  else {
    const listed = buckets.filter((bucket) => bucket.value !== null).map((bucket) => ({ value: bucket.value as Scalar, count: bucket.count }))
    // Chosen values the query no longer finds stay, so that they can be removed.
    const rows = [...listed, ...selected.filter((value) => !listed.some((row) => row.value === value)).map((value) => ({ value, count: 0 }))]
    const max = Math.max(0, ...rows.map((row) => row.count))
    list = rows.length ? (
      <ul className="tessera-terms-widget-list">
        {rows.map((row) => {
          const label = filter.options?.[String(row.value)]?.label ?? String(row.value)
          const isSelected = selected.includes(row.value)
          return (
            <li key={String(row.value)}>
              <button
                type="button"
                className={`tessera-terms-widget-row${isSelected ? ' tessera-terms-widget-row-selected' : ''}`}
                aria-pressed={isSelected}
                aria-label={termLabel(label, row.count)}
                onClick={() => toggle(row.value)}
              >
                <span className="tessera-terms-widget-bar" style={{ width: `${scaledFraction(row.count, max, widget.scale) * 100}%` }} />
                <span className={`tessera-terms-widget-value ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{label}</span>
                <span className={Classes.TEXT_MUTED}>{formatCount(row.count)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    ) : (
      <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
    )
  }

  return (
    <div className="tessera-terms-widget">
      {widget.show_input && (
        <FormGroup helperText={error} intent={error ? 'danger' : 'none'} className="tessera-terms-widget-input">
          <InputGroup
            size="small"
            aria-label={TYPE_VALUE_LABEL}
            placeholder={TYPE_VALUE_PLACEHOLDER}
            value={text}
            intent={error ? 'danger' : 'none'}
            onValueChange={(next) => {
              setText(next)
              setError(undefined)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') accept()
              if (event.key === 'Escape') {
                setText('')
                setError(undefined)
              }
            }}
          />
        </FormGroup>
      )}
      {list}
    </div>
  )
}

export default TermsWidget
