// The units menu (spec 2 §2.7): a button "Units" opening the unit system radio list,
// then a dimension and that dimension's unit. Locked dimensions cannot be changed.
import { Button, FormGroup, HTMLSelect, PopoverNext, Radio, RadioGroup } from '@blueprintjs/core'
import { ChevronDownIcon } from '@blueprintjs/icons'
import { useId, useMemo, useState } from 'react'
import { choiceFor, dimensionLabel, unitChoices } from './choices'
import { useUnits } from './UnitsContext'
import './units.css'

export const UNITS_BUTTON_TEXT = 'Units'
export const UNIT_SYSTEM_LABEL = 'Unit system'
export const DIMENSION_LABEL = 'Dimension'
export const UNIT_LABEL = 'Unit'
export const RESET_UNITS_TEXT = 'Reset units'
export const lockedUnitText = (systemLabel: string) => `Fixed by the unit system "${systemLabel}".`

export interface UnitsMenuProps {
  /** The dimension shown first; length by default. */
  initialDimension?: string
}

export function UnitsMenu({ initialDimension = 'length' }: UnitsMenuProps) {
  return (
    <PopoverNext placement="bottom-end" content={<UnitsMenuContent initialDimension={initialDimension} />}>
      <Button variant="minimal" text={UNITS_BUTTON_TEXT} endIcon={<ChevronDownIcon />} />
    </PopoverNext>
  )
}

/** The menu's content without the popover, for a page that places it elsewhere. */
export function UnitsMenuContent({ initialDimension = 'length' }: UnitsMenuProps) {
  const { systems, selected, option, system, select, setUnit, resetUnits } = useUnits()
  const dimensions = Object.keys(option.units)
  const [chosenDimension, setDimension] = useState(initialDimension)
  const dimension = dimensions.includes(chosenDimension) ? chosenDimension : dimensions[0]
  const definition = system.units[dimension]?.definition ?? ''
  const locked = option.units[dimension]?.locked ?? true
  const choices = useMemo(() => unitChoices(dimension, definition), [dimension, definition])
  const changed = dimensions.some((name) => system.units[name]?.definition !== option.units[name]?.definition)
  const ids = { dimension: useId(), unit: useId() }

  return (
    <div className="tessera-units-menu">
      <RadioGroup label={UNIT_SYSTEM_LABEL} selectedValue={selected} onChange={(event) => select(event.currentTarget.value)}>
        {systems.map((candidate) => (
          <Radio key={candidate.key} value={candidate.key} label={candidate.label} />
        ))}
      </RadioGroup>
      <FormGroup label={DIMENSION_LABEL} labelFor={ids.dimension}>
        <HTMLSelect
          id={ids.dimension}
          fill
          value={dimension}
          onChange={(event) => setDimension(event.currentTarget.value)}
          options={dimensions.map((name) => ({ value: name, label: dimensionLabel(name) }))}
        />
      </FormGroup>
      <FormGroup label={UNIT_LABEL} labelFor={ids.unit} helperText={locked ? lockedUnitText(option.label) : undefined}>
        <HTMLSelect
          id={ids.unit}
          fill
          disabled={locked}
          value={choiceFor(choices, definition)?.value ?? definition}
          onChange={(event) => setUnit(dimension, event.currentTarget.value)}
          options={choices}
        />
      </FormGroup>
      <Button variant="minimal" size="small" text={RESET_UNITS_TEXT} disabled={!changed} onClick={resetUnits} />
    </div>
  )
}
