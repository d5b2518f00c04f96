import { describe, expect, it } from 'vitest'
import { ELEMENT_SYMBOLS } from '../metainfo/elements'
import { cellFromParameters, cellParameters, cellVolume, ELEMENTS, elementByNumber, elementBySymbol, periodicDistance } from '.'

describe('periodic table', () => {
  it('has the metainfo element symbols in order of atomic number, plus 119', () => {
    expect(ELEMENTS.slice(0, 118).map((e) => e.symbol)).toEqual([...ELEMENT_SYMBOLS])
    expect(ELEMENTS[118]).toMatchObject({ symbol: 'Uue', number: 119, xpos: 1, ypos: 8 })
  })

  it.each([
    // symbol, number, period, group, xpos, ypos, category
    ['H', 1, 1, 1, 1, 1, 'diatomic nonmetal'],
    ['He', 2, 1, 18, 18, 1, 'noble gas'],
    ['B', 5, 2, 13, 13, 2, 'metalloid'],
    ['Na', 11, 3, 1, 1, 3, 'alkali metal'],
    ['Fe', 26, 4, 8, 8, 4, 'transition metal'],
    ['Ba', 56, 6, 2, 2, 6, 'alkaline earth metal'],
    ['La', 57, 6, undefined, 3, 9, 'lanthanide'],
    ['Lu', 71, 6, undefined, 17, 9, 'lanthanide'],
    ['Hf', 72, 6, 4, 4, 6, 'transition metal'],
    ['Rn', 86, 6, 18, 18, 6, 'noble gas'],
    ['Ac', 89, 7, undefined, 3, 10, 'actinide'],
    ['Lr', 103, 7, undefined, 17, 10, 'actinide'],
    ['Rf', 104, 7, 4, 4, 7, 'transition metal'],
    ['Og', 118, 7, 18, 18, 7, 'unknown, predicted to be noble gas'],
  ])('places %s (Z=%i) in period %i, group %s, grid (%i, %i), %s', (symbol, number, period, group, xpos, ypos, category) => {
    const element = elementBySymbol(symbol as string)
    expect(element).toMatchObject({ number, period, xpos, ypos, category })
    expect(element?.group).toBe(group)
    expect(elementByNumber(number as number)?.symbol).toBe(symbol)
  })

  it('gives every grid cell to at most one element', () => {
    const cells = ELEMENTS.map((e) => `${e.xpos},${e.ypos}`)
    expect(new Set(cells).size).toBe(cells.length)
  })

  it('orders elements as IUPAC Table VI: noble gases, alkali metals, …, H between group 15 and 16, halogens last', () => {
    const order = (s: string) => elementBySymbol(s)?.iupacOrder ?? -1
    expect(order('Rn')).toBe(0)
    expect(order('Na')).toBeLessThan(order('Sr'))
    expect(order('Sr')).toBeLessThan(order('Lr'))
    expect(order('Ti')).toBeLessThan(order('C'))
    expect(order('N')).toBeLessThan(order('H'))
    expect(order('H')).toBeLessThan(order('O'))
    expect(order('F')).toBe(103 - 1)
    expect(elementBySymbol('Rf')?.iupacOrder).toBeUndefined()
  })

  it('has masses and Pauling electronegativities', () => {
    expect(elementBySymbol('O')).toMatchObject({ atomicMass: 15.999, electronegativity: 3.44 })
    expect(elementBySymbol('Ne')?.electronegativity).toBeUndefined()
    for (let i = 1; i < 118; i++) expect(ELEMENTS[i].atomicMass).toBeGreaterThan(ELEMENTS[0].atomicMass)
  })
})

describe('cell geometry', () => {
  it('round-trips cell parameters', () => {
    const lattice = cellFromParameters(18.5574, 18.706, 9.4156, 90, 94.4338, 90)
    const p = cellParameters(lattice)
    expect([p.a, p.b, p.c]).toEqual([expect.closeTo(18.5574, 10), expect.closeTo(18.706, 10), expect.closeTo(9.4156, 10)])
    expect((p.beta * 180) / Math.PI).toBeCloseTo(94.4338, 10)
    expect((p.gamma * 180) / Math.PI).toBeCloseTo(90, 10)
    expect(cellVolume(cellFromParameters(2, 2, 3, 90, 90, 120))).toBeCloseTo(2 * 2 * 3 * Math.sin((2 * Math.PI) / 3), 10)
  })

  it('measures periodic distances across the cell boundary', () => {
    const lattice = cellFromParameters(10, 10, 10, 90, 90, 90)
    expect(periodicDistance([0.01, 0, 0], [0.99, 0, 0], lattice)).toBeCloseTo(0.2, 10)
  })

  it('rejects impossible cells', () => {
    expect(() => cellFromParameters(1, 1, 1, 10, 10, 170)).toThrow('Impossible cell')
  })
})
