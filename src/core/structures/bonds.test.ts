import { describe, expect, it } from 'vitest'
import { findBonds } from './bonds'
import { covalentRadius, covalentRadiusOf, DEFAULT_COVALENT_RADIUS } from './covalentRadii'
import { cellFromParameters, type Matrix3, type Vec3 } from '../chemistry'
import type { AtomicStructure } from '../chemistry'

const molecule = (labels: string[], positions: Vec3[]): AtomicStructure => ({ labels, positions, periodic: [false, false, false] })
const water = molecule(['O', 'H', 'H'], [[0, 0, 0], [0.757, 0.586, 0], [-0.757, 0.586, 0]])
const siliconLattice: Matrix3 = [[0, 2.715, 2.715], [2.715, 0, 2.715], [2.715, 2.715, 0]]
const silicon: AtomicStructure = { labels: ['Si', 'Si'], positions: [[0, 0, 0], [1.3575, 1.3575, 1.3575]], lattice: siliconLattice, periodic: [true, true, true] }

describe('covalent radii', () => {
  it.each([
    [1, 0.31], [6, 0.76], [14, 1.11], [26, 1.32], [86, 1.5], [96, 1.69],
  ])('Z=%i has %f Å', (z, radius) => expect(covalentRadius(z)).toBe(radius))
  it('falls back for X and elements past curium', () => {
    expect(covalentRadiusOf('X')).toBe(DEFAULT_COVALENT_RADIUS)
    expect(covalentRadius(110)).toBe(DEFAULT_COVALENT_RADIUS)
  })
})

describe('findBonds', () => {
  it('bonds the two O–H pairs of water and not H–H', () => {
    const pairs = findBonds(water).map(({ a, b }) => [a, b])
    expect(pairs.sort()).toEqual([[0, 1], [0, 2]])
  })
  it('finds no bonds between distant atoms or overlapping duplicates', () => {
    expect(findBonds(molecule(['C', 'C'], [[0, 0, 0], [5, 0, 0]]))).toEqual([])
    expect(findBonds(molecule(['C', 'C'], [[0, 0, 0], [0.01, 0, 0]]))).toEqual([])
  })
  it('bonds only atoms within the cell without periodic images', () => {
    expect(findBonds(silicon)).toHaveLength(1)
  })
  it('gives every silicon atom of diamond four bonds with periodic images', () => {
    const bonds = findBonds(silicon, { periodic: true })
    expect(bonds).toHaveLength(4)
    const degree = [0, 0]
    for (const { a, b } of bonds) {
      degree[a]++
      degree[b]++
    }
    expect(degree).toEqual([4, 4])
  })
  it('is linear enough for 10,000 atoms of a simple cubic lattice', () => {
    const n = 22
    const positions: Vec3[] = []
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) positions.push([i * 2.2, j * 2.2, k * 2.2])
    const bonds = findBonds(molecule(positions.map(() => 'C'), positions))
    // C–C bonds reach 2 × 0.76 Å × 1.2 = 1.824 Å: none at 2.2 Å, every lattice edge at 1.5 Å.
    expect(bonds).toHaveLength(0)
    const close = findBonds(molecule(positions.map(() => 'C'), positions.map((p): Vec3 => [p[0] / 2.2 * 1.5, p[1] / 2.2 * 1.5, p[2] / 2.2 * 1.5])))
    expect(close).toHaveLength(3 * n * n * (n - 1))
  })
  it('uses the periodic directions only', () => {
    const slab: AtomicStructure = { labels: ['C'], positions: [[0, 0, 0]], lattice: cellFromParameters(1.5, 1.5, 1.5, 90, 90, 90), periodic: [true, false, false] }
    expect(findBonds(slab, { periodic: true }).map((bond) => bond.image)).toEqual([[1, 0, 0]])
  })
})
