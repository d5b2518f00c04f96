// The custom-quantities item (spec 2 §2.2, §4.5, §5.4): rows of (quantity, operator,
// value) over the quantities of user-defined schemas. The quantities load once (null →
// loaded); the rows become the filter only on "Update search", which is enabled when
// every row has a quantity and a valid value.
import { Button, Callout, Classes, HTMLSelect, InputGroup, Spinner, Tag } from '@blueprintjs/core'
import { AddIcon, CrossIcon } from '@blueprintjs/icons'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Dtype } from '../../../../core/search'
import { quantityUnit, useUnits } from '../../../units'
import { ItemHeader } from '../ItemHeader'
import type { CustomQuantitiesItemConfig, FilterBinding } from '../types'
import {
  canUpdate,
  customQuantitiesValue,
  customQuantityLabel,
  EMPTY_ROW,
  OPERATORS_BY_TYPE,
  parseCustomValue,
  rowsOf,
  shownText,
  type CustomOperator,
  type CustomQuantity,
  type CustomQuantityRow,
  type UnitOf,
  type ValueUnit,
} from './customQuantity'

export const CUSTOM_QUANTITIES_TITLE = 'Custom quantities'
export const UPDATE_SEARCH_TEXT = 'Update search'
export const ADD_QUANTITY_TEXT = 'Add quantity'
export const CUSTOM_QUANTITIES_LOADING_LABEL = 'Loading custom quantities'
/** Spec 2 §8: no quantities could be found (none exist, or loading them failed). */
export const NO_CUSTOM_QUANTITIES_TEXT =
  'Could not find valid quantities to search for. Make sure that you have access to the data and that the metainfo associated with the quantities can be loaded correctly.'
export const CHOOSE_QUANTITY_TEXT = 'Choose a quantity'
export const quantityLabel = (n: number) => `Quantity ${n}`
export const operatorLabel = (n: number) => `Operator ${n}`
export const valueLabel = (n: number) => `Value ${n}`
export const removeQuantityLabel = (n: number) => `Remove quantity ${n}`
/** What each type's value field asks for. */
export const VALUE_PLACEHOLDERS: { readonly [dtype in Dtype]: string } = {
  string: 'Text',
  enum: 'Text',
  int: 'Integer',
  float: 'Number',
  timestamp: 'Date, e.g. 2024-01-31',
  boolean: '',
}

/** A number field's placeholder names the unit it is typed in. */
export const numberInUnitPlaceholder = (unit: string) => `Number in ${unit}`

export type CustomQuantitiesItemProps = Pick<FilterBinding, 'value' | 'onChange'> & {
  readonly item: CustomQuantitiesItemConfig
  /** Discovers the quantities; without it there are none to offer. */
  readonly load?: () => Promise<readonly CustomQuantity[]>
}

const rowsFor = (value: unknown): CustomQuantityRow[] => {
  const rows = rowsOf(value)
  return rows.length > 0 ? rows : [EMPTY_ROW]
}

