// The GUI's units: which system is selected, the user's unit per dimension, and the unit
// every quantity is shown in. The choices persist in local storage.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { UnitSystemsConfig } from '../../core/config/config.generated'
import { UnitError, unitSystemProblems, type UnitSystem } from '../../core/units'
import { displayUnitFor, formatWithUnit, numberText, type NumberTextOptions } from './display'
import { quantityUnit, type QuantityUnit } from './quantityUnit'
import {
  browserStorage,
  effectiveSystem,
  loadUnitChoices,
  resolveUnitSystems,
  saveUnitChoices,
  sameUnit,
  type KeyValueStorage,
  type ResolvedUnitSystems,
  type UnitChoices,
  type UnitSystemOption,
} from './systems'

export interface Units {
  /** The systems of the deployment, in menu order. */
  readonly systems: readonly UnitSystemOption[]
  /** The key of the selected system. */
  readonly selected: string
  /** The selected system as configured: its units and which of them are locked. */
  readonly option: UnitSystemOption
  /** The selected system with the user's units: what quantities are shown in. */
  readonly system: UnitSystem
  select(key: string): void
  /**
   * Shows `dimension` in `definition` while this system is selected. Locked dimensions
   * keep their unit; a unit of another dimension throws a UnitError with the
   * catalogue's message.
   */
  setUnit(dimension: string, definition: string): void
  /** Back to the selected system's own units. */
  resetUnits(): void
}

type UnitsActions = Pick<Units, 'select' | 'setUnit' | 'resetUnits'>

function selectedOption(resolved: ResolvedUnitSystems, choices: UnitChoices): UnitSystemOption {
  const selected = choices.selected ?? resolved.selected
  return resolved.options.find((candidate) => candidate.key === selected) ?? resolved.options[0]
}

function unitsOf(resolved: ResolvedUnitSystems, choices: UnitChoices, actions: UnitsActions): Units {
  const option = selectedOption(resolved, choices)
  const { select, setUnit, resetUnits } = actions
  return {
    systems: resolved.options,
    selected: option.key,
    option,
    system: effectiveSystem(option, choices.units?.[option.key]),
    select,
    setUnit,
    resetUnits,
  }
}

// Outside a provider (component tests, a page rendered alone) the built-in systems
// apply and nothing can be changed: a display needs units more than it needs a setting.
const FIXED = unitsOf(resolveUnitSystems(), {}, { select: () => {}, setUnit: () => {}, resetUnits: () => {} })

const UnitsContext = createContext<Units>(FIXED)

export interface UnitsProviderProps {
  /** `env.ui.unit_systems`; the built-in Custom, SI and AU systems when absent. */
  config?: Partial<UnitSystemsConfig>
  /** Where the choices are kept; the browser's local storage by default. */
  storage?: KeyValueStorage
  children: ReactNode
}

export function UnitsProvider({ config, storage, children }: UnitsProviderProps) {
  const resolved = useMemo(() => resolveUnitSystems(config), [config])
  const store = useMemo(() => storage ?? browserStorage(), [storage])
  const [choices, setChoices] = useState(() => loadUnitChoices(store, resolved.options))

  useEffect(() => {
    // An admin's mistake should be visible without taking the GUI down.
    for (const problem of resolved.problems) console.warn(`Tessera: ${problem}`)
  }, [resolved])

  const change = useCallback(
    (update: (previous: UnitChoices) => UnitChoices) =>
      setChoices((previous) => {
        const next = update(previous)
        saveUnitChoices(store, next)
        return next
      }),
    [store],
  )

  const units = useMemo(() => {
    const option = selectedOption(resolved, choices)
    return unitsOf(resolved, choices, {
      select: (key) => {
        if (resolved.options.some((option) => option.key === key)) change((previous) => ({ ...previous, selected: key }))
      },
      setUnit: (dimension, definition) => {
        const unit = option.units[dimension]
        if (!unit || unit.locked) return
        const [problem] = unitSystemProblems({ label: option.label, units: { [dimension]: { definition, locked: false } } })
        if (problem) throw new UnitError(problem)
        change((previous) => {
          const own = { ...previous.units?.[option.key] }
          if (sameUnit(definition, unit.definition)) delete own[dimension]
          else own[dimension] = definition
          return { ...previous, units: { ...previous.units, [option.key]: own } }
        })
      },
      resetUnits: () => {
        change((previous) => ({ ...previous, units: { ...previous.units, [option.key]: {} } }))
      },
    })
  }, [resolved, choices, change])

  return <UnitsContext.Provider value={units}>{children}</UnitsContext.Provider>
}

export function useUnits(): Units {
  return useContext(UnitsContext)
}

/** The unit to show a quantity stored in `unit` (its SI unit) in; undefined without a unit. */
export function useDisplayUnit(unit: string | undefined): string | undefined {
  const { system } = useUnits()
  return useMemo(() => displayUnitFor(unit, system), [unit, system])
}

/**
 * A quantity stored in `unit` as the user sees it: display unit, label and conversions
 * both ways. `preferred` (a widget's or column's configured unit) wins when it fits.
 */
export function useQuantityUnit(unit: string | undefined, preferred?: string): QuantityUnit {
  const { system } = useUnits()
  return useMemo(() => quantityUnit(unit, system, preferred), [unit, system, preferred])
}

export type FormatQuantity = (value: number, unit: string | undefined, options?: NumberTextOptions) => string

/** Writes a value stored in `unit` in the display unit, with its label: `(1.6e-19, 'J')` → `1 eV`. */
export function useFormatWithUnit(): FormatQuantity {
  const { system } = useUnits()
  return useCallback<FormatQuantity>(
    (value, unit, options) => {
      const display = displayUnitFor(unit, system)
      return unit && display ? formatWithUnit(value, unit, display, options) : numberText(value, options)
    },
    [system],
  )
}
