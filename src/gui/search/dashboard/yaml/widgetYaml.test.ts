import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { NOT_AN_INTEGER } from '../../../../core/apps'
import { N_ELEMENTS, PROGRAM } from '../../../../core/search/testing'
import { builtInRuntime } from '../../../builtins/testing'
import { definePlugin } from '../../../runtime'
import type { DashboardWidget } from '../types'
import type { WidgetRegistry } from '../widgetDef'
import { addWidget, fromApp as fromAppWith } from '../widgetState'
import { NO_WIDGETS_LIST, notAWidget, notYaml, widgetsFromYaml as fromYamlWith, widgetsToYaml as toYamlWith, widgetTypeRequired } from './widgetYaml'

const TYPES = builtInRuntime().registries.widgets
const fromApp = (widgets: readonly unknown[]) => fromAppWith(widgets, TYPES)
const widgetsToYaml = (widgets: readonly DashboardWidget[]) => toYamlWith(widgets, TYPES)
const widgetsFromYaml = (text: string, types: WidgetRegistry = TYPES) => fromYamlWith(text, types)

const YAML = `widgets:
  - type: terms
    search_quantity: ${PROGRAM}
    scale: log
    show_input: true
    layout:
      lg: { x: .inf, y: 0, w: 5, h: 6, minW: 3, minH: 3 }
  - type: scatterplot
    x: { search_quantity: ${N_ELEMENTS} }
    y: { search_quantity: upload_create_time }
    size: 100
`

const imported = (text: string, types?: WidgetRegistry): DashboardWidget[] => {
  const result = widgetsFromYaml(text, types)
  if (!result.ok) throw new Error(result.errors.join('\n'))
  return result.widgets
}
const problems = (text: string, types?: WidgetRegistry): string[] => {
  const result = widgetsFromYaml(text, types)
  return result.ok ? [] : result.errors
}

