// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { entryContext } from '../../entryContext'
import { anEntry } from '../../testing/builders'
import { referencesCard } from '.'
import { isWebLink, referencesOf } from './read'
import ReferencesCard from './ReferencesCard'

afterEach(cleanup)

describe('the references card', () => {
  it.each([
    [['https://doi.org/10.1000/182'], ['https://doi.org/10.1000/182']],
    ['https://example.org', ['https://example.org']],
    [['a', 3, null, ' ', 'b'], ['a', 'b']],
    [undefined, []],
    [{ url: 'x' }, []],
    ['', []],
  ])('reads the references %j as %j', (references, expected) => {
    const entry = entryContext(anEntry({ references }))
    expect(referencesOf(entry)).toEqual(expected)
    expect(referencesCard.appliesTo(entry)).toBe(expected.length > 0)
  })

  it.each([
    ['https://doi.org/10.1000/182', true],
    ['http://example.org/a b', false],
    ['10.1000/182', false],
    ['javascript:alert(1)', false],
  ])('%s is a web link: %s', (reference, link) => {
    expect(isWebLink(reference)).toBe(link)
  })

  it('links web addresses and shows other text as written', () => {
    render(<ReferencesCard entry={entryContext(anEntry({ references: ['https://doi.org/10.1000/182', 'Smith et al., 2020'] }))} />)
    expect(screen.getByRole('link', { name: 'https://doi.org/10.1000/182' }).getAttribute('target')).toBe('_blank')
    expect(screen.getByText('Smith et al., 2020').tagName).toBe('LI')
  })
})
