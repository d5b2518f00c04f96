import { describe, expect, it } from 'vitest'
import { selectedRange } from './selectedRange'

const linear = { log: false, integer: false }
const log = { log: true, integer: false }
const integer = { log: false, integer: true }

describe('the range a brushed rectangle selects', () => {
  it.each([
    ['linear: steps of at most a thousandth of the span', 1.2485815819273605, 1.9017730063580451, linear, { gte: 1.2486, lte: 1.9018 }],
    ['linear: large values', 9.653647651885464, 217.07261751483938, linear, { gte: 9.7, lte: 217.1 }],
    ['linear: tiny values in SI', 1.2345678e-19, 8.7654321e-19, linear, { gte: 1.235e-19, lte: 8.765e-19 }],
    ['linear: epoch ms over a minute', 1700000012345.678, 1700000072345.678, linear, { gte: 1700000012350, lte: 1700000072350 }],
    ['linear: negative bounds', -2.34567, -1.23456, linear, { gte: -2.346, lte: -1.235 }],
    ['linear: bounds given high first', 3.33333, 1.11111, linear, { gte: 1.111, lte: 3.333 }],
    ['linear: an empty span is kept', 2.5, 2.5, linear, { gte: 2.5, lte: 2.5 }],
    ['log: four significant digits', 0.0012345678, 1234.5678, log, { gte: 0.001235, lte: 1235 }],
    ['integer: outward to whole numbers', 1.2485815819273605, 2.0, integer, { gte: 2, lte: 2 }],
    ['integer: a rectangle between two integers holds none', 1.2, 1.8, integer, { gte: 2, lte: 1 }],
  ])('%s', (_name, low, high, axis, expected) => {
    expect(selectedRange(low, high, axis)).toEqual(expected)
  })
})
