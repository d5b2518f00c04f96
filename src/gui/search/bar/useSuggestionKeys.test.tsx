// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextHighlight, useSuggestionKeys } from './useSuggestionKeys'

afterEach(cleanup)

describe('nextHighlight', () => {
  it.each([
    // [current, step, count, next]: through the options and "none" (-1), wrapping
    [-1, 1, 3, 0],
    [0, 1, 3, 1],
    [2, 1, 3, -1],
    [-1, -1, 3, 2],
    [0, -1, 3, -1],
    [-1, 1, 1, 0],
    [0, 1, 1, -1],
  ] as const)('from %i by %i through %i options: %i', (current, step, count, next) => {
    expect(nextHighlight(current, step, count)).toBe(next)
  })
})

function Field({ items, onPick, onEnter, onOuterKey }: { items: string[]; onPick: (item: string) => void; onEnter?: () => void; onOuterKey: (key: string) => void }) {
  const [text, setText] = useState('')
  const keys = useSuggestionKeys({ items, text, onPick, onEnter, onClear: () => setText('') })
  return (
    <div onKeyDown={(event) => onOuterKey(event.key)}>
      <input aria-label="field" value={text} onChange={(event) => { setText(event.target.value); keys.reopen() }} onKeyDown={keys.onKeyDown} />
      {keys.listShown && (
        <ul role="listbox">
          {items.map((item, index) => (
            <li key={item} role="option" aria-selected={index === keys.highlighted}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

const input = () => screen.getByLabelText<HTMLInputElement>('field')
const key = (name: string) => fireEvent.keyDown(input(), { key: name })
const selected = () => screen.queryAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')?.textContent

describe('useSuggestionKeys', () => {
  it('opens on an arrow key, moves through the options and none, and Enter picks the highlighted one', () => {
    const onPick = vi.fn()
    render(<Field items={['Si', 'SiO2']} onPick={onPick} onOuterKey={() => {}} />)
    expect(screen.queryByRole('listbox')).toBeNull()
    key('ArrowDown')
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(selected()).toBeUndefined()
    key('ArrowDown')
    key('ArrowDown')
    expect(selected()).toBe('SiO2')
    key('ArrowDown')
    expect(selected()).toBeUndefined()
    key('ArrowUp')
    expect(selected()).toBe('SiO2')
    key('Enter')
    expect(onPick).toHaveBeenCalledWith('SiO2')
  })

  it('Enter without a highlight takes the text when the field accepts it, else passes the key on', () => {
    const onEnter = vi.fn()
    const outer = vi.fn()
    const { unmount } = render(<Field items={['Si']} onPick={() => {}} onEnter={onEnter} onOuterKey={outer} />)
    key('Enter')
    expect(onEnter).toHaveBeenCalledTimes(1)
    unmount()
    render(<Field items={['Si']} onPick={() => {}} onOuterKey={outer} />)
    key('Enter')
    expect(outer).toHaveBeenCalledWith('Enter')
  })

  it('Escape closes the list, then clears the text, and on an empty field lets the key through', () => {
    const outer = vi.fn()
    render(<Field items={['Si']} onPick={() => {}} onOuterKey={outer} />)
    fireEvent.change(input(), { target: { value: 'Si' } })
    expect(screen.getByRole('listbox')).toBeTruthy()
    key('Escape')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input().value).toBe('Si')
    key('Escape')
    expect(input().value).toBe('')
    expect(outer).not.toHaveBeenCalled()
    key('Escape')
    expect(outer).toHaveBeenCalledWith('Escape')
  })
})
