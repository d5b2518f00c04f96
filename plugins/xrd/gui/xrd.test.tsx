// @vitest-environment jsdom
// The XRD plugin's GUI: reading patterns from archives, the plot's rows and spec, the
// card on the entry page and the overlay widget (with the chart replaced: jsdom cannot
// lay out vega), and that the plugin's definition keeps its renderers out of the first paint.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../../../src/gui/api'
import { fakeFetch, jsonResponse } from '../../../src/gui/app/testing/fakeFetch'
import { renderApp } from '../../../src/gui/app/testing/renderApp'
import { createStore } from '../../../src/gui/app/store'
import type { VegaChartProps } from '../../../src/gui/components/chart'
import { EnvProvider } from '../../../src/gui/runtime'
import { aGuiEnv } from '../../../src/gui/runtime/testing/aGuiEnv'
import { aData, FILTERS } from '../../../src/gui/search/dashboard/testing'
import type { JsonValue } from 'tessera/gui'
import xrd from '.'
import { XRD_CARD } from './card'
import { AXIS_TITLES, NORMALIZED_TITLE, PATTERN_DATA, patternRows, patternSpec } from './patternSpec'
import { readPatterns } from './patterns'
import { XRD_PATTERNS } from './widget'
import XrdPatternsWidget, { HITS_FAILED_TEXT, NO_PATTERNS_TEXT, withoutWavelengthText } from './widget/XrdPatternsWidget'

vi.mock('../../../src/gui/components/chart/Chart', () => ({
  CHART_LOADING_LABEL: 'Loading plot',
  Chart: ({ label, datasets, spec, onItemClick }: VegaChartProps) => (
    <div data-testid="chart" data-label={label} data-spec={JSON.stringify(spec)} data-rows={JSON.stringify(datasets[PATTERN_DATA])}>
      <button type="button" onClick={() => onItemClick?.({ entry_id: 'e2' })}>
        a pattern
      </button>
    </div>
  ),
}))

afterEach(cleanup)

const DEGREE = Math.PI / 180
const section = (angles: number[], intensity: number[], wavelength?: number): JsonValue => ({
  two_theta_angles: angles.map((angle) => angle * DEGREE),
  intensity,
  ...(wavelength !== undefined && { incident_beam_wavelength: wavelength }),
})
const archiveOf = (...patterns: JsonValue[]): JsonValue => ({ results: { properties: { structural: { diffraction_pattern: patterns } } } })
const rowsOf = (chart: HTMLElement) => JSON.parse(chart.dataset.rows ?? '[]') as { x: number; intensity: number; pattern: string; entry_id: string }[]

describe('reading patterns', () => {
  it('turns radians into degrees and computes Q in 1/Å from the wavelength', () => {
    const [pattern] = readPatterns(archiveOf(section([30, 60], [5, 10], 1.5e-10)), 'e1', 'NaCl')
    expect(pattern.label).toBe('NaCl')
    expect(pattern.twoTheta[0]).toBeCloseTo(30, 10)
    expect(pattern.wavelengthAngstrom).toBeCloseTo(1.5, 10)
    expect(pattern.q?.[1]).toBeCloseTo((4 * Math.PI * Math.sin(30 * DEGREE)) / 1.5, 10)
  })

  it.each([
    ['no results', {}],
    ['a pattern of other lengths', archiveOf({ two_theta_angles: [0.1, 0.2], intensity: [1] })],
    ['text instead of numbers', archiveOf({ two_theta_angles: ['a', 'b'], intensity: [1, 2] })],
    ['an empty pattern', archiveOf({ two_theta_angles: [], intensity: [] })],
    ['patterns that are not a list', { results: { properties: { structural: { diffraction_pattern: { two_theta_angles: [1] } } } } }],
  ])('reads nothing from %s', (_, archive) => {
    expect(readPatterns(archive, 'e1', 'x')).toEqual([])
  })

  it('numbers the patterns of one entry and has no Q without a wavelength', () => {
    const patterns = readPatterns(archiveOf(section([10, 20], [1, 2]), section([10, 20], [3, 4])), 'e1', 'scan')
    expect(patterns.map((pattern) => [pattern.label, pattern.q])).toEqual([['scan (1)', undefined], ['scan (2)', undefined]])
  })
})

