// The History diff's units: a changed quantity's values in the unit its definition
// displays (the archive browser's choice), found by the diff's archive path through the
// data section's definitions and its sub sections.
import { describe, expect, it } from 'vitest'
import { defaultUnitSystems } from '../../../../core/units'
import type { DefinitionRef, QuantityDefinition, ResolvedSection, SectionDefinition } from '../../../metainfo'
import { quantityUnit } from '../../../units'
import { preferredUnitOf } from '../../archive/useDisplayUnit'
import { diffRows, valueText } from './diffRows'
import { quantityAtPath } from './units'

const float = { type_kind: 'numpy', type_data: 'float64' }
const aQuantity = (name: string, extra: Partial<QuantityDefinition> = {}): QuantityDefinition =>
  ({ kind: 'quantity', name, type: float, shape: [], definedIn: 'x', ...extra })
const aSection = (quantities: QuantityDefinition[], subSections: ResolvedSection['subSections'] = []): ResolvedSection => ({
  definition: { name: 's' } as SectionDefinition,
  baseSections: [],
  quantities,
  subSections,
  m_annotations: {},
})

const thickness = aQuantity('thickness', { unit: 'm', m_annotations: { eln: { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm' } } })
const layerRef: DefinitionRef = { kind: 'builtIn', name: 'Layer' }
const layer = aSection([aQuantity('temperature', { unit: 'kelvin' })])
const data = aSection([thickness, aQuantity('name', { type: { type_kind: 'python', type_data: 'str' } })], [
  { kind: 'subSection', name: 'layers', repeats: true, section: layerRef, sectionName: 'Layer', definedIn: 'x' },
])
const resolve = async (ref: DefinitionRef) => {
  if (ref === layerRef) return layer
  throw new Error('unknown')
}

/** The unit the archive browser shows a definition in (Custom system, as a new user sees it). */
const shownIn = (definition: QuantityDefinition | undefined) => {
  if (!definition) return undefined
  const shown = quantityUnit(definition.unit, defaultUnitSystems.Custom, preferredUnitOf(definition))
  return { label: shown.label, convert: (value: number) => shown.toDisplay(value) }
}

describe('the quantity of a diff path', () => {
  it.each([
    ['data/thickness', 'thickness'],
    ['data/layers/0/temperature', 'temperature'],
    ['data/layers/3', undefined],
    ['data/unknown', undefined],
    ['data/layers/0/unknown', undefined],
    ['data/nothing/0/temperature', undefined],
    ['metadata/thickness', undefined],
    ['data', undefined],
  ])('%s is %s', async (path, name) => {
    expect((await quantityAtPath(path, data, resolve))?.name).toBe(name)
  })

  it('follows a sub section only through the resolver', async () => {
    await expect(quantityAtPath('data/layers/0/temperature', data, async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
  })
})

describe('diff values with units', () => {
  it('shows a number stored in m in the nm its definition displays, lists and other values as before', async () => {
    const nm = shownIn(await quantityAtPath('data/thickness', data, resolve))
    expect(valueText(2.5e-7, nm)).toBe('250 nm')
    expect(valueText([1e-7, 2e-7], nm)).toBe('[100, 200] nm')
    expect(valueText('quartz', nm)).toBe('quartz')
    expect(valueText(null, nm)).toBe('null')
    expect(valueText(2.5e-7)).toBe('2.5e-7')
  })

  it('gives each row the unit of its own path; paths without one stay as stored', async () => {
    const units = new Map([['data/thickness', shownIn(thickness)], ['data/layers/0/temperature', shownIn(await quantityAtPath('data/layers/0/temperature', data, resolve))]])
    const rows = diffRows(
      {
        changes: [
          { path: 'data/thickness', op: 'changed', old: 1.2e-7, new: 2.5e-7 },
          { path: 'data/layers/0/temperature', op: 'added', new: 300 },
          { path: 'data/count', op: 'removed', old: 3 },
        ],
      },
      (path) => units.get(path),
    )
    expect(rows?.map((row) => [row.old, row.new])).toEqual([['120 nm', '250 nm'], ['', '300 K'], ['3', '']])
  })
})
