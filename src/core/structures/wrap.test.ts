import { describe, expect, it } from 'vitest'
import { cellFromParameters, toFractional, type Vec3 } from '../chemistry'
import type { AtomicStructure } from '../chemistry'
import { applyWrapMode, INVALID_WRAP_MODE } from './wrap'

const box = cellFromParameters(10, 10, 10, 90, 90, 90)
// A water molecule cut by the cell face at x = 0: O inside, one H outside on the left.
const cutWater: AtomicStructure = {
  labels: ['O', 'H', 'H'],
  positions: [[0.3, 5, 5], [-0.46, 5.59, 5], [1.06, 5.59, 5]],
  lattice: box,
  periodic: [true, true, true],
}
const close = (actual: Vec3[], expected: Vec3[]) =>
  actual.forEach((p, i) => p.forEach((x, k) => expect(x).toBeCloseTo(expected[i][k], 6)))

describe('wrap modes', () => {
  it('keeps the positions as given in original mode', () => {
    expect(applyWrapMode(cutWater, 'original')).toBe(cutWater)
  })
  it('wraps fractional coordinates into [0, 1) along periodic directions', () => {
    const wrapped = applyWrapMode(cutWater, 'wrap')
    close(wrapped.positions, [[0.3, 5, 5], [9.54, 5.59, 5], [1.06, 5.59, 5]])
    for (const f of toFractional(wrapped.positions, box)) for (const x of f) expect(x >= 0 && x < 1).toBe(true)
  })
  it('leaves non-periodic directions alone when wrapping', () => {
    const slab = { ...cutWater, periodic: [false, true, true] as [boolean, boolean, boolean], positions: [[-3, 12, 5]] as Vec3[], labels: ['O'] }
    close(applyWrapMode(slab, 'wrap').positions, [[-3, 2, 5]])
  })
  it('unwraps a molecule cut by a cell face into one piece', () => {
    const split = applyWrapMode(cutWater, 'wrap')
    const whole = applyWrapMode(split, 'unwrap')
    close(whole.positions, [[0.3, 5, 5], [-0.46, 5.59, 5], [1.06, 5.59, 5]])
  })
  it('answers an unknown mode with the spec message', () => {
    expect(() => applyWrapMode(cutWater, 'fold')).toThrow(INVALID_WRAP_MODE)
    expect(INVALID_WRAP_MODE).toBe('Invalid wrapmode provided.')
  })
  it('leaves molecules without a cell as they are', () => {
    const molecule: AtomicStructure = { ...cutWater, lattice: undefined, periodic: [false, false, false] }
    expect(applyWrapMode(molecule, 'wrap').positions).toBe(molecule.positions)
    expect(applyWrapMode(molecule, 'unwrap').positions).toBe(molecule.positions)
  })
})
