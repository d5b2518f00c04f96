import { describe, expect, it } from 'vitest'
import { builtInRuntime } from '../../builtins/testing'
import { dashboardStorageKey, forgetStoredWidgets, readStoredWidgets, STORED_DASHBOARD_VERSION, writeStoredWidgets } from './storedWidgets'
import { addWidget, editWidget, fromApp } from './widgetState'

const TYPES = builtInRuntime().registries.widgets

function memoryStorage(initial: { [key: string]: string } = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const APP = 'entries'
const TERMS = { type: 'terms', id: 'programs', search_quantity: 'results.method.simulation.program_name', scale: 'linear', layout: { lg: { x: 0, y: 0, w: 6, h: 9 } } }
const AT_ROW_END = { type: 'histogram', id: 'gaps', x: { search_quantity: 'results.material.n_elements' }, nbins: 30, layout: { lg: { x: Infinity, y: 0, w: 8, h: 3 } } }

describe('the dashboard kept in local storage', () => {
  it('reads back what was written: ids, configs and places, end-of-row x included', () => {
    const storage = memoryStorage()
    const widgets = fromApp([TERMS, AT_ROW_END], TYPES)
    writeStoredWidgets(storage, APP, widgets)
    expect(readStoredWidgets(storage, APP, TYPES)).toEqual(widgets)
    expect(readStoredWidgets(storage, APP, TYPES)?.[1].layout?.lg?.x).toBe(Infinity)
  })

  it('is kept per app', () => {
    const storage = memoryStorage()
    writeStoredWidgets(storage, APP, fromApp([TERMS], TYPES))
    expect(readStoredWidgets(storage, 'materials', TYPES)).toBeUndefined()
    expect([...storage.items.keys()]).toEqual([dashboardStorageKey(APP)])
  })

  it('keeps an empty dashboard empty (the user removed every widget)', () => {
    const storage = memoryStorage()
    writeStoredWidgets(storage, APP, [])
    expect(readStoredWidgets(storage, APP, TYPES)).toEqual([])
  })

  it('leaves out a widget still being created, and keeps one being edited as it was', () => {
    const storage = memoryStorage()
    const shown = editWidget(fromApp([TERMS], TYPES), 'programs')
    const creating = addWidget(shown, { config: { type: 'terms', search_quantity: '' }, w: 6, h: 9 }, 1)
    writeStoredWidgets(storage, APP, creating)
    const read = readStoredWidgets(storage, APP, TYPES)
    expect(read?.map((widget) => [widget.id, widget.editing, widget.visible])).toEqual([['programs', false, true]])
  })

  it('migrates legacy widget types it reads', () => {
    const storage = memoryStorage({
      [dashboardStorageKey(APP)]: JSON.stringify({ version: STORED_DASHBOARD_VERSION, widgets: [{ type: 'periodictable', id: 'p', search_quantity: 'results.material.elements' }] }),
    })
    expect(readStoredWidgets(storage, APP, TYPES)?.[0]).toMatchObject({ type: 'periodic_table', id: 'p' })
  })

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{widgets'],
    ['another version', JSON.stringify({ version: 99, widgets: [TERMS] })],
    ['no widget list', JSON.stringify({ version: STORED_DASHBOARD_VERSION, widgets: 'terms' })],
    ['a bare list', JSON.stringify([TERMS])],
  ])('reads nothing from %s (the app dashboard is shown)', (_name, text) => {
    const storage = memoryStorage(text === undefined ? {} : { [dashboardStorageKey(APP)]: text })
    expect(readStoredWidgets(storage, APP, TYPES)).toBeUndefined()
  })

  it('skips entries that are not widgets', () => {
    const text = JSON.stringify({ version: STORED_DASHBOARD_VERSION, widgets: [null, 3, { id: 'x' }, TERMS] })
    const read = readStoredWidgets(memoryStorage({ [dashboardStorageKey(APP)]: text }), APP, TYPES)
    expect(read?.map((widget) => widget.id)).toEqual(['programs'])
  })

  it('forgets on Reset, and survives a storage that throws', () => {
    const storage = memoryStorage()
    writeStoredWidgets(storage, APP, fromApp([TERMS], TYPES))
    forgetStoredWidgets(storage, APP)
    expect(readStoredWidgets(storage, APP, TYPES)).toBeUndefined()
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => writeStoredWidgets(broken, APP, [])).not.toThrow()
    expect(() => forgetStoredWidgets(broken, APP)).not.toThrow()
    expect(readStoredWidgets(broken, APP, TYPES)).toBeUndefined()
  })
})
