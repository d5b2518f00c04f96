// The plot examples of dev/plot: sections with plot annotations as a schema would write
// them (NOMAD's PlotSection examples: one y, several y, x/y pairs, slices, 2-D values,
// figures), and one example of every plot-path message (spec 2 §5.6).
import type { JsonValue } from '../../../core/archive'
import type { Annotations, ResolvedSection } from '../../metainfo'

export interface PlotExample {
  readonly title: string
  readonly description: string
  readonly section: JsonValue
  readonly definition: ResolvedSection
}

const range = (count: number, step = 1) => Array.from({ length: count }, (_, index) => index * step)
const time = range(50, 0.2)
const temperature = time.map((t) => 300 + 40 * (1 - Math.exp(-t / 3)))
const pressure = time.map((t) => 1e5 * (1 + 0.1 * Math.sin(t)))

/** A resolved section with these quantities' units and these annotations (no request needed). */
function definition(name: string, units: Record<string, string>, annotations: Annotations): ResolvedSection {
  const qualifiedName = `dev.plot.${name}`
  const section = {
    kind: 'section' as const,
    name,
    qualifiedName,
    ref: { kind: 'builtIn' as const, name: qualifiedName },
    origin: { kind: 'builtIn' as const, packageName: 'dev.plot' },
    baseSections: [],
    quantities: Object.entries(units).map(([quantity, unit]) => ({
      kind: 'quantity' as const,
      name: quantity,
      type: { type_kind: 'numpy', type_data: 'float64' },
      shape: ['*'],
      unit,
      definedIn: qualifiedName,
    })),
    subSections: [],
    innerSections: [],
  }
  return { definition: section, baseSections: [], quantities: section.quantities, subSections: [], m_annotations: annotations }
}

const units = { time: 'second', temperature: 'kelvin', pressure: 'pascal', wavelength: 'nanometer' }
const heating = { time, temperature, pressure }

export const PLOT_EXAMPLES: readonly PlotExample[] = [
  {
    title: 'One quantity against another',
    description: "plot: {label: Temperature, x: time, y: temperature}",
    section: heating,
    definition: definition('Heating', units, { plot: { label: 'Temperature', x: 'time', y: 'temperature' } }),
  },
  {
    title: 'Several plots, markers and a log axis',
    description: "plot: [{x: time, y: pressure, lines: [{mode: markers}], layout: {yaxis: {type: log}}}, {x: time/0:20, y: temperature/0:20}]",
    section: heating,
    definition: definition('HeatingTwice', units, {
      plot: [
        { label: 'Pressure', x: 'time', y: 'pressure', lines: [{ mode: 'markers' }], layout: { yaxis: { type: 'log' } } },
        { label: 'The first 4 s (slice 0:20)', x: 'time/0:20', y: 'temperature/0:20' },
      ],
    }),
  },
  {
    title: 'Rows of a 2-D quantity and sub section values',
    description: 'plot: [{x: wavelength, y: spectra}, {x: steps/:/time, y: steps/:/value}]',
    section: {
      wavelength: range(40, 10).map((w) => 400 + w),
      spectra: [0, 1, 2].map((shift) => range(40).map((i) => Math.exp(-(((i - 12 - shift * 6) / 5) ** 2)))),
      steps: range(10).map((i) => ({ time: i, value: i * i })),
    },
    definition: definition('Spectra', units, {
      plot: [
        { label: 'Spectra', x: 'wavelength', y: 'spectra', y_axis: 'Intensity' },
        { label: 'Steps', x: 'steps/:/time', y: 'steps/:/value' },
      ],
    }),
  },
  {
    title: 'Figures of a PlotSection',
    description: 'data: {figures: [{label, figure: {data: [{x, y, mode}], layout}}]}',
    section: {
      figures: [
        {
          label: 'Current–voltage curve',
          figure: {
            data: [
              { x: range(21, 0.05), y: range(21, 0.05).map((u) => Math.exp(u * 6) / 50 - 0.02), name: 'forward', mode: 'lines+markers' },
              { x: range(21, 0.05), y: range(21, 0.05).map((u) => Math.exp(u * 5.5) / 50 - 0.02), name: 'reverse', mode: 'lines' },
            ],
            layout: { xaxis: { title: 'Voltage (V)' }, yaxis: { title: 'Current (A)' } },
          },
        },
      ],
    },
    definition: definition('IV', {}, {}),
  },
  {
    title: 'Plot-path messages',
    description: 'Each plot names paths its section cannot give; the message shows in its place.',
    section: {
      ...heating,
      nothing: [],
      steps: [{ time: 0 }, { time: 1 }],
      other: time.map((t) => t * 1000),
      rows: [time, time],
      spectra: [temperature, temperature, temperature],
    },
    definition: definition('Broken', { ...units, other: 'millisecond' }, {
      plot: [
        { label: 'x: time/0:10:2', x: 'time/0:10:2', y: 'temperature' },
        { label: 'x: time/0:10, y: temperature', x: 'time/0:10', y: 'temperature' },
        { label: 'y: humidity', x: 'time', y: 'humidity' },
        { label: 'x: [time, time], y: [temperature]', x: ['time', 'time'], y: ['temperature'] },
        { label: 'x: [time, other] (s and ms)', x: ['time', 'other'], y: ['temperature', 'pressure'] },
        { label: 'y: nothing', x: 'time', y: 'nothing' },
        { label: 'lines: [{marker: {color: [1, 2, 3]}}] (50 points)', x: 'time', y: 'temperature', lines: [{ mode: 'markers', marker: { color: [1, 2, 3] } }] },
        { label: 'x: rows (2 lines), y: spectra (3 lines)', x: 'rows', y: 'spectra' },
      ],
    }),
  },
]
