import { describe, expect, it } from 'vitest'
import { ELEMENTS, quantityNotAvailable, repeatsWithoutSelection } from '../../../core/search'
import { CELL_A, N_ELEMENTS, PROGRAM } from '../../../core/search/testing'
import { FILTERS } from './testing'
import type { WidgetHistogram, WidgetScatterPlot } from './types'
import {
  histogramErrors,
  periodicTableErrors,
  PLEASE_SPECIFY_A_VALUE,
  QUANTITY_REQUIRED,
  quantityChoices,
  SCALE_REQUIRED,
  scatterPlotErrors,
  SIZE_REQUIRED,
  termsErrors,
  unitDimension,
  unitProblem,
  UNSUPPORTED_QUANTITY_TYPE,
  X_AXIS_REQUIRED,
  X_QUANTITY_REQUIRED,
  Y_AXIS_REQUIRED,
  Y_QUANTITY_REQUIRED,
} from './validation'

const TIME = 'upload_create_time'

describe('scatter plot form', () => {
  const valid: WidgetScatterPlot = { type: 'scatter_plot', x: { search_quantity: N_ELEMENTS }, y: { search_quantity: TIME }, size: 1000 }

  it('a complete config has no errors', () => {
    expect(scatterPlotErrors(valid, FILTERS)).toEqual({})
  })

  it.each([
    ['x', { ...valid, x: { search_quantity: '' } }, 'x.search_quantity', X_QUANTITY_REQUIRED],
    ['y', { ...valid, y: { search_quantity: ' ' } }, 'y.search_quantity', Y_QUANTITY_REQUIRED],
  ])('an emptied %s axis says which axis needs a quantity', (_axis, config, field, message) => {
    expect(scatterPlotErrors(config, FILTERS)).toEqual({ [field]: message })
  })

  it(`on Done, empty axes say "${PLEASE_SPECIFY_A_VALUE}"`, () => {
    const empty = { ...valid, x: { search_quantity: '' }, y: { search_quantity: '' } }
    expect(scatterPlotErrors(empty, FILTERS, true)).toEqual({
      'x.search_quantity': PLEASE_SPECIFY_A_VALUE,
      'y.search_quantity': PLEASE_SPECIFY_A_VALUE,
    })
  })

  it(`size is required: "${SIZE_REQUIRED}"`, () => {
    expect(scatterPlotErrors({ ...valid, size: undefined }, FILTERS).size).toBe(SIZE_REQUIRED)
    expect(scatterPlotErrors({ ...valid, size: 1.5 }, FILTERS).size).toBe(SIZE_REQUIRED)
  })

  it('axes take int, float and timestamp quantities only', () => {
    expect(scatterPlotErrors({ ...valid, x: { search_quantity: PROGRAM } }, FILTERS)['x.search_quantity']).toBe(UNSUPPORTED_QUANTITY_TYPE)
    expect(scatterPlotErrors({ ...valid, x: { search_quantity: 'nope' } }, FILTERS)['x.search_quantity']).toBe(quantityNotAvailable('nope'))
  })

  it('a quantity in a repeating section needs a JMESPath selection', () => {
    expect(scatterPlotErrors({ ...valid, y: { search_quantity: CELL_A } }, FILTERS)['y.search_quantity']).toBe(repeatsWithoutSelection(CELL_A))
    expect(scatterPlotErrors({ ...valid, y: { search_quantity: 'results.material.topology[0].cell.a' } }, FILTERS)).toEqual({})
  })

  it('the marker colour is optional, and takes strings, enums and numbers', () => {
    expect(scatterPlotErrors({ ...valid, markers: { color: { search_quantity: PROGRAM } } }, FILTERS)).toEqual({})
    expect(scatterPlotErrors({ ...valid, markers: { color: { search_quantity: TIME } } }, FILTERS)).toEqual({
      'markers.color.search_quantity': UNSUPPORTED_QUANTITY_TYPE,
    })
  })
})

describe('terms and periodic table forms', () => {
  it.each([
    ['terms', termsErrors],
    ['periodic table', periodicTableErrors],
  ] as const)(`%s: "${QUANTITY_REQUIRED}" and "${SCALE_REQUIRED}"`, (_name, errors) => {
    expect(errors({ type: 'terms', search_quantity: '' } as never, FILTERS)).toEqual({ search_quantity: QUANTITY_REQUIRED, scale: SCALE_REQUIRED })
  })

  it('terms take aggregatable strings, enums and booleans', () => {
    expect(termsErrors({ type: 'terms', search_quantity: 'published', scale: 'log' }, FILTERS)).toEqual({})
    expect(termsErrors({ type: 'terms', search_quantity: N_ELEMENTS, scale: 'log' }, FILTERS).search_quantity).toBe(UNSUPPORTED_QUANTITY_TYPE)
    // Not aggregatable: no terms aggregation can count it.
    expect(termsErrors({ type: 'terms', search_quantity: 'text_search_contents', scale: 'log' }, FILTERS).search_quantity).toBe(UNSUPPORTED_QUANTITY_TYPE)
  })

  it('the periodic table takes no booleans', () => {
    expect(periodicTableErrors({ type: 'periodic_table', search_quantity: ELEMENTS, scale: '1/2' }, FILTERS)).toEqual({})
    expect(periodicTableErrors({ type: 'periodic_table', search_quantity: 'published', scale: '1/2' }, FILTERS).search_quantity).toBe(
      UNSUPPORTED_QUANTITY_TYPE,
    )
  })
})

