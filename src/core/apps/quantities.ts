// The search quantities a config block names: where (the field path), as what (its use),
// and the display unit written beside it. Types declare their fields as data, so a
// plugin's manifest can declare them the same way.
import { ELEMENTS } from '../search'
import { valueAt, type Fields } from './fields'
import type { QuantityUse } from './quantityUses'

/** The quantity a periodic table counts when its config names none. */
export const DEFAULT_ELEMENTS_QUANTITY = ELEMENTS

/** One quantity a block names, read from the block. */
export interface NamedQuantity {
  /** Field path below the block: `search_quantity`, `x.search_quantity`. */
  readonly field: string
  /** As written: a missing or empty name is the checker's "is required". */
  readonly name: unknown
  readonly use: QuantityUse
  /** A plot axis: a JMESPath target selecting one value per entry may stand for the quantity. */
  readonly target?: boolean
  /** The display unit written beside it, and where. */
  readonly unit?: { readonly field: string; readonly value: unknown }
}

/** A field of a type's config that names a quantity. */
export interface QuantityField {
  readonly field: string
  readonly use: QuantityUse
  readonly target?: boolean
  /** Field path of the display unit beside it. */
  readonly unit?: string
  /** Left out, the block names nothing here (else a missing name is "required"). */
  readonly optional?: boolean
  /** The name meant when the field is left out. */
  readonly default?: string
}

/** The quantities named by the given fields of a block, read when asked. */
export function quantityFields(fields: readonly QuantityField[]): (block: Fields) => NamedQuantity[] {
  return (block) =>
    fields.flatMap((declared): NamedQuantity[] => {
      const written = valueAt(block, declared.field)
      if (written === undefined && declared.optional) return []
      const unit = declared.unit === undefined ? undefined : valueAt(block, declared.unit)
      return [{
        field: declared.field,
        name: written ?? declared.default,
        use: declared.use,
        ...(declared.target ? { target: true } : {}),
        ...(declared.unit !== undefined && unit !== undefined ? { unit: { field: declared.unit, value: unit } } : {}),
      }]
    })
}

/**
 * A quantity inside a nested_object: written in full (starting with the object's path)
 * or relative to it (the reference writes `detector_type` under
 * `results.properties.spectroscopic.spectra.provenance.eels`).
 */
export function nestedQuantityName(path: string, name: string): string {
  return name === path || name.startsWith(`${path}.`) ? name : `${path}.${name}`
}

/** `nestedQuantityName` where a block may or may not sit inside a nested_object. */
export function resolveQuantityName(name: string, base: string | undefined): string {
  return base === undefined ? name : nestedQuantityName(base, name)
}

