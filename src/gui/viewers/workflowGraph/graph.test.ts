// The graph's model on workflows as the parsers write them (the ABINIT relaxation of the
// examples: a GeometryOptimization with three steps) and on a workflow whose tasks live in
// other entries' archives.
import { describe, expect, it } from 'vitest'
import type { Section } from '../../../core/archive'
import { buildView, linkView, type ArchiveLookup, type Focus } from './graph'
import { back, canGoBack, current, expand, reset, showLink, start, withRange } from './navigation'
import { RangeSyntaxError } from './range'
import { dataTabPath, refTo, urlOf } from './references'
import { relaxation } from './testing/relaxation'

const root = (entryId = 'e1'): Focus => ({ ref: { entryId, uploadId: 'u1', mainfile: 'relax.out', path: '/workflow2' }, name: 'GeometryOptimization' })
const only = (archives: { readonly [id: string]: Section }): ArchiveLookup => (id) => archives[id]

describe('a view of a workflow', () => {
  it('shows inputs, tasks and outputs of the focus with their links', () => {
    const built = buildView(root(), only({ e1: relaxation() }))
    expect(built.missing).toEqual([])
    const view = built.value
    expect(view?.root).toMatchObject({ name: 'GeometryOptimization', isWorkflow: true, children: 7 })
    expect(view?.nodes.map((node) => `${node.type}:${node.name}`)).toEqual([
      'inputs:Input system',
      'inputs:Workflow method',
      'tasks:Step 0',
      'tasks:Step 1',
      'tasks:Step 2',
      'outputs:Output calculation',
      'outputs:Workflow results',
    ])
    expect(view?.totals).toEqual({ inputs: 2, tasks: 3, outputs: 2 })
    const links = view?.links.map((link) => `${link.source}>${link.target}:${link.label}`)
    expect(links).toEqual(expect.arrayContaining(['inputs:0>root:Input', 'root>outputs:0:Output', 'inputs:0>tasks:0:Input', 'tasks:2>outputs:0:Output']))
    // Step 0 makes system 0, which steps 0 and 1 take; step 1 makes system 1, which step 2 takes.
    expect(links).toEqual(expect.arrayContaining(['tasks:0>tasks:1:Click to see how tasks are linked', 'tasks:1>tasks:2:Click to see how tasks are linked']))
    expect(links).not.toContain('tasks:2>tasks:0:Click to see how tasks are linked')
  })

  it('shows at most 6 tasks, the first and last three, unless a range says otherwise', () => {
    const view = buildView(root(), only({ e1: relaxation(20) })).value
    expect(view?.nodes.filter((node) => node.type === 'tasks').map((node) => node.name)).toEqual(['Step 0', 'Step 1', 'Step 2', 'Step 17', 'Step 18', 'Step 19'])
    const ranged = buildView({ ...root(), indices: { tasks: [5, 6] } }, only({ e1: relaxation(20) })).value
    expect(ranged?.nodes.filter((node) => node.type === 'tasks').map((node) => node.name)).toEqual(['Step 5', 'Step 6'])
  })

  it('expands a task into its own inputs and outputs', () => {
    const lookup = only({ e1: relaxation() })
    const task = buildView(root(), lookup).value?.nodes.find((node) => node.name === 'Step 1')
    expect(task?.ref?.path).toBe('/workflow2/tasks/1')
    const view = task?.ref && buildView({ ref: task.ref, name: task.name }, lookup).value
    expect(view && view.nodes.map((node) => `${node.type}:${node.name}`)).toEqual([
      'inputs:Input system',
      'inputs:Input method',
      'outputs:Output calculation',
      'outputs:Output system',
    ])
    expect(view && view.root.isWorkflow).toBe(false)
  })

  it('names the entries whose archives a view still needs, then follows their task references', () => {
    const parent: Section = {
      workflow2: {
        name: 'Band structure workflow',
        tasks: [
          { name: 'Relaxation', task: '../upload/archive/e2#/workflow2' },
          { name: 'Bands', task: '/entries/e3/archive#/workflow2' },
        ],
      },
    }
    expect(buildView(root(), only({ e1: parent })).missing).toEqual(['e2', 'e3'])
    const view = buildView(root(), only({ e1: parent, e2: relaxation(), e3: { workflow2: { name: 'SinglePoint', tasks: [] } } })).value
    expect(view?.nodes.map((node) => [node.name, node.isWorkflow, node.ref?.entryId])).toEqual([
      ['Relaxation', true, 'e2'],
      ['Bands', false, 'e3'],
    ])
  })

  it('leaves out what is not a section and reads a workflow without lists as empty', () => {
    const odd: Section = { workflow2: { name: 'W', inputs: 'nope', tasks: [7, null, { name: 'T' }], outputs: [{ name: 'no section' }] } }
    const view = buildView(root(), only({ e1: odd })).value
    expect(view?.nodes.map((node) => `${node.type}:${node.name}`)).toEqual(['tasks:T', 'outputs:no section'])
    expect(buildView(root(), only({ e1: { workflow2: 3 } })).value).toBeUndefined()
    expect(buildView(root(), only({ e1: {} })).value).toBeUndefined()
  })

  it('combines two linked tasks: what the first hands to the second sits between them', () => {
    const view = buildView(root(), only({ e1: relaxation() })).value
    const [first, second] = ['Step 1', 'Step 2'].map((name) => view?.nodes.find((node) => node.name === name))
    if (!first || !second) throw new Error('no tasks')
    const combined = linkView(first, second)
    expect(combined.root.type).toBe('link')
    expect(combined.nodes.map((node) => `${node.type}:${node.name}`)).toEqual([
      'inputs:Input system',
      'inputs:Input method',
      'tasks:Step 1',
      'tasks:Step 2',
      'inputs-outputs:Input system',
      'outputs:Output calculation',
      'outputs:Output calculation',
      'outputs:Output system',
    ])
  })
})