describe('histogram form', () => {
  const valid: WidgetHistogram = { type: 'histogram', x: { search_quantity: TIME }, y: { scale: 'linear' }, nbins: 30 }

  it('a complete config has no errors', () => {
    expect(histogramErrors(valid, FILTERS)).toEqual({})
  })

  it(`"${X_AXIS_REQUIRED}" and "${Y_AXIS_REQUIRED}"`, () => {
    expect(histogramErrors({ type: 'histogram', nbins: 30 } as WidgetHistogram, FILTERS)).toEqual({ x: X_AXIS_REQUIRED, y: Y_AXIS_REQUIRED })
  })

  it('an empty quantity, scale or number of bins is reported on its field', () => {
    expect(histogramErrors({ ...valid, x: { search_quantity: '' }, y: {}, nbins: undefined }, FILTERS)).toEqual({
      'x.search_quantity': QUANTITY_REQUIRED,
      'y.scale': SCALE_REQUIRED,
      nbins: PLEASE_SPECIFY_A_VALUE,
    })
  })

  it('takes floats, ints and timestamps only', () => {
    expect(histogramErrors({ ...valid, x: { search_quantity: PROGRAM } }, FILTERS)['x.search_quantity']).toBe(UNSUPPORTED_QUANTITY_TYPE)
  })
})

describe('quantity choices', () => {
  const names = (use: Parameters<typeof quantityChoices>[1]) => quantityChoices(FILTERS, use).map((filter) => filter.name)

  it('scatter axes offer numbers and times', () => {
    expect(names('scatter_axis')).toEqual(expect.arrayContaining([N_ELEMENTS, TIME, CELL_A]))
    expect(names('scatter_axis')).not.toContain(PROGRAM)
  })

  it('terms offer only aggregatable strings, enums and booleans, never the global filters', () => {
    expect(names('terms_widget')).toEqual(expect.arrayContaining([PROGRAM, 'published', ELEMENTS]))
    expect(names('terms_widget')).not.toContain('text_search_contents')
    expect(names('terms_widget')).not.toContain('visibility')
  })

  it('histograms offer numbers and times', () => {
    expect(names('histogram')).toEqual(expect.arrayContaining([N_ELEMENTS, TIME]))
    expect(names('histogram')).not.toContain(ELEMENTS)
  })
})

describe('axis units (spec 2 §5.6)', () => {
  const cellA = FILTERS.byName.get(CELL_A)
  it.each([
    ['', undefined],
    ['Å', undefined],
    ['nm', undefined],
    ['eV', 'Unit "eV" is incompatible with dimension "length".'],
    ['furlong_per_fortnight', 'Unit "furlong_per_fortnight" not found.'],
  ])('%j for a length: %s', (unit, message) => {
    expect(unitProblem(cellA, unit)).toBe(message)
  })

  it('a unit for a quantity without one is refused; an unknown quantity leaves the unit to its own field', () => {
    expect(unitProblem(FILTERS.byName.get(N_ELEMENTS), 'm')).toBe('Unit "m" is incompatible with dimension "dimensionless".')
    expect(unitProblem(undefined, 'eV')).toBeUndefined()
  })

  it('a unit may be chosen for quantities with a dimension, not for times and counts', () => {
    expect(unitDimension(cellA)).toBe('length')
    expect(unitDimension(FILTERS.byName.get(N_ELEMENTS))).toBeUndefined()
    expect(unitDimension(FILTERS.byName.get(TIME))).toBeUndefined()
  })

  it('each axis and the marker colour report their unit at their field', () => {
    const scatter: WidgetScatterPlot = {
      type: 'scatter_plot',
      x: { search_quantity: 'results.material.topology[0].cell.a', unit: 'eV' },
      y: { search_quantity: N_ELEMENTS, unit: 'Å' },
      size: 100,
    }
    expect(Object.keys(scatterPlotErrors(scatter, FILTERS))).toEqual(['x.unit', 'y.unit'])
    const histogram: WidgetHistogram = { type: 'histogram', x: { search_quantity: CELL_A, unit: 'eV' }, y: { scale: 'linear' }, nbins: 10 }
    expect(histogramErrors(histogram, FILTERS)).toEqual({ 'x.unit': 'Unit "eV" is incompatible with dimension "length".' })
  })
})
