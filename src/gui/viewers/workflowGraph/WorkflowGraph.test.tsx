// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Section } from '../../../core/archive'
import { relaxation } from './testing/relaxation'
import { WorkflowGraph } from './WorkflowGraph'
import type { SectionRef } from './references'

afterEach(cleanup)

const root = { ref: { entryId: 'e1', uploadId: 'u1', mainfile: 'relax.out', path: '/workflow2' }, name: 'GeometryOptimization' }

function draw(archives: { readonly [id: string]: Section }, onMissing = vi.fn()) {
  const hrefOf = (ref: SectionRef) => `/entry/id/${ref.entryId}/data${ref.path}`
  render(
    <MemoryRouter>
      <WorkflowGraph root={root} lookup={(id) => archives[id]} onMissing={onMissing} hrefOf={hrefOf} />
    </MemoryRouter>,
  )
  return onMissing
}

const labels = () => [...document.querySelectorAll('.tessera-workflow-label')].map((label) => label.textContent?.replace(label.querySelector('title')?.textContent ?? '', ''))

describe('the workflow graph', () => {
  it('draws the workflow with its legend and toolbar', () => {
    draw({ e1: relaxation() })
    expect(labels()).toEqual(['GeometryOptimization', 'Input system', 'Workflow method', 'Step 0', 'Step 1', 'Step 2', 'Output calculation', 'Workflow results'])
    const legend = screen.getByRole('list', { name: 'Legend' })
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Input', 'Task', 'Workflow', 'Output and input', 'Output'])
    expect(screen.getByPlaceholderText('Enter range: 5, 4:-1, :50%')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true)
    // A label leads to its section.
    expect(screen.getAllByText('Step 1')[0].closest('a')?.getAttribute('href')).toBe('/entry/id/e1/data/workflow2/tasks/1')
  })

  it('expands a task and goes back up by the box or the Back button', () => {
    draw({ e1: relaxation() })
    fireEvent.click(screen.getByRole('button', { name: 'Expand Step 1' }))
    expect(labels()).toEqual(['Step 1', 'Input system', 'Input method', 'Output calculation', 'Output system'])
    fireEvent.click(screen.getByRole('button', { name: 'Step 1: back' }))
    expect(labels()[0]).toBe('GeometryOptimization')
    fireEvent.click(screen.getByRole('button', { name: 'Expand Step 0' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(labels()[0]).toBe('GeometryOptimization')
  })

  it('shows how two tasks are linked, and resets', () => {
    draw({ e1: relaxation() })
    fireEvent.click(screen.getAllByRole('button', { name: 'Click to see how tasks are linked' })[0])
    expect(labels()).toContain('Step 0')
    expect(labels()).toContain('Step 1')
    expect(document.querySelectorAll('[data-kind="inputOutput"]').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(labels()[0]).toBe('GeometryOptimization')
  })

  it('filters by range and marks text that is not one', () => {
    draw({ e1: relaxation(20) })
    expect(labels().filter((label) => label?.startsWith('Step'))).toEqual(['Step 0', 'Step 1', 'Step 2', 'Step 17', 'Step 18', 'Step 19'])
    const field = screen.getByRole('textbox', { name: 'Nodes shown per section' })
    fireEvent.change(field, { target: { value: '4:6' } })
    expect(labels().filter((label) => label?.startsWith('Step'))).toEqual(['Step 4', 'Step 5'])
    fireEvent.change(field, { target: { value: '4:x' } })
    expect(field.closest('.bp6-input-group')?.className).toContain('bp6-intent-danger')
  })

  it('cuts long names and keeps the whole name on hover', () => {
    const archive = relaxation(1)
    draw({ e1: { workflow2: { ...(archive.workflow2 as Section), tasks: [{ name: 'A very long task name indeed, longer than 25' }] } } })
    const label = screen.getByText('A very long task name …')
    expect(label.querySelector('title')?.textContent).toBe('A very long task name indeed, longer than 25')
  })

  it('asks for the archives of other entries and waits for them', () => {
    const onMissing = draw({ e1: { workflow2: { name: 'W', tasks: [{ name: 'Elsewhere', task: '/entries/e2/archive#/workflow2' }] } } })
    expect(onMissing).toHaveBeenCalledWith(['e2'])
    expect(screen.getByLabelText('loading ...')).toBeTruthy()
  })
})
