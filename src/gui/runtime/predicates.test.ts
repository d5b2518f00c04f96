import { describe, expect, it } from 'vitest'
import type { QuantityType } from '../../core/metainfo'
import {
  hasDimensions,
  hasExtension,
  hasMime,
  hasShape,
  hasUnit,
  inheritsFrom,
  isAtMost,
  isNumeric,
  isQuantityType,
  isScalar,
  isSectionDefinition,
  quantityKind,
  type FileSubject,
  type QuantitySubject,
  type SectionSubject,
} from './predicates'
import { and, rankWith } from './testers'

const aQuantity = (type: QuantityType, shape: QuantitySubject['shape'] = [], unit?: string): QuantitySubject => ({
  name: 'q',
  type,
  shape,
  ...(unit && { unit: unit as QuantitySubject['unit'] }),
})
const FLOAT = { type_kind: 'python', type_data: 'float' } as const
const INT64 = { type_kind: 'numpy', type_data: 'int64' } as const
const STR = { type_kind: 'python', type_data: 'str' } as const

describe('quantity predicates', () => {
  it.each<[QuantityType, string]>([
    [STR, 'str'],
    [FLOAT, 'float'],
    [{ type_kind: 'numpy', type_data: 'float64' }, 'float'],
    [INT64, 'int'],
    [{ type_kind: 'enum', type_data: ['a', 'b'] }, 'enum'],
    [{ type_kind: 'custom', type_data: 'nomad.metainfo.data_type.Datetime' }, 'datetime'],
    [{ type_kind: 'User', type_data: 'User' }, 'user'],
    [{ type_kind: 'Author', type_data: 'Author' }, 'author'],
    [{ type_kind: 'reference', type_data: '#/section' }, 'reference'],
  ])('%j is of kind %s', (type, kind) => {
    expect(quantityKind(type)).toBe(kind)
    expect(isQuantityType(quantityKind(type))(aQuantity(type))).toBe(true)
  })

  const energy = aQuantity(FLOAT, [], 'joule')
  const positions = aQuantity(FLOAT, ['n_atoms', 3], 'meter')
  const labels = aQuantity(STR, ['*'])
  const count = aQuantity(INT64)
  it.each([
    ['isNumeric', isNumeric, [true, true, false, true]],
    ['isScalar', isScalar, [true, false, false, true]],
    ["hasShape('n_atoms', 3)", hasShape('n_atoms', 3), [false, true, false, false]],
    ["hasShape('*')", hasShape('*'), [false, false, true, false]],
    ['hasDimensions(2)', hasDimensions(2), [false, true, false, false]],
    ['hasUnit()', hasUnit(), [true, true, false, false]],
    ["hasUnit('joule', 'electron_volt')", hasUnit('joule', 'electron_volt'), [true, false, false, false]],
    ['and(isNumeric, isScalar, hasUnit())', and(isNumeric, isScalar, hasUnit()), [true, false, false, false]],
  ])('%s holds for energy, positions, labels, count: %j', (_, predicate, expected) => {
    expect([energy, positions, labels, count].map(predicate)).toEqual(expected)
  })
})

describe('file predicates', () => {
  const file = (name: string, mime?: string, size = 100): FileSubject => ({ name, size, ...(mime && { mime }) })
  it.each([
    [file('raw/pattern.xy'), hasExtension('xy'), true],
    [file('PATTERN.XRDML'), hasExtension('.xrdml', 'xy'), true],
    [file('pattern.xy.bak'), hasExtension('xy'), false],
    [file('archive.tar.gz'), hasExtension('tar.gz'), true],
    [file('xy'), hasExtension('xy'), false],
    [file('a.png', 'image/png'), hasMime('image/*'), true],
    [file('a.txt', 'text/plain; charset=utf-8'), hasMime('text/plain'), true],
    [file('a.txt', 'text/plain'), hasMime('image/*', 'application/pdf'), false],
    [file('a.bin'), hasMime('application/octet-stream'), false],
    [file('big.h5', undefined, 10_000_000), isAtMost(1_000_000), false],
    [file('small.h5', undefined, 10), isAtMost(1_000_000), true],
  ])('%j: %s', (subject, predicate, holds) => {
    expect(predicate(subject)).toBe(holds)
  })

  it('ranks a previewer the way a plugin writes it', () => {
    const xy = rankWith(5, and(hasExtension('xy', 'xrdml'), isAtMost(50_000_000)))
    expect([xy(file('a.xy')), xy(file('a.cif'))]).toEqual([5, -1])
  })
})

describe('section predicates', () => {
  const SAMPLE = 'nomad.datamodel.metainfo.eln.Sample'
  const ENTITY = 'nomad.datamodel.metainfo.basesections.Entity'
  const sample: SectionSubject = { definition: SAMPLE, baseSections: [ENTITY, 'nomad.datamodel.data.ArchiveSection'] }
  const run: SectionSubject = { definition: 'runschema.run.Run', baseSections: [] }
  it.each([
    ['isSectionDefinition(Sample)', isSectionDefinition(SAMPLE), [true, false]],
    ['isSectionDefinition(Entity)', isSectionDefinition(ENTITY), [false, false]],
    ['inheritsFrom(Entity)', inheritsFrom(ENTITY), [true, false]],
    ['inheritsFrom(Sample)', inheritsFrom(SAMPLE), [true, false]],
    ['inheritsFrom(short name)', inheritsFrom('Entity'), [false, false]],
  ])('%s holds for a sample, a run: %j', (_, predicate, expected) => {
    expect([sample, run].map(predicate)).toEqual(expected)
  })
})