export function CustomQuantitiesItem({ item, value, onChange, load }: CustomQuantitiesItemProps) {
  const [quantities, setQuantities] = useState<readonly CustomQuantity[] | null>(null)
  const [rows, setRows] = useState<CustomQuantityRow[]>(() => rowsFor(value))
  // The value the rows were last read from or written to: another change (a chip
  // removed, filters cleared) replaces the rows.
  const known = useRef(JSON.stringify(value ?? null))
  const valueKey = JSON.stringify(value ?? null)
  useEffect(() => {
    if (valueKey === known.current) return
    known.current = valueKey
    setRows(rowsFor(value))
  }, [valueKey])

  useEffect(() => {
    let live = true
    if (!load) setQuantities([])
    else load().then((loaded) => live && setQuantities(loaded), () => live && setQuantities([]))
    return () => {
      live = false
    }
  }, [])

  // Numbers of quantities with a unit are shown and typed in the schema's display unit
  // (thickness in nm), or the unit system's; the filter holds them in SI, as stored.
  const { system } = useUnits()
  const unitOf: UnitOf = useCallback(
    (id) => {
      const quantity = id ? quantities?.find((candidate) => candidate.id === id) : undefined
      if (!quantity?.unit || quantity.dtype !== 'float') return undefined
      const shown = quantityUnit(quantity.unit, system, quantity.displayUnit)
      return shown.label ? ({ label: shown.label, toDisplay: shown.toDisplay, parse: shown.parse } satisfies ValueUnit) : undefined
    },
    [quantities, system],
  )

  const change = (index: number, fields: Partial<CustomQuantityRow>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...fields } : row)))
  const chooseQuantity = (index: number, id: string) => {
    const quantity = quantities?.find((candidate) => candidate.id === id)
    const operator = rows[index].operator
    change(index, {
      id: id || undefined,
      dtype: quantity?.dtype,
      stored: false,
      operator: quantity && OPERATORS_BY_TYPE[quantity.dtype].includes(operator) ? operator : '=',
    })
  }
  const update = () => {
    const next = customQuantitiesValue(rows, unitOf)
    known.current = JSON.stringify(next ?? null)
    onChange(next)
  }

  const title = item.title ?? CUSTOM_QUANTITIES_TITLE
  const headerId = 'custom-quantities-item'
  const section = (body: ReactNode) => (
    <section className="tessera-menu-item" aria-labelledby={item.showHeader !== false ? headerId : undefined} aria-label={item.showHeader === false ? title : undefined}>
      {item.showHeader !== false && <ItemHeader title={title} id={headerId} />}
      {body}
    </section>
  )
  if (quantities === null) return section(<Spinner size={16} aria-label={CUSTOM_QUANTITIES_LOADING_LABEL} />)
  if (quantities.length === 0 && rows.every((row) => !row.id)) return section(<Callout compact>{NO_CUSTOM_QUANTITIES_TEXT}</Callout>)

  // Quantities of the rows the server did not list (from a link) stay choosable.
  const ids = [...new Set([...quantities.map((quantity) => quantity.id), ...rows.flatMap((row) => (row.id ? [row.id] : []))])]
  return section(
    <>
      {rows.map((row, index) => {
        const n = index + 1
        const unit = unitOf(row.id)
        const invalid = row.text.trim() !== '' && parseCustomValue(row.dtype, row.text, row.stored ? undefined : unit) === null
        return (
          <div key={index} className="tessera-custom-quantity-row">
            <HTMLSelect
              fill
              minimal
              aria-label={quantityLabel(n)}
              value={row.id ?? ''}
              onChange={(event) => chooseQuantity(index, event.currentTarget.value)}
              options={[{ value: '', label: CHOOSE_QUANTITY_TEXT }, ...ids.map((id) => ({ value: id, label: customQuantityLabel(id) }))]}
            />
            <HTMLSelect
              minimal
              aria-label={operatorLabel(n)}
              value={row.operator}
              disabled={!row.dtype}
              onChange={(event) => change(index, { operator: event.currentTarget.value as CustomOperator })}
              options={[...(row.dtype ? OPERATORS_BY_TYPE[row.dtype] : ['=' as const])]}
            />
            {row.dtype === 'boolean' ? (
              <HTMLSelect
                minimal
                aria-label={valueLabel(n)}
                value={row.text}
                onChange={(event) => change(index, { text: event.currentTarget.value })}
                options={['', 'true', 'false']}
              />
            ) : (
              <InputGroup
                size="small"
                aria-label={valueLabel(n)}
                placeholder={unit ? numberInUnitPlaceholder(unit.label) : row.dtype ? VALUE_PLACEHOLDERS[row.dtype] : ''}
                disabled={!row.dtype}
                value={shownText(row, unit)}
                intent={invalid ? 'danger' : 'none'}
                rightElement={unit ? <Tag minimal>{unit.label}</Tag> : undefined}
                onValueChange={(text) => change(index, { text, stored: false })}
              />
            )}
            <Button
              variant="minimal"
              size="small"
              icon={<CrossIcon />}
              aria-label={removeQuantityLabel(n)}
              onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
            />
          </div>
        )
      })}
      <div className="tessera-custom-quantities-actions">
        <Button variant="minimal" size="small" icon={<AddIcon />} text={ADD_QUANTITY_TEXT} onClick={() => setRows((all) => [...all, EMPTY_ROW])} />
        <span className={Classes.FLEX_EXPANDER} />
        <Button size="small" intent="primary" text={UPDATE_SEARCH_TEXT} disabled={!canUpdate(rows, unitOf)} onClick={update} />
      </div>
    </>,
  )
}
