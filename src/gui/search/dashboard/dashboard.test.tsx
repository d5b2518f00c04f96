// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRAM } from '../../../core/search/testing'
import { loadedRuntime } from '../../builtins/testing'
import { definePlugin, type GuiRuntime } from '../../runtime'
import { HISTOGRAM_LABEL, PERIODIC_TABLE_LABEL, SCATTER_PLOT_LABEL, TERMS_LABEL } from '.'
import { DASHBOARD_TITLE, EMPTY_DASHBOARD_TEXT, RESET_TEXT, STATISTICS_HIDDEN_TEXT, STATISTICS_LABEL, YAML_BUTTON_TEXT } from './Dashboard'
import { NBINS_LABEL, QUANTITY_LABEL, TITLE_LABEL, X_QUANTITY_LABEL, Y_QUANTITY_LABEL, Y_SCALE_LABEL } from './editors/labels'
import { aData, DashboardHarness, termsAnswer } from './testing'
import type { DashboardWidget } from './types'
import type { WidgetComponentProps, WidgetDef, WidgetEditorProps } from './widgetDef'
import { EDIT_WIDGET_LABEL, REMOVE_WIDGET_LABEL } from './WidgetFrame'
import { CANCEL_TEXT, DONE_TEXT, editDialogTitle } from './WidgetEditDialog'
import { fromApp as fromAppWith } from './widgetState'
import { PLEASE_SPECIFY_A_VALUE, QUANTITY_REQUIRED, X_QUANTITY_REQUIRED } from './validation'
import { SAVE_TEXT, YAML_DIALOG_TITLE, YAML_ROWS, YAML_TEXT_LABEL } from './yaml/YamlDialog'
import { notYaml } from './yaml/widgetYaml'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const NOW = 1700000000000
const APP = [{ type: 'terms', search_quantity: PROGRAM, title: 'Programs', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }]
const button = (name: string) => screen.getByRole('button', { name })
const widgetSection = (title: string) => screen.getByRole('region', { name: title })
const dialog = () => screen.findByRole('dialog')
const fromApp = (widgets: readonly unknown[]) => fromAppWith(widgets, runtime.registries.widgets)

function renderDashboard(props: Omit<Parameters<typeof DashboardHarness>[0], 'runtime'> = {}, withRuntime: GuiRuntime = runtime) {
  const onWidgets = vi.fn<(widgets: readonly DashboardWidget[]) => void>()
  const view = render(<DashboardHarness runtime={withRuntime} onWidgets={onWidgets} {...props} />)
  const last = () => onWidgets.mock.calls.at(-1)?.[0] ?? []
  return { ...view, onWidgets, last }
}

describe('dashboard', () => {
  it('is an accordion titled Dashboard that expands and collapses', () => {
    renderDashboard()
    const toggle = button(DASHBOARD_TITLE)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText(EMPTY_DASHBOARD_TEXT)).toBeTruthy()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('has add buttons for Terms, Histogram, Scatter plot and Periodic table, Reset and YAML', () => {
    renderDashboard()
    for (const name of [TERMS_LABEL, HISTOGRAM_LABEL, SCATTER_PLOT_LABEL, PERIODIC_TABLE_LABEL, RESET_TEXT, YAML_BUTTON_TEXT]) {
      expect(button(name)).toBeTruthy()
    }
  })

  it('shows the app widgets with their titles', () => {
    renderDashboard({ initial: fromApp(APP), data: aData({ aggregations: { [`${PROGRAM}:0`]: termsAnswer(['VASP', 3]) } }) })
    expect(widgetSection('Programs')).toBeTruthy()
    expect(within(widgetSection('Programs')).getByRole('button', { name: 'VASP: 3' })).toBeTruthy()
  })

  it('the statistics toggle hides the widgets', () => {
    renderDashboard({ initial: fromApp(APP) })
    fireEvent.click(screen.getByRole('switch', { name: STATISTICS_LABEL }))
    expect(screen.getByText(STATISTICS_HIDDEN_TEXT)).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Programs' })).toBeNull()
  })

  it('remove takes a widget away; Reset brings back the app widgets and says so (the page forgets the stored ones)', () => {
    const onReset = vi.fn()
    renderDashboard({ initial: fromApp(APP), defaults: APP, onReset })
    fireEvent.click(within(widgetSection('Programs')).getByRole('button', { name: REMOVE_WIDGET_LABEL }))
    expect(screen.queryByRole('region', { name: 'Programs' })).toBeNull()
    expect(onReset).not.toHaveBeenCalled()
    fireEvent.click(button(RESET_TEXT))
    expect(widgetSection('Programs')).toBeTruthy()
    expect(onReset).toHaveBeenCalledTimes(1)
  })

  it('an unknown widget type shows its error in place and can be removed', () => {
    renderDashboard({ initial: fromApp([{ type: 'sunburst' }]) })
    const section = widgetSection('sunburst')
    expect(within(section).getByText('Unknown widget type: sunburst.')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: EDIT_WIDGET_LABEL })).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: REMOVE_WIDGET_LABEL }))
    expect(screen.getByText(EMPTY_DASHBOARD_TEXT)).toBeTruthy()
  })
})

