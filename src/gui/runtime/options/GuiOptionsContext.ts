// The GUI options as components read them (spec 2 §2.7); GuiOptionsProvider fills it.
import { createContext, useContext } from 'react'
import { DEFAULT_GUI_OPTIONS, type GuiOptions, type GuiPreset } from './guiOptions'

export interface GuiOptionsControl {
  readonly options: GuiOptions
  setOptions(change: Partial<GuiOptions>): void
  applyPreset(preset: GuiPreset): void
  readonly isPanelOpen: boolean
  setPanelOpen(open: boolean): void
}

export const GuiOptionsContext = createContext<GuiOptionsControl | null>(null)

/** The GUI options; the "new" preset outside a provider. */
export function useGuiOptions(): GuiOptions {
  return useContext(GuiOptionsContext)?.options ?? DEFAULT_GUI_OPTIONS
}

/** Reading and changing the options and the panel; only inside a GuiOptionsProvider. */
export function useGuiOptionsControl(): GuiOptionsControl {
  const control = useContext(GuiOptionsContext)
  if (!control) throw new Error('useGuiOptionsControl() is used outside of a GuiOptionsProvider.')
  return control
}
