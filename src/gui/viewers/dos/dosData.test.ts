// The DOS as the plot draws it: energies relative to the reference in eV, densities per
// eV, the largest density in a window, and malformed data refused (spin-polarised needs
// exactly two channels, spec 3 §5).
import { describe, expect, it } from 'vitest'
import { DosDataError, dosPlotData, maxInRange, SPIN_POLARIZED_NEEDS_TWO, type DosChannelInput } from './dosData'

const EV = 1.602176634e-19
const channel = (energiesEv: number[], perEv: number[]): DosChannelInput => ({ energies: energiesEv.map((e) => e * EV), values: perEv.map((v) => v / EV) })

describe('dosPlotData', () => {
  it('shifts by the reference and gives states per eV', () => {
    const data = dosPlotData({ channels: [channel([-2, 0, 2], [1, 3, 2])], spinPolarized: false, energyReference: 1 * EV, unit: EV })
    expect(data.channels[0].energies.map((e) => Math.round(e * 1e6) / 1e6)).toEqual([-3, -1, 1])
    expect(data.channels[0].values.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([1, 3, 2])
    expect(data.maxValue).toBeCloseTo(3)
    expect(maxInRange(data, [0, 2])).toBeCloseTo(2)
  })

  it('says in the words of the spec that spin-polarised data needs two data sets', () => {
    expect(SPIN_POLARIZED_NEEDS_TWO).toBe('Spin-polarized DOS needs exactly two data sets')
    expect(() => dosPlotData({ channels: [channel([0], [1])], spinPolarized: true, unit: EV })).toThrow(SPIN_POLARIZED_NEEDS_TWO)
    expect(dosPlotData({ channels: [channel([0], [1]), channel([0], [2])], spinPolarized: true, unit: EV }).channels).toHaveLength(2)
  })

  it.each<[string, DosChannelInput[]]>([
    ['no channels', []],
    ['fewer densities than energies', [{ energies: [0, 1], values: [1] }]],
    ['empty arrays', [{ energies: [], values: [] }]],
    ['a density that is not a number', [{ energies: [0], values: [Number.POSITIVE_INFINITY] }]],
  ])('refuses %s', (_, channels) => {
    expect(() => dosPlotData({ channels, spinPolarized: false, unit: EV })).toThrow(DosDataError)
  })
})
