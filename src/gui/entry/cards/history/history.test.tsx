// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { historyCard } from '.'
import { diffRows, valueText, VALUE_TEXT_LIMIT } from './diffRows'
import { pick } from './HistoryCard'
import { COMPARE_HINT, DIFF_ERROR, diffTitle, HISTORY_ERROR, HistoryView, NO_DIFFERENCES } from './HistoryView'
import { sizeText, versionRows } from './read'

afterEach(cleanup)

const aVersion = (version: number, overrides: Record<string, unknown> = {}) => ({
  version,
  hash: `h${version}`,
  size: 1234,
  author: { user_id: 'ada', name: 'Ada Lovelace' },
  created: '2026-03-05T10:11:00',
  ...overrides,
})

describe('the history card', () => {
  it.each([
    ['sample.archive.json', true],
    ['notes/sample.archive.yaml', true],
    ['sample.archive.yml', true],
    ['Si.cif', false],
    ['archive.json', false],
    [undefined, false],
    [42, false],
  ])('applies to the mainfile %j: %s', (mainfile, applies) => {
    expect(historyCard.appliesTo(entryContext(anEntry({ mainfile })))).toBe(applies)
  })

  it.each([
    ['no answer', undefined, undefined],
    ['a list instead of an answer', [aVersion(1)], undefined],
    ['data that is not a list', { data: { version: 1 } }, undefined],
    ['no versions', { data: [] }, []],
    ['items that are not versions', { data: [null, 'v1', { version: 'one' }, { version: 1.5 }, aVersion(2)] }, [2]],
    ['versions out of order', { data: [aVersion(1), aVersion(3), aVersion(2)] }, [3, 2, 1]],
  ])('reads %s', (_, response, versions) => {
    expect(versionRows(response)?.map((row) => row.version)).toEqual(versions)
  })

  it.each([
    [{ user_id: 'ada', name: 'Ada Lovelace' }, 'Ada Lovelace'],
    [{ user_id: 'ada', name: null }, 'ada'],
    [null, 'unknown'],
    ['ada', 'unknown'],
  ])('names the author %j as %s', (author, name) => {
    expect(versionRows({ data: [aVersion(1, { author })] })?.[0].author).toBe(name)
  })

  it('leaves the time empty when it cannot be read', () => {
    expect(versionRows({ data: [aVersion(1, { created: 'yesterday' }), aVersion(2, { created: 7 })] })?.map((row) => row.saved)).toEqual(['', ''])
  })

  it.each([[0, '0 B'], [999, '999 B'], [1234, '1.2 kB'], [2_345_678, '2.3 MB']])('writes %d bytes as %s', (bytes, text) => {
    expect(sizeText(bytes)).toBe(text)
  })

  it('lists the versions newest first, the newest marked current, each a download', () => {
    const rows = versionRows({ data: [aVersion(1, { author: null }), aVersion(2)] })
    render(<HistoryView rows={rows} versionUrl={(version) => `/api/v1/uploads/u1/history/a.archive.json/${version}`} />)
    const table = screen.getByRole('table', { name: 'Versions' })
    const [, newest, oldest] = within(table).getAllByRole('row')
    expect(newest.textContent).toContain('Version 2 (current)')
    expect(newest.textContent).toContain('Ada Lovelace')
    expect(oldest.textContent).toContain('unknown')
    expect(within(oldest).getByRole('link', { name: 'Version 1' }).getAttribute('href')).toBe('/api/v1/uploads/u1/history/a.archive.json/1')
  })

  it('says when the history cannot be read, and draws nothing for a file without versions', () => {
    const { rerender } = render(<HistoryView rows={undefined} versionUrl={String} />)
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain(HISTORY_ERROR)
    rerender(<HistoryView rows={[]} versionUrl={String} />)
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
  })
})

describe('comparing and restoring versions', () => {
  it.each([
    ['no answer', undefined, undefined],
    ['no list of changes', { changes: 'x' }, undefined],
    ['items that are not changes', { changes: [null, { path: 'a', op: 'moved' }, { op: 'added' }, { path: 'data/name', op: 'changed', old: 'a', new: 'b' }] }, [{ path: 'data/name', op: 'changed', old: 'a', new: 'b' }]],
    ['an added section and a removed number', { changes: [{ path: 'data/x', op: 'added', new: { a: 1 } }, { path: 'data/y', op: 'removed', old: 2.5 }] }, [
      { path: 'data/x', op: 'added', old: '', new: '{"a":1}' }, { path: 'data/y', op: 'removed', old: '2.5', new: '' },
    ]],
  ])('reads the diff of %s', (_, response, rows) => {
    expect(diffRows(response)).toEqual(rows)
  })

  it('cuts long values', () => {
    expect(valueText('x'.repeat(200))).toHaveLength(VALUE_TEXT_LIMIT)
  })

  it.each<[number[], number, boolean, number[]]>([
    [[], 2, true, [2]],
    [[2], 1, true, [2, 1]],
    [[2, 1], 3, true, [1, 3]],
    [[2, 1], 2, false, [1]],
  ])('picks %j + %d (%s) → %j', (before, version, on, after) => {
    expect(pick(before, version, on)).toEqual(after)
  })

  const rows = versionRows({ data: [aVersion(1), aVersion(2), aVersion(3)] })

  it('shows the diff of the two picked versions, and restores the older ones of writers', () => {
    const picks: [number, boolean][] = []
    const restored: number[] = []
    render(
      <HistoryView
        rows={rows}
        versionUrl={String}
        picked={[1, 3]}
        onPick={(version, on) => picks.push([version, on])}
        diff={{ state: 'done', from: 1, to: 3, rows: [{ path: 'data/thickness', op: 'changed', old: '2.1e-7', new: '3e-7' }] }}
        onRestore={(version) => restored.push(version)}
      />,
    )
    const diff = screen.getByRole('table', { name: diffTitle(1, 3) })
    expect(within(diff).getAllByRole('row')[1].textContent).toBe('data/thicknesschanged2.1e-73e-7')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare version 2' }))
    expect(picks).toEqual([[2, true]])
    expect(screen.queryByRole('button', { name: 'Restore version 3' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }))
    expect(restored).toEqual([1])
  })

  it('is read-only without a restore, says when nothing differs and when the diff fails', () => {
    const { rerender } = render(<HistoryView rows={rows} versionUrl={String} picked={[]} onPick={() => {}} />)
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull()
    expect(screen.getByText(COMPARE_HINT)).toBeTruthy()
    rerender(<HistoryView rows={rows} versionUrl={String} picked={[1, 2]} onPick={() => {}} diff={{ state: 'done', from: 1, to: 2, rows: [] }} />)
    expect(screen.getByText(NO_DIFFERENCES)).toBeTruthy()
    rerender(<HistoryView rows={rows} versionUrl={String} picked={[1, 2]} onPick={() => {}} diff={{ state: 'error', from: 1, to: 2 }} />)
    expect(screen.getByText(DIFF_ERROR)).toBeTruthy()
  })
})
