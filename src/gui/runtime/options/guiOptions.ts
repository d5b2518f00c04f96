// The GUI options (spec 2 §2.7) and their two presets (spec 2 §9). Pure: the provider
// keeps them, components read them through useGuiOptions().
import { browserStorage, readStored, writeStored, type KeyValueStorage } from '../storage'

export type GuiPreset = 'new' | 'old'
export type InputVariant = 'filled' | 'outlined'
export type OptionSize = 'small' | 'medium'
export type IconStyle = 'filled' | 'plain'
export type Display = 'hidden' | 'visible'

export interface GuiOptions {
  /** Variant of text inputs (search bar, menu inputs). */
  inputVariant: InputVariant
  inputSize: OptionSize
  /** The loading indicator of aggregations (menu statistics) while they are asked for. */
  loadingIndicator: boolean
  /** Whether options lists (terms) collapse. */
  optionsCollapse: boolean
  /** The filter settings (the menu of a filter's options). */
  filterSettings: Display
  statisticsIconStyle: IconStyle
  statisticsIconSize: OptionSize
}

export const GUI_PRESETS: Readonly<Record<GuiPreset, GuiOptions>> = {
  new: {
    inputVariant: 'filled',
    inputSize: 'small',
    loadingIndicator: true,
    optionsCollapse: false,
    filterSettings: 'visible',
    statisticsIconStyle: 'filled',
    statisticsIconSize: 'small',
  },
  old: {
    inputVariant: 'outlined',
    inputSize: 'medium',
    loadingIndicator: false,
    optionsCollapse: false,
    filterSettings: 'hidden',
    statisticsIconStyle: 'plain',
    statisticsIconSize: 'medium',
  },
}

export const DEFAULT_GUI_OPTIONS: GuiOptions = GUI_PRESETS.new

/** The preset the options are, if they are one; undefined once a field differs. */
export function presetOf(options: GuiOptions): GuiPreset | undefined {
  return (Object.keys(GUI_PRESETS) as GuiPreset[]).find((preset) =>
    (Object.keys(GUI_PRESETS[preset]) as (keyof GuiOptions)[]).every((key) => GUI_PRESETS[preset][key] === options[key]),
  )
}

// What each field may hold: stored options are checked field by field against it.
const ALLOWED: { readonly [K in keyof GuiOptions]: readonly GuiOptions[K][] } = {
  inputVariant: ['filled', 'outlined'],
  inputSize: ['small', 'medium'],
  loadingIndicator: [true, false],
  optionsCollapse: [true, false],
  filterSettings: ['hidden', 'visible'],
  statisticsIconStyle: ['filled', 'plain'],
  statisticsIconSize: ['small', 'medium'],
}

/** Stored options with every unknown or malformed field replaced by the default. */
export function validGuiOptions(raw: unknown): GuiOptions {
  const options: Record<string, unknown> = { ...DEFAULT_GUI_OPTIONS }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [key, allowed] of Object.entries(ALLOWED) as [keyof GuiOptions, readonly unknown[]][]) {
      const value = (raw as Record<string, unknown>)[key]
      if (allowed.includes(value)) options[key] = value
    }
  }
  return options as unknown as GuiOptions
}

export type { KeyValueStorage } from '../storage'
export { browserStorage }

export const GUI_OPTIONS_STORAGE_KEY = 'tessera-gui-options'

export function loadGuiOptions(storage: KeyValueStorage): GuiOptions {
  return readStored(storage, GUI_OPTIONS_STORAGE_KEY, validGuiOptions, DEFAULT_GUI_OPTIONS)
}

export function saveGuiOptions(storage: KeyValueStorage, options: GuiOptions): void {
  writeStored(storage, GUI_OPTIONS_STORAGE_KEY, options)
}

/** Alt+g, by key position so that macOS (where Alt+g types ©) works too. */
export function isToggleShortcut(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code' | 'key'>): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false
  return event.code === 'KeyG' || event.key.toLowerCase() === 'g'
}
