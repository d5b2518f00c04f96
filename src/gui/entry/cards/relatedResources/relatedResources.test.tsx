// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { relatedResourcesCard } from '.'
import { entryPath, relatedEntries, relatedRequest, type RelatedEntry } from './read'
import { NO_RELATED, RELATED_ERROR, RelatedResourcesView } from './RelatedResourcesView'

afterEach(cleanup)

const aHit = (id: string, overrides: Record<string, unknown> = {}) => ({
  entry_id: id,
  entry_name: `${id}.cif`,
  upload_id: 'u1',
  results: { method: { simulation: { program_name: 'VASP' } }, material: { chemical_formula_reduced: 'Cu' } },
  ...overrides,
})

const someEntries = (n: number): RelatedEntry[] =>
  Array.from({ length: n }, (_, i) => ({ entryId: `e${i}`, name: `entry ${i}`, kind: 'VASP', formula: 'Cu', uploadId: 'u1' }))

describe('the related resources card', () => {
  it.each([
    [{ material: { material_id: 'm1' } }, true],
    [{ material: { material_id: '' } }, false],
    [{ material: { material_id: 3 } }, false],
    [{ material: 'm1' }, false],
    [{}, false],
    [undefined, false],
  ])('applies to results %j: %s', (results, applies) => {
    expect(relatedResourcesCard.appliesTo(entryContext(anEntry({ results })))).toBe(applies)
  })

  it('asks for the other entries of the material, ordered by id', () => {
    expect(relatedRequest('m1', 'e1', 50)).toMatchObject({
      owner: 'visible',
      query: { and: [{ 'results.material.material_id': 'm1' }, { not: { entry_id: 'e1' } }] },
      pagination: { page_size: 50, order_by: 'entry_id', order: 'asc' },
    })
  })

  it.each([
    ['no answer', undefined, undefined],
    ['data that is not a list', { data: 'x' }, undefined],
    ['items without an id', { data: [{}, null, 'e2', aHit('e3')], pagination: { total: 1 } }, ['e3']],
    ['a total that is not a number', { data: [aHit('e3')], pagination: { total: 'many' } }, ['e3']],
  ])('reads %s', (_, response, ids) => {
    expect(relatedEntries(response)?.entries.map((entry) => entry.entryId)).toEqual(ids)
  })

  it('names an entry by its name, else its mainfile; tells its program, else its type', () => {
    const { entries } = relatedEntries({ data: [aHit('e2'), { entry_id: 'e3', mainfile: 'a/b.xy', entry_type: 'XRD', results: 'bad' }] })!
    expect(entries).toEqual([
      { entryId: 'e2', name: 'e2.cif', kind: 'VASP', formula: 'Cu', uploadId: 'u1' },
      { entryId: 'e3', name: 'a/b.xy', kind: 'XRD', formula: '', uploadId: '' },
    ])
  })

  it.each([
    ['/search/entries/entry/id/e1/overview', '/search/entries/entry/id/e2'],
    ['/user/uploads/upload/id/u1/entry/id/e1', '/user/uploads/upload/id/u1/entry/id/e2'],
    ['/somewhere', '/search/entries/entry/id/e2'],
  ])('links from %s to %s', (pathname, path) => {
    expect(entryPath(pathname, 'e1', 'e2')).toBe(path)
  })

  it('lists the entries as links with the total, and offers page sizes when there are more', () => {
    const onPageSize = vi.fn()
    render(
      <MemoryRouter>
        <RelatedResourcesView related={{ entries: someEntries(10), total: 23 }} pageSize={10} onPageSize={onPageSize} linkTo={(id) => `/e/${id}`} />
      </MemoryRouter>,
    )
    const table = screen.getByRole('table', { name: 'Entries of the same material' })
    expect(within(table).getAllByRole('link')).toHaveLength(10)
    expect(within(table).getByRole('link', { name: 'entry 3' }).getAttribute('href')).toBe('/e/e3')
    expect(screen.getByText('23 other entries of this material.')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '50' } })
    expect(onPageSize).toHaveBeenCalledWith(50)
  })

  it('offers no page sizes for one page, and says when there is nothing or the search failed', () => {
    const { rerender } = render(
      <MemoryRouter>
        <RelatedResourcesView related={{ entries: someEntries(1), total: 1 }} pageSize={10} onPageSize={vi.fn()} linkTo={String} />
      </MemoryRouter>,
    )
    expect(screen.getByText('1 other entry of this material.')).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
    rerender(<MemoryRouter><RelatedResourcesView related={{ entries: [], total: 0 }} pageSize={10} onPageSize={vi.fn()} linkTo={String} /></MemoryRouter>)
    expect(screen.getByText(NO_RELATED)).toBeTruthy()
    rerender(<MemoryRouter><RelatedResourcesView related={undefined} pageSize={10} onPageSize={vi.fn()} linkTo={String} /></MemoryRouter>)
    expect(screen.getByText(RELATED_ERROR)).toBeTruthy()
  })
})
