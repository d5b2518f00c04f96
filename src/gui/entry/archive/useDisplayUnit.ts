// A quantity's numbers in the unit system the user chose (src/gui/units): the unit
// shown for a definition's unit and the conversion into it. A unit the definition asks to
// be shown in (the ELN annotation's `defaultDisplayUnit`, NOMAD's `display.unit`) wins
// when it has the quantity's dimension: a film's thickness reads 210 nm, not 2100 Å.
import { useCallback } from 'react'
import type { QuantityDefinition } from '../../metainfo'
import { quantityUnit, useUnits } from '../../units'
import type { DisplayUnit } from './values'

/** The unit a definition asks its values to be shown in, if any. */
export function preferredUnitOf(definition: Pick<QuantityDefinition, 'm_annotations'> | undefined): string | undefined {
  const annotations = definition?.m_annotations
  const eln = annotations?.eln?.defaultDisplayUnit
  if (typeof eln === 'string' && eln.trim()) return eln
  const display = annotations?.display
  const unit = typeof display === 'object' && display !== null && !Array.isArray(display) && 'unit' in display ? display.unit : undefined
  return typeof unit === 'string' && unit.trim() ? unit : undefined
}

export function useDisplayUnitOf(): (unit: string | undefined, preferred?: string) => DisplayUnit | undefined {
  const { system } = useUnits()
  return useCallback(
    (unit: string | undefined, preferred?: string) => {
      if (!unit?.trim()) return undefined
      const shown = quantityUnit(unit, system, preferred)
      if (shown.unit === undefined) return undefined
      return { label: shown.label, convert: (value: number) => shown.toDisplay(value) }
    },
    [system],
  )
}
