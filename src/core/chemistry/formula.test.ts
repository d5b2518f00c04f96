import { describe, expect, it } from 'vitest'
import {
  countElements,
  elementalComposition,
  formulaAnonymous,
  formulaDescriptive,
  formulaFragments,
  formulaHill,
  formulaIupac,
  formulaReduced,
  parseFormula,
} from '.'

describe('formulas', () => {
  it.each([
    // formula, hill, reduced, iupac, anonymous, descriptive
    ['NaCl', 'ClNa', 'ClNa', 'NaCl', 'AB', 'NaCl'],
    ['Na4Cl4', 'Cl4Na4', 'ClNa', 'NaCl', 'AB', 'NaCl'],
    ['SrTiO3', 'O3SrTi', 'O3SrTi', 'SrTiO3', 'A3BC', 'SrTiO3'],
    ['C2H6O', 'C2H6O', 'C2H6O', 'C2H6O', 'A6B2C', 'C2H6O'],
    ['Fe2O3', 'Fe2O3', 'Fe2O3', 'Fe2O3', 'A3B2', 'Fe2O3'],
    ['H2O', 'H2O', 'H2O', 'H2O', 'A2B', 'H2O'],
    ['Si8', 'Si8', 'Si', 'Si', 'A', 'Si'],
    ['CH4', 'CH4', 'CH4', 'CH4', 'A4B', 'CH4'],
    ['SiC', 'CSi', 'CSi', 'SiC', 'AB', 'SiC'],
    ['CaCO3', 'CCaO3', 'CCaO3', 'CaCO3', 'A3BC', 'CaCO3'],
    // Table VI runs group by group: cobalt (group 9) before silver (group 11).
    ['Ag2Co2O4', 'Ag2Co2O4', 'AgCoO2', 'CoAgO2', 'A2BC', 'CoAgO2'],
    ['NH3', 'H3N', 'H3N', 'NH3', 'A3B', 'NH3'],
    ['LiFePO4', 'FeLiO4P', 'FeLiO4P', 'LiFePO4', 'A4BCD', 'LiFePO4'],
    ['C6H12O6', 'C6H12O6', 'CH2O', 'CH2O', 'A2BC', 'C6H12O6'],
  ])('%s → hill %s, reduced %s, iupac %s, anonymous %s, descriptive %s', (formula, hill, reduced, iupac, anonymous, descriptive) => {
    const counts = parseFormula(formula)
    expect(formulaHill(counts)).toBe(hill)
    expect(formulaReduced(counts)).toBe(reduced)
    expect(formulaIupac(counts)).toBe(iupac)
    expect(formulaAnonymous(counts)).toBe(anonymous)
    // NOMAD's descriptive formula is the IUPAC one for inorganics, Hill (not reduced) for organics.
    expect(formulaDescriptive(counts)).toBe(descriptive)
  })

  it('cuts the reduced formula into fragments', () => {
    expect(formulaFragments(parseFormula('Sr2Ti2O6'))).toEqual(['O3', 'Sr', 'Ti'])
  })

  it('counts labels', () => {
    expect(countElements(['O', 'H', 'H'])).toEqual({ O: 1, H: 2 })
    expect(() => countElements(['O', 'Xx'])).toThrow('Unknown element symbol: Xx.')
  })
})

describe('parseFormula', () => {
  it.each([
    ['H2O', { H: 2, O: 1 }],
    ['Ca(OH)2', { Ca: 1, O: 2, H: 2 }],
    ['CH3CH3', { C: 2, H: 6 }],
    ['Co', { Co: 1 }],
    ['CO', { C: 1, O: 1 }],
    ['K4[Fe(CN)6]', { K: 4, Fe: 1, C: 6, N: 6 }],
    [' Na Cl ', { Na: 1, Cl: 1 }],
  ])('reads %s', (formula, counts) => {
    expect(parseFormula(formula)).toEqual(counts)
  })

  it.each([
    ['', 'Empty formula.'],
    ['Xx2', 'Unknown element Xx'],
    ['H2O)', "Unbalanced ')'"],
    ['Ca(OH', "Missing ')'"],
    ['h2o', "Unexpected 'h'"],
  ])('rejects %j with a clear message', (formula, message) => {
    expect(() => parseFormula(formula)).toThrow(message)
  })
})

describe('elementalComposition', () => {
  it('gives atomic and mass fractions in alphabetical order', () => {
    const composition = elementalComposition(parseFormula('H2O'))
    expect(composition.map((c) => c.element)).toEqual(['H', 'O'])
    expect(composition[0].atomic_fraction).toBeCloseTo(2 / 3)
    expect(composition[1].mass_fraction).toBeCloseTo(15.999 / (2 * 1.008 + 15.999), 6)
    // Mass of one atom in kg, the metainfo's unit.
    expect(composition[1].mass).toBeCloseTo(15.999 * 1.6605390666e-27, 35)
    const sum = composition.reduce((s, c) => s + c.mass_fraction, 0)
    expect(sum).toBeCloseTo(1, 12)
  })
})
