// The definition type edit components take: both the metainfo's serialized quantity and
// the GUI's resolved quantity definition (what the lane browser has) fit without
// conversion; the ELN annotation is read defensively.
import { describe, expect, it } from 'vitest'
import type { SerializedQuantity } from '../../core/metainfo'
import type { QuantityDefinition } from '../metainfo'
import { elnAnnotation, itemDefinition, quantityLabel, type EditQuantityDefinition } from './definition'
import { aQuantity } from './testing'

describe('EditQuantityDefinition', () => {
  it('takes a serialized quantity and a resolved quantity definition as they are', () => {
    const serialized: SerializedQuantity = { m_def: 'nomad.metainfo.metainfo.Quantity', name: 'band_gap', description: '', type: { type_kind: 'numpy', type_data: 'float64' }, shape: [], unit: 'joule' }
    const resolved: QuantityDefinition = {
      kind: 'quantity', name: 'thickness', type: { type_kind: 'numpy', type_data: 'float64' }, shape: [], unit: 'nm', definedIn: 'x',
      m_annotations: { eln: { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm' } },
    }
    const definitions: EditQuantityDefinition[] = [serialized, resolved]
    expect(definitions.map((definition) => elnAnnotation(definition).component)).toEqual([undefined, 'NumberEditQuantity'])
  })
})

describe('elnAnnotation', () => {
  it.each([
    [undefined, { props: {} }],
    [{ eln: 'nonsense' }, { props: {} }],
    [{ eln: {} }, { props: {} }],
    [{ eln: { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm', minValue: 0, maxValue: 10 } }, { component: 'NumberEditQuantity', defaultDisplayUnit: 'nm', minValue: 0, maxValue: 10, props: {} }],
    // NOMAD also reads bounds and suggestions from props; the top level wins.
    [{ eln: { props: { minValue: 1, maxValue: 2, suggestions: ['a', 3, 'b'] } } }, { minValue: 1, maxValue: 2, suggestions: ['a', 'b'], props: { minValue: 1, maxValue: 2, suggestions: ['a', 3, 'b'] } }],
    [{ eln: { minValue: 5, props: { minValue: 1 } } }, { minValue: 5, props: { minValue: 1 } }],
    [{ eln: { minValue: '5', maxValue: null, component: 3 } }, { props: {} }],
    [{ eln: [{ component: 'SliderEditQuantity' }] }, { component: 'SliderEditQuantity', props: {} }],
  ])('%j → %j', (annotations, annotation) => {
    expect(elnAnnotation({ m_annotations: annotations })).toEqual(annotation)
  })
})

describe('labels', () => {
  it('uses the annotation’s label, else the name with spaces, and numbers list items', () => {
    expect(quantityLabel(aQuantity({ name: 'sheet_resistance' }))).toBe('sheet resistance')
    expect(quantityLabel(aQuantity({ name: 'x', m_annotations: { eln: { label: 'Sheet resistance' } } }))).toBe('Sheet resistance')
    const item = itemDefinition(aQuantity({ name: 'tags', shape: ['*'], description: 'Tags', m_annotations: { eln: { component: 'StringEditQuantity' } } }), 1)
    expect(item).toMatchObject({ shape: [], description: '', m_annotations: { eln: { component: 'StringEditQuantity', label: 'tags 2' } } })
  })
})
