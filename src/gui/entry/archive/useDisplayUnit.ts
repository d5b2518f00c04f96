// A quantity's numbers in the unit system the user chose (src/gui/units): the unit
// shown for a definition's unit and the conversion into it.
import { useCallback } from 'react'
import { convert } from '../../../core/units'
import { displayUnitFor, unitLabel, useUnits } from '../../units'
import type { DisplayUnit } from './values'

export function useDisplayUnitOf(): (unit: string | undefined) => DisplayUnit | undefined {
  const { system } = useUnits()
  return useCallback(
    (unit: string | undefined) => {
      const shown = displayUnitFor(unit, system)
      if (!unit || !shown) return undefined
      return { label: unitLabel(shown), convert: (value: number) => (shown === unit ? value : convert(value, unit, shown)) }
    },
    [system],
  )
}
