// @vitest-environment jsdom
// The structure viewer as a user meets it where jsdom can go (no WebGL here): the prompt
// before large structures, the WebGL-missing message, and 'Could not load structure.'
// for malformed data.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AtomicStructure, Vec3 } from '../../../core/chemistry'
import { atomLimitPrompt, STRUCTURE_ERROR, StructureViewer, WEBGL_MISSING } from '.'

afterEach(cleanup)

const chain = (n: number): AtomicStructure => ({
  labels: Array(n).fill('C'),
  positions: Array.from({ length: n }, (_, i): Vec3 => [i * 1.5, 0, 0]),
  periodic: [false, false, false],
})

describe('StructureViewer', () => {
  it('asks, in the words of the spec, before drawing more atoms than the limit', async () => {
    render(<StructureViewer structure={chain(501)} />)
    expect(await screen.findByText(atomLimitPrompt(500, 501))).toBeTruthy()
    expect(atomLimitPrompt(500, 501)).toBe(
      'Visualization is by default disabled for systems with more than 500 atoms. Do you wish to enable visualization for this system with 501 atoms?',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }))
    // jsdom has no WebGL: accepting reaches the renderer, which says so.
    expect(await screen.findByText(WEBGL_MISSING)).toBeTruthy()
  })

  it('takes another limit and draws at once up to it', async () => {
    render(<StructureViewer structure={chain(501)} atomLimit={40000} />)
    expect(await screen.findByText(WEBGL_MISSING)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull()
  })

  it.each([
    ['positions that are not numbers', { labels: ['C'], positions: [['a', 0, 0]], periodic: [false, false, false] }],
    ['a cell that is not three vectors', { labels: ['C'], positions: [[0, 0, 0]], lattice: [[1, 0, 0]], periodic: [true, true, true] }],
  ])('shows "Could not load structure." for %s', async (_, malformed) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Malformed on purpose: what a broken archive could hand over without the reader's checks.
    render(<StructureViewer structure={malformed as unknown as AtomicStructure} />)
    expect(await screen.findByText(STRUCTURE_ERROR)).toBeTruthy()
    error.mockRestore()
  })
})
