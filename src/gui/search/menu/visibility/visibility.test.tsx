// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VisibilityItem, VISIBILITY_TITLE } from './VisibilityItem'

afterEach(cleanup)

const renderVisibility = (loggedIn: boolean, value?: string) => {
  const onChange = vi.fn()
  render(<VisibilityItem item={{ type: 'visibility' }} loggedIn={loggedIn} value={value} onChange={onChange} />)
  return onChange
}
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

describe('visibility menu item', () => {
  it('offers all, public, visible, shared, user and Unpublished', () => {
    renderVisibility(true)
    expect(screen.getByRole('heading', { name: VISIBILITY_TITLE })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((input) => input.closest('label')?.textContent)).toEqual([
      'all',
      'public',
      'visible',
      'shared',
      'user',
      'Unpublished',
    ])
  })

  it('defaults to visible when logged in, and sets the chosen owner', () => {
    const onChange = renderVisibility(true)
    expect(radio('visible').checked).toBe(true)
    fireEvent.click(radio('Unpublished'))
    expect(onChange).toHaveBeenCalledWith('staging')
  })

  it('choosing the default again clears the filter', () => {
    const onChange = renderVisibility(true, 'user')
    expect(radio('user').checked).toBe(true)
    fireEvent.click(radio('visible'))
    expect(onChange).toHaveBeenCalledWith(undefined)
  })

  it('when not logged in only public is usable, and it is selected', () => {
    renderVisibility(false, 'user')
    expect(radio('public').checked).toBe(true)
    expect(radio('public').disabled).toBe(false)
    for (const name of ['all', 'visible', 'shared', 'user', 'Unpublished']) expect(radio(name).disabled).toBe(true)
  })
})
