// One quantity's values between the API and the screen: the API speaks the quantity's
// (SI) unit, the user reads and types the display unit. Pure, so widgets, table cells,
// chips and inputs convert the same way; `useQuantityUnit` binds it to the unit system.
import { convert, parseQuantity, parseUnit, type Unit, type UnitSystem } from '../../core/units'
import { displayUnitFor, unitLabel } from './display'

export interface QuantityUnit {
  /** The unit values are shown in; undefined for a quantity without unit. */
  readonly unit: string | undefined
  /** Its short label (`eV`, `Å^3`); empty when there is none to show (no unit, dimensionless). */
  readonly label: string
  /** A value in the quantity's unit, in the display unit. */
  toDisplay(value: number): number
  /** A value in the display unit, in the quantity's unit. */
  toSI(value: number): number
  /**
   * Typed text in the quantity's unit: a number in the display unit (`2`), or a number
   * with a unit of the quantity's dimension (`1.2 eV`). Undefined when unreadable.
   */
  parse(text: string): number | undefined
  /** A value written in another unit (`{value: 1, unit: 'eV'}`) in the quantity's unit; undefined when it does not convert. */
  fromUnit(value: number, unit: string): number | undefined
  /** The preferred unit (a widget's `x.unit`, a column's `unit`) when it could not be used. */
  readonly rejected?: string
}

const identity = (value: number) => value

function parseQuiet(unit: string): Unit | undefined {
  try {
    return parseUnit(unit)
  } catch {
    return undefined
  }
}

function plainNumber(text: string): number | undefined {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : undefined
}

/** Values shown as they are stored: no unit, or one that does not parse. */
function asStored(unit: string | undefined, rejected: string | undefined): QuantityUnit {
  return {
    unit,
    label: unit ?? '',
    toDisplay: identity,
    toSI: identity,
    parse: plainNumber,
    fromUnit: (value, from) => (from === unit ? value : undefined),
    ...(rejected !== undefined && { rejected }),
  }
}

/**
 * How a quantity stored in `unit` is shown in `system`. A `preferred` unit of the same
 * dimension wins over the system's (app config: a widget's or a column's `unit`); one that
 * does not parse or has another dimension is left out and named in `rejected`, so a
 * config mistake shows the system's unit rather than a broken plot.
 */
export function quantityUnit(unit: string | undefined, system: UnitSystem, preferred?: string): QuantityUnit {
  const wanted = preferred?.trim() ? preferred : undefined
  const stored = unit?.trim() ? parseQuiet(unit) : undefined
  if (!unit?.trim() || !stored) return asStored(unit?.trim() ? unit : undefined, wanted)

  const preferredUnit = wanted !== undefined ? parseQuiet(wanted) : undefined
  const fits = preferredUnit !== undefined && preferredUnit.dimensionsEqual(stored)
  const display = fits ? (wanted as string) : (displayUnitFor(unit, system) ?? unit)
  const shown = fits ? preferredUnit : (parseQuiet(display) ?? stored)
  const same = display === unit
  const toDisplay = same ? identity : (value: number) => shown.fromSI(stored.toSI(value))
  const toSI = same ? identity : (value: number) => stored.fromSI(shown.toSI(value))

  const fromUnit = (value: number, from: string | Unit): number | undefined => {
    try {
      const converted = convert(value, from, stored)
      return Number.isFinite(converted) ? converted : undefined
    } catch {
      return undefined
    }
  }

  return {
    unit: display,
    label: unitLabel(display),
    toDisplay,
    toSI,
    parse: (text) => {
      if (!text.trim()) return undefined
      try {
        const typed = parseQuantity(text, { defaultUnit: display })
        return typed.value === undefined || typed.unit === undefined ? undefined : fromUnit(typed.value, typed.unit)
      } catch {
        return undefined
      }
    },
    fromUnit,
    ...(wanted !== undefined && !fits && { rejected: wanted }),
  }
}