describe('navigation', () => {
  it('expands, shows a link, goes back and resets', () => {
    const lookup = only({ e1: relaxation() })
    const first = start(root())
    expect(canGoBack(first)).toBe(false)
    const view = buildView(root(), lookup).value
    const [task, next, input] = ['Step 0', 'Step 1', 'Input system'].map((name) => view?.nodes.find((node) => node.name === name))
    if (!task || !next || !input) throw new Error('no nodes')
    expect(expand(first, input)).toBe(first)
    const expanded = expand(first, task)
    expect(current(expanded)).toMatchObject({ kind: 'focus', focus: { name: 'Step 0' } })
    const linked = showLink(expanded, task, next)
    expect(current(linked).kind).toBe('link')
    expect(current(back(linked))).toEqual(current(expanded))
    expect(reset(linked)).toEqual(first)
    expect(back(first)).toBe(first)
  })

  it('applies a range to the focus, each kind counted on its own', () => {
    const ranged = withRange(start(root()), '-1', { inputs: 2, tasks: 20, outputs: 0 })
    expect(current(ranged)).toMatchObject({ focus: { indices: { inputs: [1], tasks: [19], outputs: [] } } })
    const cleared = withRange(ranged, '  ', { inputs: 2, tasks: 20, outputs: 0 })
    expect(current(cleared)).toEqual({ kind: 'focus', focus: root() })
    expect(() => withRange(ranged, 'x', { inputs: 2, tasks: 20, outputs: 0 })).toThrow(RangeSyntaxError)
  })
})

describe('references', () => {
  const from = { entryId: 'e1', uploadId: 'u1', mainfile: 'a/relax.out', path: '/workflow2' }
  it.each([
    ['#/run/0/system/1', { entryId: 'e1', path: '/run/0/system/1' }],
    ['/entries/e9/archive#/workflow2', { entryId: 'e9', path: '/workflow2' }],
    ['../upload/archive/e7#/workflow2/tasks/0', { entryId: 'e7', path: '/workflow2/tasks/0' }],
  ])('%j points to %j', (reference, expected) => {
    expect(refTo(reference, from)).toMatchObject(expected)
  })

  it('names sections by entry and path, and writes paths as the data tab does', () => {
    expect(urlOf({ ...from, path: '/run/0/system/1' })).toBe('e1#/run/0/system/1')
    expect(dataTabPath('/run/0/system/1')).toBe('/run:0/system:1')
    expect(refTo('not a reference', from)).toBeUndefined()
  })
})