describe('the plot', () => {
  const [nacl] = readPatterns(archiveOf(section([30, 31], [50, 200], 1.5e-10)), 'e1', 'NaCl')
  const [silicon] = readPatterns(archiveOf(section([28, 29], [10, 20])), 'e2', 'Si')

  it('scales overlaid patterns to their highest peak, and leaves a single one as measured', () => {
    expect(patternRows([nacl], 'two_theta', true).map((row) => row.intensity)).toEqual([25, 100])
    expect(patternRows([nacl], 'two_theta', false).map((row) => row.intensity)).toEqual([50, 200])
  })

  it('draws against Q only the patterns with a wavelength', () => {
    expect(new Set(patternRows([nacl, silicon], 'two_theta', true).map((row) => row.pattern))).toEqual(new Set(['NaCl', 'Si']))
    expect(new Set(patternRows([nacl, silicon], 'q', true).map((row) => row.pattern))).toEqual(new Set(['NaCl']))
  })

  it.each([
    ['two_theta', false, AXIS_TITLES.two_theta, 'Intensity', false],
    ['q', true, AXIS_TITLES.q, NORMALIZED_TITLE, true],
  ] as const)('against %s, overlay %s: titles and a colour per pattern only when overlaid', (axis, overlay, x, y, coloured) => {
    const spec = JSON.parse(JSON.stringify(patternSpec({ axis, overlay })))
    expect([spec.encoding.x.title, spec.encoding.y.title, 'color' in spec.encoding]).toEqual([x, y, coloured])
  })
})

describe('the card', () => {
  const metadata = (available: string[]) => ({ entry_id: 'e1', upload_id: 'u1', mainfile: 'NaCl.xy', entry_name: 'NaCl.xy', results: { properties: { available_properties: available } } })
  const server = (archive: JsonValue, available = ['diffraction_pattern']) =>
    fakeFetch({
      'entries/e1': () => jsonResponse({ entry_id: 'e1', data: metadata(available) }),
      'entries/e1/archive/query': () => jsonResponse({ entry_id: 'e1', data: { entry_id: 'e1', upload_id: 'u1', archive } }),
    })
  const withXrd = (x_axis: string) => aGuiEnv({ plugins: [{ id: 'xrd', name: 'X-ray diffraction', version: '0.1.0', options: { x_axis } }] })

  it('applies to entries with a diffraction pattern', () => {
    const card = xrd.cards?.find((def) => def.type === XRD_CARD)
    const entry = (available: string[]) => ({ entryId: 'e1', uploadId: 'u1', metadata: metadata(available) })
    expect([card?.appliesTo(entry(['diffraction_pattern'])), card?.appliesTo(entry(['dos_electronic']))]).toEqual([true, false])
  })

  it("plots the entry's pattern, against Q where the installation says so", async () => {
    renderApp({ path: '/entry/id/e1', env: withXrd('q'), fetch: server(archiveOf(section([20, 30, 40], [1, 9, 3], 1.5e-10))), plugins: [xrd] })
    const chart = await screen.findByTestId('chart')
    expect(screen.getByRole('region', { name: 'X-ray diffraction' }).textContent).toContain('λ = 1.5000 Å · 3 points from 20.00° to 40.00° 2θ')
    expect(chart.dataset.label).toBe('Diffraction pattern: intensity against Q')
    expect(rowsOf(chart).map((row) => row.intensity)).toEqual([1, 9, 3])
  })

  it('plots against 2θ when the file stated no wavelength', async () => {
    renderApp({ path: '/entry/id/e1', env: withXrd('q'), fetch: server(archiveOf(section([20, 30], [1, 9]))), plugins: [xrd] })
    expect((await screen.findByTestId('chart')).dataset.label).toBe('Diffraction pattern: intensity against 2θ')
    expect(screen.getByRole('region', { name: 'X-ray diffraction' }).textContent).toContain('Wavelength not stated: plotted against 2θ.')
  })
})

