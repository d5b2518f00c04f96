// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CHOICE_FIELDS,
  DEFAULT_GUI_OPTIONS,
  GUI_OPTIONS_CLOSE_TEXT,
  GUI_OPTIONS_STORAGE_KEY,
  GUI_OPTIONS_TITLE,
  GUI_PRESETS,
  GuiOptionsFrame,
  GuiOptionsProvider,
  guiOptionAttributes,
  isToggleShortcut,
  loadGuiOptions,
  PRESET_LABEL,
  presetOf,
  SWITCH_FIELDS,
  useGuiOptions,
  validGuiOptions,
  type KeyValueStorage,
} from '.'

afterEach(cleanup)

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data: Record<string, string> = { ...initial }
  const storage: KeyValueStorage = { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
  return { data, storage }
}

/** A component that reads the options, as a search page would. */
function Reader() {
  const options = useGuiOptions()
  return <output aria-label="options">{JSON.stringify(options)}</output>
}

function renderGui(storage = memoryStorage().storage) {
  render(
    <GuiOptionsProvider storage={storage}>
      <input aria-label="somewhere" />
      <Reader />
    </GuiOptionsProvider>,
  )
}

const altG = (target: Element | Window = window) => act(() => void fireEvent.keyDown(target, { key: 'g', code: 'KeyG', altKey: true }))
const read = () => JSON.parse(screen.getByLabelText('options').textContent ?? '{}')
const group = (label: string) => screen.getByRole('radiogroup', { name: label })
const radioIn = (label: string, option: string) => within(group(label)).getByRole('radio', { name: option }) as HTMLInputElement

describe('GUI options panel', () => {
  it('is hidden until Alt+g, and Alt+g closes it again', async () => {
    renderGui()
    expect(screen.queryByRole('dialog')).toBeNull()
    altG()
    expect(screen.getByRole('dialog', { name: GUI_OPTIONS_TITLE })).toBeTruthy()
    altG()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens with Alt+g from inside a text field too', () => {
    renderGui()
    altG(screen.getByLabelText('somewhere'))
    expect(screen.getByRole('dialog', { name: GUI_OPTIONS_TITLE })).toBeTruthy()
  })

  it.each([
    ['g alone', { key: 'g', code: 'KeyG' }],
    ['Ctrl+Alt+g', { key: 'g', code: 'KeyG', altKey: true, ctrlKey: true }],
    ['Alt+h', { key: 'h', code: 'KeyH', altKey: true }],
  ])('does not open with %s', (_, keys) => {
    renderGui()
    act(() => void fireEvent.keyDown(window, keys))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('counts Alt+g by key position (macOS types © with it)', () => {
    expect(isToggleShortcut({ altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, code: 'KeyG', key: '©' })).toBe(true)
  })

  it('closes with its Close button', async () => {
    renderGui()
    altG()
    fireEvent.click(screen.getByRole('button', { name: GUI_OPTIONS_CLOSE_TEXT }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows every field of spec 2 §2.7', () => {
    renderGui()
    altG()
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6)
    for (const label of [PRESET_LABEL, ...Object.values(CHOICE_FIELDS).map((field) => field.label)]) expect(group(label)).toBeTruthy()
    for (const label of Object.values(SWITCH_FIELDS)) expect(screen.getByRole('checkbox', { name: label })).toBeTruthy()
  })

  it('starts with the new preset', () => {
    renderGui()
    altG()
    expect(radioIn(PRESET_LABEL, 'New').checked).toBe(true)
    expect(read()).toEqual(GUI_PRESETS.new)
  })

  it('the old preset sets every field (spec 2 §9)', () => {
    renderGui()
    altG()
    fireEvent.click(radioIn(PRESET_LABEL, 'Old'))
    expect(read()).toEqual({
      inputVariant: 'outlined',
      inputSize: 'medium',
      loadingIndicator: false,
      optionsCollapse: false,
      filterSettings: 'hidden',
      statisticsIconStyle: 'plain',
      statisticsIconSize: 'medium',
    })
    expect(radioIn(CHOICE_FIELDS.inputVariant.label, 'Outlined').checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: SWITCH_FIELDS.loadingIndicator }) as HTMLInputElement).checked).toBe(false)
  })

  it('changes one field, after which no preset is selected', () => {
    renderGui()
    altG()
    fireEvent.click(radioIn(CHOICE_FIELDS.statisticsIconSize.label, 'Medium'))
    fireEvent.click(screen.getByRole('checkbox', { name: SWITCH_FIELDS.optionsCollapse }))
    expect(read()).toMatchObject({ statisticsIconSize: 'medium', optionsCollapse: true, inputVariant: 'filled' })
    expect(radioIn(PRESET_LABEL, 'New').checked).toBe(false)
    expect(radioIn(PRESET_LABEL, 'Old').checked).toBe(false)
  })

  it('keeps the options in local storage for the next visit', () => {
    const { data, storage } = memoryStorage()
    renderGui(storage)
    altG()
    fireEvent.click(radioIn(CHOICE_FIELDS.filterSettings.label, 'Hidden'))
    expect(JSON.parse(data[GUI_OPTIONS_STORAGE_KEY])).toMatchObject({ filterSettings: 'hidden' })
    cleanup()
    renderGui(storage)
    expect(read().filterSettings).toBe('hidden')
  })
})

describe('GUI options', () => {
  it('are the new preset outside a provider', () => {
    render(<Reader />)
    expect(read()).toEqual(DEFAULT_GUI_OPTIONS)
  })

  it('replace unknown or malformed stored fields by the defaults', () => {
    expect(validGuiOptions({ inputSize: 'huge', loadingIndicator: 'yes', filterSettings: 'hidden', extra: 1 })).toEqual({
      ...DEFAULT_GUI_OPTIONS,
      filterSettings: 'hidden',
    })
    expect(validGuiOptions([1])).toEqual(DEFAULT_GUI_OPTIONS)
    expect(loadGuiOptions(memoryStorage({ [GUI_OPTIONS_STORAGE_KEY]: '{oops' }).storage)).toEqual(DEFAULT_GUI_OPTIONS)
  })

  it('name the preset they match', () => {
    expect(presetOf(GUI_PRESETS.old)).toBe('old')
    expect(presetOf({ ...GUI_PRESETS.old, optionsCollapse: true })).toBeUndefined()
  })
})

describe('GUI options in effect', () => {
  it('mark the app frame, so the old preset gives outlined medium inputs, hidden filter settings and plain bars', () => {
    render(
      <GuiOptionsProvider storage={memoryStorage().storage}>
        <GuiOptionsFrame className="tessera-app">
          <span>page</span>
        </GuiOptionsFrame>
      </GuiOptionsProvider>,
    )
    const frame = screen.getByText('page').parentElement!
    expect(frame.dataset).toMatchObject({ inputVariant: 'filled', inputSize: 'small', filterSettings: 'visible', statisticsIconStyle: 'filled' })
    altG()
    fireEvent.click(radioIn(PRESET_LABEL, 'Old'))
    expect(frame.dataset).toMatchObject({
      inputVariant: 'outlined',
      inputSize: 'medium',
      optionsCollapse: 'false',
      filterSettings: 'hidden',
      statisticsIconStyle: 'plain',
      statisticsIconSize: 'medium',
    })
  })

  it('are written for every option', () => {
    expect(Object.keys(guiOptionAttributes(DEFAULT_GUI_OPTIONS))).toHaveLength(Object.keys(DEFAULT_GUI_OPTIONS).length - 1)
  })
})
