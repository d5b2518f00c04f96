// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BAR_LIST_HEIGHT, BAR_OPTION_ROW_HEIGHT, HEADER_ROW_HEIGHT, OVERSCAN, rowOffsets, VirtualList, visibleRange, type VirtualRow } from './VirtualList'

afterEach(cleanup)

const option = (i: number): VirtualRow => ({
  key: `o${i}`,
  height: BAR_OPTION_ROW_HEIGHT,
  option: true,
  render: (style) => <li key={`o${i}`} role="option" aria-selected={false} style={style}>{`value ${i}`}</li>,
})
const header: VirtualRow = { key: 'h', height: HEADER_ROW_HEIGHT, option: false, render: (style) => <li key="h" role="presentation" style={style}>Group</li> }

describe('visible range', () => {
  const offsets = rowOffsets([header, ...Array.from({ length: 100 }, (_, i) => option(i))])
  it.each([
    // [scroll top, first, last]: the rows in 384 px from the top, 5 more on each side
    [0, 0, Math.ceil((BAR_LIST_HEIGHT - HEADER_ROW_HEIGHT) / BAR_OPTION_ROW_HEIGHT) + 1 + OVERSCAN],
    [HEADER_ROW_HEIGHT + 20 * BAR_OPTION_ROW_HEIGHT, 21 - OVERSCAN, 21 + 8 + OVERSCAN],
    [offsets[offsets.length - 1] - BAR_LIST_HEIGHT, 101 - 8 - OVERSCAN, 101],
  ])('scrolled to %i: rows %i to %i', (top, first, last) => {
    expect(visibleRange(offsets, top, BAR_LIST_HEIGHT)).toEqual({ first, last })
  })
})

describe('virtual list', () => {
  it('draws every row up to 8 options', () => {
    render(<VirtualList role="listbox" rows={[header, ...Array.from({ length: 8 }, (_, i) => option(i))]} maxHeight={BAR_LIST_HEIGHT} />)
    expect(screen.getAllByRole('option')).toHaveLength(8)
  })

  it('above 8 options draws the rows in view plus the overscan, and follows the scroll', () => {
    render(<VirtualList role="listbox" rows={Array.from({ length: 200 }, (_, i) => option(i))} maxHeight={BAR_LIST_HEIGHT} />)
    const shown = screen.getAllByRole('option')
    expect(shown).toHaveLength(BAR_LIST_HEIGHT / BAR_OPTION_ROW_HEIGHT + OVERSCAN)
    const list = screen.getByRole('listbox')
    list.scrollTop = 100 * BAR_OPTION_ROW_HEIGHT
    fireEvent.scroll(list)
    expect(screen.getByText('value 100')).toBeTruthy()
    expect(screen.queryByText('value 0')).toBeNull()
  })

  it('scrolls the active row into view', () => {
    const rows = Array.from({ length: 50 }, (_, i) => option(i))
    const { rerender } = render(<VirtualList role="listbox" rows={rows} maxHeight={BAR_LIST_HEIGHT} activeRow={0} />)
    rerender(<VirtualList role="listbox" rows={rows} maxHeight={BAR_LIST_HEIGHT} activeRow={40} />)
    expect(screen.getByRole('listbox').scrollTop).toBe(41 * BAR_OPTION_ROW_HEIGHT - BAR_LIST_HEIGHT)
    expect(screen.getByText('value 40')).toBeTruthy()
  })
})
