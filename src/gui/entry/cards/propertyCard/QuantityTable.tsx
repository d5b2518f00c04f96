// Values of a card as a grid of labelled cells (NOMAD's quantity table): numbers in the
// user's units (stored in SI, shown in the unit system's), lists joined, missing values
// as 'unavailable'.
import type { ReactNode } from 'react'
import { numberText, quantityUnit, useUnits } from '../../../units'

export const UNAVAILABLE_TEXT = 'unavailable'

export type QuantityValue = string | number | boolean | readonly string[] | undefined

export interface QuantityRow {
  readonly label: string
  readonly value: QuantityValue | ReactNode
  /** The unit a number is stored in (SI, as the archive holds it). */
  readonly unit?: string
  /** The unit the field writes it in (mA/cm^2 for a current density), if it fits; else the unit system's. */
  readonly preferred?: string
  /** Shown on hover: what the value means. */
  readonly description?: string
  /** Columns the cell spans, of 4. */
  readonly span?: 1 | 2 | 3 | 4
}

function isQuantityValue(value: QuantityValue | ReactNode): value is QuantityValue {
  return value === undefined || ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
}

export function QuantityTable({ rows, label }: { readonly rows: readonly QuantityRow[]; readonly label?: string }) {
  const { system } = useUnits()
  const format = (value: number, row: QuantityRow) => {
    const unit = quantityUnit(row.unit, system, row.preferred)
    const number = numberText(unit.toDisplay(value))
    return unit.label ? `${number} ${unit.label}` : number
  }
  const text = (row: QuantityRow): ReactNode => {
    const { value } = row
    if (!isQuantityValue(value)) return value
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return <span className="tessera-quantity-missing">{UNAVAILABLE_TEXT}</span>
    if (typeof value === 'number') return format(value, row)
    if (typeof value === 'boolean') return value ? 'yes' : 'no'
    return Array.isArray(value) ? value.join(', ') : value
  }
  return (
    <dl className="tessera-quantity-table" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={`tessera-quantity span-${row.span ?? 1}`} title={row.description}>
          <dt>{row.label}</dt>
          <dd>{text(row)}</dd>
        </div>
      ))}
    </dl>
  )
}
