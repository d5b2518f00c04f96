// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { hasWorkflow, workflowCard } from '.'
import { sectionHref } from './links'
import { rootFocus } from './WorkflowCard'

describe('the workflow card', () => {
  it.each([
    [['results.method.workflow_name', 'workflow2.name', 'workflow2.inputs.section'], true],
    [['workflow2'], true],
    [['workflow2_extra.name', 'results.method.workflow_name'], false],
    [[], false],
    ['workflow2.name', false],
    [undefined, false],
  ])('applies to an entry with the quantities %j: %s', (quantities, applies) => {
    expect(workflowCard.appliesTo(entryContext(anEntry({ quantities })))).toBe(applies)
    expect(hasWorkflow(entryContext(anEntry({ quantities })))).toBe(applies)
  })

  const ref = (entryId: string, path: string) => ({ entryId, uploadId: 'u1', path })
  it.each([
    ['/search/entries/entry/id/e1', ref('e1', '/run/0/system/1'), '/search/entries/entry/id/e1/data/run:0/system:1'],
    ['/search/entries/entry/id/e1/logs', ref('e1', '/workflow2/tasks/0'), '/search/entries/entry/id/e1/data/workflow2/tasks:0'],
    ['/user/uploads/upload/id/u1/entry/id/e1', ref('e2', '/workflow2'), '/user/uploads/upload/id/u1/entry/id/e2'],
    ['/search/entries/entry/id/e1', ref('e2', '/run/0/calculation/0'), '/search/entries/entry/id/e2/data/run:0/calculation:0'],
    ['/search/entries/entry/id/e1', ref('e1', '/'), '/search/entries/entry/id/e1/data'],
  ])('from %s, %j leads to %s', (pathname, target, href) => {
    expect(sectionHref(pathname, 'e1', target)).toBe(href)
  })

  it.each([
    [{ workflow2: { name: 'GeometryOptimization' } }, 'GeometryOptimization'],
    [{ workflow2: { tasks: [] } }, 'XRD'],
    [{ run: [] }, undefined],
    [{ workflow2: 'broken' }, undefined],
  ])('starts the graph of %j at %s', (archive, name) => {
    const focus = rootFocus(archive, entryContext(anEntry()))
    expect(focus?.name).toBe(name)
    if (focus) expect(focus.ref).toEqual({ entryId: 'e1', uploadId: 'u1', mainfile: 'scans/NaCl.xy', path: '/workflow2' })
  })
})