describe('the overlay widget', () => {
  const widget = { id: 'patterns', type: XRD_PATTERNS, size: 3 }
  const hits = [{ entry_id: 'e2', entry_name: 'Si.xy' }, { entry_id: 'e1', entry_name: 'NaCl.xy' }]
  const archives = { data: [
    { entry_id: 'e1', upload_id: 'u1', archive: archiveOf(section([30, 31], [5, 10], 1.5e-10)) },
    { entry_id: 'e2', upload_id: 'u1', archive: archiveOf(section([28, 29], [4, 2])) },
  ] }

  function renderWidget(data: ReturnType<typeof aData>, x_axis = 'two_theta') {
    const requests: unknown[] = []
    const fetch = fakeFetch({
      'entries/archive/query': ({ init }) => {
        requests.push(JSON.parse(String(init?.body)))
        return jsonResponse(archives)
      },
    })
    const env = aGuiEnv({ plugins: [{ id: 'xrd', name: 'X-ray diffraction', version: '0.1.0', options: { x_axis } }] })
    const store = createStore({ client: new ApiClient({ apiBase: env.apiBase, fetch }) })
    render(
      <EnvProvider value={env}>
        <ReduxProvider store={store}>
          <XrdPatternsWidget widget={widget} filters={FILTERS} data={data} />
        </ReduxProvider>
      </EnvProvider>,
    )
    return requests
  }

  it('draws the patterns of the first hits, in their order and by their names; a click opens the entry', async () => {
    const data = aData({ hits })
    const requests = renderWidget(data)
    const chart = await screen.findByTestId('chart')
    expect(data.fetchHits).toHaveBeenCalledWith(['entry_id', 'entry_name', 'mainfile'], 3)
    expect(requests).toEqual([expect.objectContaining({ query: { 'entry_id:any': ['e2', 'e1'] }, pagination: { page_size: 2 } })])
    expect(chart.dataset.label).toBe('Diffraction patterns of 2 entries')
    expect([...new Set(rowsOf(chart).map((row) => row.pattern))]).toEqual(['Si.xy', 'NaCl.xy'])
    expect(Math.max(...rowsOf(chart).filter((row) => row.entry_id === 'e1').map((row) => row.intensity))).toBe(100)
    fireEvent.click(screen.getByRole('button', { name: 'a pattern' }))
    expect(data.openEntry).toHaveBeenCalledWith('e2')
  })

  it('says which patterns it cannot draw against Q', async () => {
    renderWidget(aData({ hits }), 'q')
    expect(await screen.findByText(withoutWavelengthText(1))).toBeTruthy()
    expect([...new Set(rowsOf(await screen.findByTestId('chart')).map((row) => row.pattern))]).toEqual(['NaCl.xy'])
  })

  it('says so when no hit has a pattern, or the hits cannot be loaded', async () => {
    renderWidget(aData({ hits: [] }))
    expect(await screen.findByText(NO_PATTERNS_TEXT)).toBeTruthy()
    cleanup()
    const failing = aData()
    failing.fetchHits.mockRejectedValue(new Error('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWidget(failing)
    expect(await screen.findByText(HITS_FAILED_TEXT)).toBeTruthy()
    vi.restoreAllMocks()
  })
})

describe("the plugin's first paint", () => {
  // main.tsx imports the plugin's index.ts through virtual:tessera-plugins: what it
  // reaches statically is in the first paint. Its card and widget must stay behind import().
  const ROOT = resolve(import.meta.dirname, '../../..')
  const ALIASES: { readonly [specifier: string]: string } = { 'tessera/gui': join(ROOT, 'src/gui/pluginApi/index.ts') }
  const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm
  const file = (base: string) => [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && !path.endsWith('/'))

  function reached(entry: string): Set<string> {
    const seen = new Set<string>()
    const visit = (module: string) => {
      if (seen.has(module)) return
      seen.add(module)
      if (!/\.tsx?$/.test(module)) return
      const code = readFileSync(module, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      for (const [, specifier] of code.matchAll(STATIC)) {
        const target = ALIASES[specifier] ?? (specifier.startsWith('.') ? file(resolve(dirname(module), specifier)) : specifier.split('/')[0])
        if (target) visit(target)
      }
    }
    visit(entry)
    return seen
  }

  it('holds no renderer of the plugin and no vega', () => {
    const modules = [...reached(join(import.meta.dirname, 'index.ts'))].map((module) => (module.startsWith('/') ? relative(ROOT, module) : module))
    expect(modules).toContain('src/gui/pluginApi/index.ts')
    expect(modules.filter((module) => module.startsWith('plugins/') && module.endsWith('.tsx'))).toEqual([])
    expect(modules.filter((module) => /^(vega|vega-lite|vega-embed|react-vega)$/.test(module) || module.endsWith('VegaChart.tsx'))).toEqual([])
  })
})
