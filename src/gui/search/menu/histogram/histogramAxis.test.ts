import { describe, expect, it } from 'vitest'
import { barPlacement, histogramAxis, positionOf, releasedRange, SLIDER_STEPS, sliderPositions, valueAt, type HistogramAxis } from './histogramAxis'
import { MIN_DATE_RANGE_MS } from '../../../components/rangeInputs'

const linear: HistogramAxis = { min: 0, max: 100, log: false, discrete: false }
const log: HistogramAxis = { min: 1, max: 1e4, log: true, discrete: false }

describe('histogram axis', () => {
  it('the slider has 20 steps (spec 2 §9)', () => {
    expect(SLIDER_STEPS).toBe(20)
  })

  it('spans the bins from the first start to the last end, widened to the current range', () => {
    expect(histogramAxis([1, 2, 3], 1, undefined)).toEqual({ min: 1, max: 4, log: false, discrete: false })
    expect(histogramAxis([1, 2, 3], 1, { gte: 0, lte: 10 })).toEqual({ min: 0, max: 10, log: false, discrete: false })
  })

  it.each([
    [[], 1],
    [[5], null],
    [[5], 0],
  ] as const)('has no span for starts %j with interval %j', (starts, interval) => {
    expect(histogramAxis(starts, interval, undefined)).toBeUndefined()
  })

  it('is log only where every value is positive', () => {
    expect(histogramAxis([1, 10], 10, undefined, { log: true })?.log).toBe(true)
    expect(histogramAxis([0, 10], 10, undefined, { log: true })?.log).toBe(false)
  })

  it.each([
    [linear, 0, 0],
    [linear, 5, 25],
    [linear, 20, 100],
    [log, 10, 100],
    [log, 15, 1000],
  ])('maps position %# to its value', (axis, position, value) => {
    expect(valueAt(axis, position)).toBeCloseTo(value, 9)
    expect(positionOf(axis, value)).toBeCloseTo(position, 9)
  })

  it('rounds integer and time axes to whole units', () => {
    expect(valueAt({ min: 1, max: 7, log: false, discrete: true }, 3)).toBe(2)
  })

  it('clamps values outside the span to the ends', () => {
    expect(positionOf(linear, -5)).toBe(0)
    expect(positionOf(linear, 500)).toBe(SLIDER_STEPS)
    expect(valueAt(linear, 99)).toBe(100)
  })

  it('puts the handles at the range bounds, or the ends', () => {
    expect(sliderPositions(linear, { gte: 25, lte: 50 })).toEqual([5, 10])
    expect(sliderPositions(linear, { gt: 25 })).toEqual([5, 20])
    expect(sliderPositions(linear, undefined)).toEqual([0, 20])
    expect(sliderPositions(linear, { gte: { value: 1, unit: 'eV' } })).toEqual([0, 20])
  })

  it('places bars on the axis, log bars by their log width', () => {
    expect(barPlacement(linear, 25, 50)).toEqual({ left: 25, width: 25 })
    const bar = barPlacement(log, 10, 100)
    expect(bar.left).toBeCloseTo(25, 9)
    expect(bar.width).toBeCloseTo(25, 9)
  })
})

describe('released slider', () => {
  it('a moved handle bounds the range there', () => {
    expect(releasedRange(linear, undefined, [0, 20], [5, 20], 'number')).toEqual({ gte: 25 })
    expect(releasedRange(linear, undefined, [0, 20], [5, 10], 'number')).toEqual({ gte: 25, lte: 50 })
  })

  it('a handle that did not move keeps its bound as it was', () => {
    expect(releasedRange(linear, { gt: 25, lte: 50 }, [5, 10], [5, 15], 'number')).toEqual({ gt: 25, lte: 75 })
  })

  it('a handle moved to its end drops its bound; both at the ends clear the filter', () => {
    expect(releasedRange(linear, { gte: 25, lte: 50 }, [5, 10], [0, 10], 'number')).toEqual({ lte: 50 })
    expect(releasedRange(linear, { gte: 25 }, [5, 20], [0, 20], 'number')).toBeUndefined()
  })

  it('nothing moved is no change', () => {
    expect(releasedRange(linear, { gte: 25 }, [5, 20], [5, 20], 'number')).toBe('unchanged')
  })

  it('widens a date range to a minute', () => {
    const day = { min: 0, max: 20_000, log: false, discrete: true }
    expect(releasedRange(day, undefined, [0, 20], [1, 2], 'date')).toEqual({ gte: 1000, lte: 1000 + MIN_DATE_RANGE_MS })
  })
})
