import { describe, expect, it } from 'vitest'
import { appTypes, BUILT_IN_TYPES } from './appTypes'
import { defineCard } from './cards'
import { defineMenuItem } from './menuItems'
import { scatterPlotWidget, termsWidget, type WidgetType } from './widgets'

const energyLandscape: WidgetType = {
  type: 'energy_landscape',
  legacyTypes: [],
  schema: { type: 'object' },
  quantities: () => [],
}
const myChart = defineMenuItem({ type: 'my_chart', schemaName: 'MenuItemMyChart', description: 'A chart.' })
const xrdCard = defineCard({ type: 'xrd', description: 'An X-ray diffraction pattern.' })

describe('the types an installation knows', () => {
  const types = appTypes({ plugins: [{ widgets: [energyLandscape], menuItems: [myChart] }, { cards: [xrdCard] }], unknownTypes: 'report' })

  it("are the built-ins and every plugin's", () => {
    expect(types.widget('terms')).toBe(termsWidget)
    expect(types.widget('scatterplot')).toBe(scatterPlotWidget)
    expect(types.widget('energy_landscape')).toBe(energyLandscape)
    expect(types.menuItem('my_chart')).toBe(myChart)
    expect(types.card('xrd')).toBe(xrdCard)
    expect(types.card('electronic')?.type).toBe('electronic')
    expect(types.widget('nothing')).toBeUndefined()
  })

  it('keep the built-in when a plugin brings a type of the same name', () => {
    const shadowing = appTypes({ plugins: [{ widgets: [{ ...energyLandscape, type: 'terms' }] }], unknownTypes: 'report' })
    expect(shadowing.widget('terms')).toBe(termsWidget)
  })

  it('let other types pass until the plugins are known', () => {
    expect(BUILT_IN_TYPES.unknownTypes).toBe('pass')
    expect(BUILT_IN_TYPES.widget('energy_landscape')).toBeUndefined()
    expect(types.unknownTypes).toBe('report')
  })
})