describe('dashboard YAML import', () => {
  it('reads widgets, migrating legacy types, shown and not editing', () => {
    const widgets = imported(YAML)
    expect(widgets.map((widget) => [widget.type, widget.visible, widget.editing])).toEqual([
      ['terms', true, false],
      ['scatter_plot', true, false],
    ])
    expect(widgets[0].layout?.lg?.x).toBe(Infinity)
  })

  it('"This is not YAML: <reason>" for text YAML cannot parse', () => {
    const [error] = problems('widgets: [\n  - type: terms')
    expect(error.startsWith(notYaml(''))).toBe(true)
    expect(error.length).toBeGreaterThan(notYaml('').length)
  })

  it.each([
    ['an empty text', ''],
    ['a list without the widgets key', '- type: terms'],
    ['widgets that are not a list', 'widgets: terms'],
  ])('asks for a widgets list for %s', (_name, text) => {
    expect(problems(text)).toEqual([NO_WIDGETS_LIST])
  })

  it('every widget needs a known type', () => {
    expect(problems('widgets:\n  - search_quantity: x\n  - 3\n  - type: sunburst')).toEqual([
      widgetTypeRequired(0),
      notAWidget(1),
      'widgets[2]: Unknown widget type: sunburst.',
    ])
  })

  it('every widget must pass its schema; all problems are listed', () => {
    const errors = problems(`widgets:
  - type: terms
    scale: cubic
    colour: red
  - type: histogram
    x: { search_quantity: ${N_ELEMENTS} }
    nbins: 2.5
    layout: { lg: { x: 0, y: 0, w: 0, h: 3 } }`)
    expect(errors).toEqual(
      expect.arrayContaining([
        'widgets[0].search_quantity: is required',
        'widgets[0].colour: is not a known property',
        expect.stringMatching(/^widgets\[0\]\.scale: must be one of "linear", "log"/),
        expect.stringMatching(/^widgets\[1\]\.nbins: /),
        expect.stringMatching(/^widgets\[1\]\.layout\.lg\.w: /),
      ]),
    )
  })

  // Spec 2 §5.1: layout numbers are integers, x may also be infinity.
  it.each([
    ['x', '1.5'],
    ['x', '-.inf'],
    ['x', '.nan'],
    ['x', 'left'],
    ['y', '2.5'],
    ['y', '.inf'],
    ['w', '.inf'],
    ['h', '2.5'],
    ['minW', '1.5'],
    ['minH', 'tall'],
  ])(`layout %s: %s "${NOT_AN_INTEGER}", naming the widget and field`, (key, value) => {
    const layout = { x: '0', y: '0', w: '6', h: '6', [key]: value }
    const text = Object.entries(layout).map(([name, number]) => `${name}: ${number}`).join(', ')
    expect(problems(`widgets:\n  - { type: terms, search_quantity: ${PROGRAM} }\n  - { type: terms, search_quantity: ${PROGRAM}, layout: { md: { ${text} } } }`)).toEqual([
      `widgets[1].layout.md.${key}: ${NOT_AN_INTEGER}`,
    ])
  })

  it('x may be infinity, every layout number an integer', () => {
    expect(problems(`widgets:\n  - { type: terms, search_quantity: ${PROGRAM}, layout: { md: { x: .inf, y: 3, w: 6, h: 6, minW: 3, minH: 3 } } }`)).toEqual([])
  })

  it.each([
    ['a widget without type', `widgets:\n  - { search_quantity: ${PROGRAM} }`, widgetTypeRequired(0)],
    ['a terms widget without search_quantity', 'widgets:\n  - { type: terms }', 'widgets[0].search_quantity: is required'],
    ['a terms widget with an empty search_quantity', "widgets:\n  - { type: terms, search_quantity: '' }", 'widgets[0].search_quantity: is required'],
    ['a histogram without x', 'widgets:\n  - { type: histogram, nbins: 10 }', 'widgets[0].x: is required'],
    ['a histogram without x.search_quantity', 'widgets:\n  - { type: histogram, x: { title: Gap } }', 'widgets[0].x.search_quantity: is required'],
    ['a scatter plot without y.search_quantity', `widgets:\n  - { type: scatter_plot, x: { search_quantity: ${N_ELEMENTS} }, y: { search_quantity: '' } }`, 'widgets[0].y.search_quantity: is required'],
  ])('%s: "%s"', (_name, text, message) => {
    expect(problems(text)).toEqual([message])
  })

  it('a plugin type is checked against the schema it registered', () => {
    const gauge = {
      type: 'test_gauge',
      schema: { type: 'object', required: ['type', 'max'], properties: { type: { const: 'test_gauge' }, max: { type: 'number' } } },
      load: async () => ({ default: () => null }),
    }
    const types = builtInRuntime(definePlugin({ id: 'test', widgets: [gauge] })).registries.widgets
    expect(problems('widgets:\n  - type: test_gauge', types)).toEqual(['widgets[0].max: is required'])
    expect(imported('widgets:\n  - type: test_gauge\n    max: 3', types)[0]).toMatchObject({ type: 'test_gauge', max: 3 })
  })
})

describe('dashboard YAML export', () => {
  it('round-trips: what is exported imports to the same widgets', () => {
    const widgets = imported(YAML)
    expect(imported(widgetsToYaml(widgets))).toEqual(widgets)
  })

  it('writes an infinite x as .inf', () => {
    expect(widgetsToYaml(imported(YAML))).toContain('x: .inf')
  })

  it('leaves out the editing and visible flags and unknown properties', () => {
    const [widget] = fromApp([{ type: 'terms', search_quantity: PROGRAM, colour: 'red', layout: { lg: { x: 0, y: 0, w: 6, h: 9, extra: 1 } } }])
    const text = widgetsToYaml([{ ...widget, editing: true }])
    const written = parse(text) as { widgets: Record<string, unknown>[] }
    expect(written.widgets[0]).toEqual({ type: 'terms', search_quantity: PROGRAM, id: '0', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } })
    expect(text).not.toContain('editing')
    expect(text).not.toContain('visible')
  })

  it('leaves out a widget still being created', () => {
    const widgets = addWidget(imported(YAML), { config: { type: 'terms', search_quantity: '' }, w: 6, h: 9 }, 1)
    expect((parse(widgetsToYaml(widgets)) as { widgets: unknown[] }).widgets).toHaveLength(2)
  })
})
