// The band structure as the plot draws it: the path's length and its ticks (Γ for 'G',
// 'X|U' where the path jumps), energies relative to the reference in eV, a gap between
// segments, and malformed segments refused.
import { describe, expect, it } from 'vitest'
import type { Vec3 } from '../../../core/chemistry'
import { BandDataError, bandPlotData, type BandSegmentInput } from './bandData'

const EV = 1.602176634e-19
/** A segment from `a` to `b` in n points, one band per energy in eV (flat), one spin channel. */
const segment = (a: Vec3, b: Vec3, labels: [string, string], energies: number[], n = 3): BandSegmentInput => ({
  kpoints: Array.from({ length: n }, (_, i): Vec3 => [0, 1, 2].map((k) => a[k] + ((b[k] - a[k]) * i) / (n - 1)) as Vec3),
  energies: [Array.from({ length: n }, () => energies.map((e) => e * EV))],
  endpointsLabels: labels,
})

describe('bandPlotData', () => {
  it('lays the segments along the path with their labels, Γ for G, and shifts by the reference', () => {
    const data = bandPlotData({
      segments: [segment([0, 0, 0], [0.5, 0, 0], ['G', 'X'], [-1, 2]), segment([0.5, 0, 0], [0.5, 0.5, 0], ['X', 'M'], [-1, 2])],
      energyReference: -1 * EV,
      unit: EV,
    })
    expect(data.ticks.map((t) => t.label)).toEqual(['Γ', 'X', 'M'])
    expect(data.ticks.map((t) => t.x)).toEqual([0, 0.5, 1])
    expect(data.length).toBeCloseTo(1)
    expect(data.extent[0]).toBeCloseTo(0)
    expect(data.extent[1]).toBeCloseTo(3)
    expect(data.channels).toHaveLength(1)
    expect(data.channels[0]).toHaveLength(2)
    // A gap (NaN) after each segment, so the next starts a new stroke.
    expect(data.channels[0][0].ys.filter(Number.isNaN)).toHaveLength(2)
  })

  it('joins the labels where the path jumps', () => {
    const data = bandPlotData({
      segments: [segment([0, 0, 0], [0.5, 0, 0], ['G', 'X'], [0]), segment([0.5, 0.25, 0], [0.5, 0.5, 0], ['U', 'M'], [0])],
      unit: EV,
    })
    expect(data.ticks.map((t) => t.label)).toEqual(['Γ', 'X|U', 'M'])
  })

  it('measures the path in the reciprocal cell when given', () => {
    const data = bandPlotData({ segments: [segment([0, 0, 0], [1, 0, 0], ['G', 'X'], [0])], reciprocalCell: [[2, 0, 0], [0, 1, 0], [0, 0, 1]], unit: EV })
    expect(data.length).toBeCloseTo(2)
  })

  it.each<[string, BandSegmentInput[]]>([
    ['no segments', []],
    ['no energies', [{ kpoints: [[0, 0, 0]], energies: [] }]],
    ['energies for fewer k-points', [{ kpoints: [[0, 0, 0], [1, 0, 0]], energies: [[[0]]] }]],
    ['bands that differ in number', [{ kpoints: [[0, 0, 0], [1, 0, 0]], energies: [[[0, 1], [0]]] }]],
    ['an energy that is not a number', [{ kpoints: [[0, 0, 0]], energies: [[[Number.NaN]]] }]],
    ['a segment with another number of spin channels', [segment([0, 0, 0], [1, 0, 0], ['G', 'X'], [0]), { kpoints: [[1, 0, 0]], energies: [[[0]], [[0]]] }]],
  ])('refuses %s', (_, segments) => {
    expect(() => bandPlotData({ segments, unit: EV })).toThrow(BandDataError)
  })
})