describe('adding and editing widgets', () => {
  it('a new widget opens its edit dialog and is not shown until Done', async () => {
    const { last } = renderDashboard()
    fireEvent.click(button(TERMS_LABEL))
    expect(last()).toMatchObject([{ id: String(NOW), type: 'terms', editing: true, visible: false }])
    expect(within(await dialog()).getByRole('heading', { name: editDialogTitle(TERMS_LABEL) })).toBeTruthy()
    expect(screen.getByText(EMPTY_DASHBOARD_TEXT)).toBeTruthy()
  })

  it('Cancel on a new widget removes it', async () => {
    const { last } = renderDashboard()
    fireEvent.click(button(HISTOGRAM_LABEL))
    fireEvent.click(within(await dialog()).getByRole('button', { name: CANCEL_TEXT }))
    expect(last()).toEqual([])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it(`Done with an empty quantity shows "${QUANTITY_REQUIRED}" and disables Done until it is filled`, async () => {
    const { last } = renderDashboard()
    fireEvent.click(button(TERMS_LABEL))
    const form = await dialog()
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(within(form).getByText(QUANTITY_REQUIRED)).toBeTruthy()
    expect((within(form).getByRole('button', { name: DONE_TEXT }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(form).getByLabelText(QUANTITY_LABEL), { target: { value: PROGRAM } })
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(last()).toMatchObject([{ type: 'terms', search_quantity: PROGRAM, editing: false, visible: true }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(widgetSection('Program Name')).toBeTruthy()
  })

  it(`a scatter plot axis emptied by the user says "${X_QUANTITY_REQUIRED}"; Done on an untouched one says "${PLEASE_SPECIFY_A_VALUE}"`, async () => {
    renderDashboard()
    fireEvent.click(button(SCATTER_PLOT_LABEL))
    const form = await dialog()
    const x = within(form).getByLabelText(X_QUANTITY_LABEL)
    fireEvent.change(x, { target: { value: 'a' } })
    fireEvent.change(x, { target: { value: '' } })
    fireEvent.blur(x)
    expect(within(form).getByText(X_QUANTITY_REQUIRED)).toBeTruthy()
    fireEvent.change(x, { target: { value: 'results.material.n_elements' } })
    expect(within(form).queryByText(X_QUANTITY_REQUIRED)).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(within(form).getByText(PLEASE_SPECIFY_A_VALUE)).toBeTruthy()
  })

  it('editing a shown widget and cancelling keeps it as it was', async () => {
    const initial = fromApp(APP)
    const { last } = renderDashboard({ initial })
    fireEvent.click(within(widgetSection('Programs')).getByRole('button', { name: EDIT_WIDGET_LABEL }))
    const form = await dialog()
    fireEvent.change(within(form).getByLabelText(QUANTITY_LABEL), { target: { value: 'entry_type' } })
    fireEvent.click(within(form).getByRole('button', { name: CANCEL_TEXT }))
    expect(last()).toEqual(initial)
    expect(widgetSection('Programs')).toBeTruthy()
  })
})

describe('YAML dialog', () => {
  it('shows the widgets as YAML in 30 rows', async () => {
    renderDashboard({ initial: fromApp(APP) })
    fireEvent.click(button(YAML_BUTTON_TEXT))
    const text = (await screen.findByLabelText(YAML_TEXT_LABEL)) as HTMLTextAreaElement
    expect(within(await dialog()).getByRole('heading', { name: YAML_DIALOG_TITLE })).toBeTruthy()
    expect(text.rows).toBe(YAML_ROWS)
    expect(text.value).toContain(`search_quantity: ${PROGRAM}`)
    expect(text.value).not.toContain('visible')
  })

  it('text that is not YAML shows why and disables Save', async () => {
    renderDashboard({ initial: fromApp(APP) })
    fireEvent.click(button(YAML_BUTTON_TEXT))
    fireEvent.change(await screen.findByLabelText(YAML_TEXT_LABEL), { target: { value: 'widgets: [' } })
    expect(screen.getByRole('alert').textContent).toContain(notYaml(''))
    expect((button(SAVE_TEXT) as HTMLButtonElement).disabled).toBe(true)
  })

  it('Save replaces the widgets with the imported ones', async () => {
    const { last } = renderDashboard({ initial: fromApp(APP) })
    fireEvent.click(button(YAML_BUTTON_TEXT))
    fireEvent.change(await screen.findByLabelText(YAML_TEXT_LABEL), {
      target: { value: `widgets:\n  - type: periodictable\n    search_quantity: results.material.elements\n    title: Elements here` },
    })
    fireEvent.click(button(SAVE_TEXT))
    expect(last()).toMatchObject([{ type: 'periodic_table', title: 'Elements here', visible: true }])
    expect(widgetSection('Elements here')).toBeTruthy()
  })
})

describe('edit dialogs per type', () => {
  it('a new periodic table starts on the elements and can be added at once', async () => {
    const { last } = renderDashboard()
    fireEvent.click(button(PERIODIC_TABLE_LABEL))
    const form = await dialog()
    expect((within(form).getByLabelText(QUANTITY_LABEL) as HTMLInputElement).value).toBe('results.material.elements')
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(last()).toMatchObject([{ type: 'periodic_table', search_quantity: 'results.material.elements', scale: 'linear', visible: true }])
  })

  // The empty choice empties the field: it then says it is required (spec 2 §5.3).
  it('histograms offer 10 to 50 bins, 30 by default, and the count scales, each also empty', async () => {
    renderDashboard()
    fireEvent.click(button(HISTOGRAM_LABEL))
    const form = await dialog()
    const bins = within(form).getByLabelText(NBINS_LABEL) as HTMLSelectElement
    expect([...bins.options].map((option) => option.value)).toEqual(['', '10', '20', '30', '40', '50'])
    expect(bins.value).toBe('30')
    const scales = within(form).getByLabelText(Y_SCALE_LABEL) as HTMLSelectElement
    expect([...scales.options].map((option) => option.value)).toEqual(['', 'linear', 'log', '1/2', '1/4', '1/8'])
  })

  it('the quantity field suggests only quantities the widget type takes', async () => {
    renderDashboard()
    fireEvent.click(button(HISTOGRAM_LABEL))
    const input = within(await dialog()).getByLabelText(X_QUANTITY_LABEL) as HTMLInputElement
    const choices = [...(input.list?.options ?? [])].map((option) => option.value)
    expect(choices).toContain('results.material.n_elements')
    expect(choices).not.toContain(PROGRAM)
  })

  it('a scatter plot with both axes is added, and fetches its hits', async () => {
    const data = aData()
    const { last } = renderDashboard({ data })
    fireEvent.click(button(SCATTER_PLOT_LABEL))
    const form = await dialog()
    fireEvent.change(within(form).getByLabelText(X_QUANTITY_LABEL), { target: { value: 'results.material.n_elements' } })
    fireEvent.change(within(form).getByLabelText(Y_QUANTITY_LABEL), { target: { value: 'upload_create_time' } })
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(last()).toMatchObject([{ type: 'scatter_plot', size: 1000, autorange: true, drag_mode: 'zoom', visible: true }])
    await waitFor(() => expect(data.fetchHits).toHaveBeenCalledWith(['results.material.n_elements', 'upload_create_time'], 1000))
  })

  it('an emptied optional title is left out, so the quantity label is the title', async () => {
    const { last } = renderDashboard({ initial: fromApp(APP) })
    fireEvent.click(within(widgetSection('Programs')).getByRole('button', { name: EDIT_WIDGET_LABEL }))
    const form = await dialog()
    fireEvent.change(within(form).getByLabelText(TITLE_LABEL), { target: { value: '' } })
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(last()[0]).not.toHaveProperty('title')
    expect(widgetSection('Program Name')).toBeTruthy()
  })

  it('properties the schema does not know are dropped when an app widget is edited', async () => {
    const { last } = renderDashboard({ initial: fromApp([{ ...APP[0], colour: 'red' }]) })
    fireEvent.click(within(widgetSection('Programs')).getByRole('button', { name: EDIT_WIDGET_LABEL }))
    fireEvent.click(within(await dialog()).getByRole('button', { name: DONE_TEXT }))
    expect(last()[0]).not.toHaveProperty('colour')
  })
})

describe('a widget that fails', () => {
  // A plugin's widget that throws while its title is 'broken'; its form edits the title.
  const FRAGILE_TITLE_LABEL = 'Fragile title'
  function Fragile({ widget }: WidgetComponentProps) {
    if (widget.title === 'broken') throw new Error('the fragile widget broke')
    return <p>All good</p>
  }
  function FragileEditor({ config, onChange }: WidgetEditorProps) {
    return <input aria-label={FRAGILE_TITLE_LABEL} value={config.title ?? ''} onChange={(event) => onChange({ ...config, title: event.target.value })} />
  }
  const fragile: WidgetDef = {
    type: 'test_fragile',
    schema: { type: 'object' },
    load: async () => ({ default: Fragile }),
    loadEditor: async () => ({ default: FragileEditor }),
  }
  const WIDGETS = [{ type: 'test_fragile', title: 'broken' }, ...APP]

  let fragileRuntime: GuiRuntime
  beforeAll(async () => {
    fragileRuntime = await loadedRuntime(definePlugin({ id: 'fragile', widgets: [fragile] }))
  })
  beforeEach(() => {
    // React reports the error the widget's boundary caught; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it("shows 'Could not render widget.' in its frame; the other widgets and the dashboard work on", async () => {
    const data = aData({ aggregations: { [`${PROGRAM}:1`]: termsAnswer(['VASP', 3]) } })
    const { last } = renderDashboard({ initial: fromAppWith(WIDGETS, fragileRuntime.registries.widgets), data }, fragileRuntime)
    expect(await within(widgetSection('broken')).findByText('Could not render widget.')).toBeTruthy()
    fireEvent.click(within(widgetSection('Programs')).getByRole('button', { name: 'VASP: 3' }))
    expect(data.setValue).toHaveBeenCalledWith(PROGRAM, ['VASP'])
    fireEvent.click(within(widgetSection('broken')).getByRole('button', { name: REMOVE_WIDGET_LABEL }))
    expect(last().map((widget) => widget.type)).toEqual(['terms'])
  })

  it('is drawn again once its config changes', async () => {
    renderDashboard({ initial: fromAppWith(WIDGETS, fragileRuntime.registries.widgets) }, fragileRuntime)
    expect(await within(widgetSection('broken')).findByText('Could not render widget.')).toBeTruthy()
    fireEvent.click(within(widgetSection('broken')).getByRole('button', { name: EDIT_WIDGET_LABEL }))
    const form = await dialog()
    fireEvent.change(within(form).getByLabelText(FRAGILE_TITLE_LABEL), { target: { value: 'mended' } })
    fireEvent.click(within(form).getByRole('button', { name: DONE_TEXT }))
    expect(await within(widgetSection('mended')).findByText('All good')).toBeTruthy()
  })
})
