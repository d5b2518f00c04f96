// The hidden GUI options panel (spec 2 §2.7): a preset, then each option on its own.
import { Button, Dialog, DialogBody, DialogFooter, RadioGroup, Switch } from '@blueprintjs/core'
import { SettingsIcon } from '@blueprintjs/icons'
import { useGuiOptionsControl } from './GuiOptionsContext'
import { presetOf, type GuiOptions, type GuiPreset } from './guiOptions'
import './options.css'

export const GUI_OPTIONS_TITLE = 'GUI options'
export const GUI_OPTIONS_CLOSE_TEXT = 'Close'
export const PRESET_LABEL = 'Preset'
export const PRESET_TEXTS: Readonly<Record<GuiPreset, string>> = { new: 'New', old: 'Old' }

/** The option fields chosen from a list, in the panel's order, with their texts. */
export const CHOICE_FIELDS = {
  inputVariant: { label: 'Text input variant', options: { filled: 'Filled', outlined: 'Outlined' } },
  inputSize: { label: 'Text input size', options: { small: 'Small', medium: 'Medium' } },
  filterSettings: { label: 'Filter settings display', options: { hidden: 'Hidden', visible: 'Visible' } },
  statisticsIconStyle: { label: 'Statistics icon style', options: { filled: 'Filled', plain: 'Plain' } },
  statisticsIconSize: { label: 'Statistics icon size', options: { small: 'Small', medium: 'Medium' } },
} as const satisfies { [K in keyof GuiOptions]?: { label: string; options: Record<Extract<GuiOptions[K], string>, string> } }

/** The on/off option fields. */
export const SWITCH_FIELDS = {
  loadingIndicator: 'Loading indicator',
  optionsCollapse: 'Options collapse',
} as const satisfies { [K in keyof GuiOptions]?: string }

type ChoiceField = keyof typeof CHOICE_FIELDS
type SwitchField = keyof typeof SWITCH_FIELDS

const entries = <T extends object>(object: T) => Object.entries(object) as [Extract<keyof T, string>, string][]

export function GuiOptionsPanel() {
  const { options, setOptions, applyPreset, isPanelOpen, setPanelOpen } = useGuiOptionsControl()
  const close = () => setPanelOpen(false)
  const choice = (field: ChoiceField) => (
    <RadioGroup
      key={field}
      inline
      label={CHOICE_FIELDS[field].label}
      selectedValue={options[field]}
      onChange={(event) => setOptions({ [field]: event.currentTarget.value })}
      options={entries(CHOICE_FIELDS[field].options).map(([value, label]) => ({ value, label }))}
    />
  )
  const toggle = (field: SwitchField) => (
    <Switch
      key={field}
      label={SWITCH_FIELDS[field]}
      checked={options[field]}
      onChange={(event) => setOptions({ [field]: event.currentTarget.checked })}
    />
  )

  return (
    <Dialog
      isOpen={isPanelOpen}
      onClose={close}
      title={GUI_OPTIONS_TITLE}
      icon={<SettingsIcon />}
      className="tessera-gui-options"
      // The footer has the Close button; one is enough for keyboard and screen readers.
      isCloseButtonShown={false}
    >
      <DialogBody>
        <RadioGroup
          inline
          label={PRESET_LABEL}
          // No preset is selected once a field differs from both.
          selectedValue={presetOf(options) ?? ''}
          onChange={(event) => applyPreset(event.currentTarget.value as GuiPreset)}
          options={entries(PRESET_TEXTS).map(([value, label]) => ({ value, label }))}
        />
        {choice('inputVariant')}
        {choice('inputSize')}
        {toggle('loadingIndicator')}
        {toggle('optionsCollapse')}
        {choice('filterSettings')}
        {choice('statisticsIconStyle')}
        {choice('statisticsIconSize')}
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={GUI_OPTIONS_CLOSE_TEXT} onClick={close} />} />
    </Dialog>
  )
}
