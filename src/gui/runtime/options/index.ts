// Public face of the hidden GUI options (spec 2 §2.7): the provider (which also mounts
// the Alt+g panel), the hook components read, the presets and the panel's texts.
export { GuiOptionsProvider } from './GuiOptionsProvider'
export { GuiOptionsFrame, guiOptionAttributes } from './GuiOptionsFrame'
export type { GuiOptionsProviderProps } from './GuiOptionsProvider'
export { useGuiOptions, useGuiOptionsControl } from './GuiOptionsContext'
export type { GuiOptionsControl } from './GuiOptionsContext'
export {
  CHOICE_FIELDS,
  GUI_OPTIONS_CLOSE_TEXT,
  GUI_OPTIONS_TITLE,
  GuiOptionsPanel,
  PRESET_LABEL,
  PRESET_TEXTS,
  SWITCH_FIELDS,
} from './GuiOptionsPanel'
export {
  DEFAULT_GUI_OPTIONS,
  GUI_OPTIONS_STORAGE_KEY,
  GUI_PRESETS,
  isToggleShortcut,
  loadGuiOptions,
  presetOf,
  saveGuiOptions,
  validGuiOptions,
} from './guiOptions'
export type { Display, GuiOptions, GuiPreset, IconStyle, InputVariant, KeyValueStorage, OptionSize } from './guiOptions'
