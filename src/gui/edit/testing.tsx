// Test helpers: an edit component drawn as the app draws it — chosen from a runtime with
// the built-in editors, under a units provider — in a host that keeps the stored value
// and shows it as JSON (data-testid "stored").
import { render } from '@testing-library/react'
import { useState } from 'react'
import type { JsonValue } from '../../core/metainfo'
import { createGuiRuntime, definePlugin, RuntimeProvider, type GuiRuntime } from '../runtime'
import { WithUnits } from '../units/testing'
import type { EditQuantityDefinition } from './definition'
import { EDITORS } from './defs'
import { EditQuantity } from './EditQuantity'

export const editorsRuntime = (): GuiRuntime => createGuiRuntime([definePlugin({ id: 'tessera', editors: [...EDITORS] })])

export const storedText = (value: JsonValue | undefined) => (value === undefined ? 'unset' : JSON.stringify(value))

function Host({ definition, initial, onStored }: { definition: EditQuantityDefinition; initial?: JsonValue; onStored?: (value: JsonValue | undefined) => void }) {
  const [value, setValue] = useState<JsonValue | undefined>(initial)
  return (
    <>
      <EditQuantity
        definition={definition}
        value={value}
        onChange={(next) => {
          setValue(next)
          onStored?.(next)
        }}
      />
      <output data-testid="stored">{storedText(value)}</output>
    </>
  )
}

/** Draws the editor the runtime picks for `definition`; every stored value is also passed to `onStored`. */
export function renderEditor(definition: EditQuantityDefinition, initial?: JsonValue, onStored?: (value: JsonValue | undefined) => void) {
  const runtime = editorsRuntime()
  return render(
    <RuntimeProvider value={runtime}>
      <WithUnits selected="SI">
        <Host definition={definition} initial={initial} onStored={onStored} />
      </WithUnits>
    </RuntimeProvider>,
  )
}

const str = { type_kind: 'python', type_data: 'str' } as const

/** A quantity definition: a scalar string unless told. */
export function aQuantity(overrides: Partial<EditQuantityDefinition> = {}): EditQuantityDefinition {
  return { name: 'value', type: str, shape: [], ...overrides }
}

/** `m_annotations` with an ELN annotation. */
export const eln = (component: string | undefined, rest: { readonly [key: string]: JsonValue } = {}) => ({
  eln: { ...(component ? { component } : {}), ...rest },
})
