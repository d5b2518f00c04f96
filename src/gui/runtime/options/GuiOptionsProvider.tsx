// The GUI options kept in React state and local storage, and the hidden panel that edits
// them: Alt+g anywhere in the GUI opens and closes it (spec 2 §2.7).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { GuiOptionsContext, type GuiOptionsControl } from './GuiOptionsContext'
import {
  browserStorage,
  GUI_PRESETS,
  isToggleShortcut,
  loadGuiOptions,
  saveGuiOptions,
  type GuiOptions,
  type KeyValueStorage,
} from './guiOptions'
import { GuiOptionsPanel } from './GuiOptionsPanel'

export interface GuiOptionsProviderProps {
  /** Where the options are kept; the browser's local storage by default. */
  storage?: KeyValueStorage
  children: ReactNode
}

export function GuiOptionsProvider({ storage, children }: GuiOptionsProviderProps) {
  const store = useMemo(() => storage ?? browserStorage(), [storage])
  const [options, setStoredOptions] = useState(() => loadGuiOptions(store))
  const [isPanelOpen, setPanelOpen] = useState(false)

  const setOptions = useCallback(
    (change: Partial<GuiOptions>) =>
      setStoredOptions((previous) => {
        const next = { ...previous, ...change }
        saveGuiOptions(store, next)
        return next
      }),
    [store],
  )

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return
      // Alt+g would otherwise type a character (© on macOS) into a focused input.
      event.preventDefault()
      setPanelOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const control = useMemo<GuiOptionsControl>(
    () => ({ options, setOptions, applyPreset: (preset) => setOptions(GUI_PRESETS[preset]), isPanelOpen, setPanelOpen }),
    [options, setOptions, isPanelOpen],
  )

  return (
    <GuiOptionsContext.Provider value={control}>
      {children}
      <GuiOptionsPanel />
    </GuiOptionsContext.Provider>
  )
}
