// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { anInfo, fakeFetch, jsonResponse } from '../testing/fakeFetch'
import { renderApp } from '../testing/renderApp'

afterEach(cleanup)

const statistic = (key: string) => screen.getByTestId(`statistic-${key}`).textContent

describe('about page', () => {
  it('shows the theme title and the deployment description', async () => {
    renderApp({ path: '/about/information', env: aGuiEnv({ description: 'Our group data.' }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tessera' })).toBeTruthy()
    expect(screen.getByText('Our group data.')).toBeTruthy()
  })

  it('shows the statistics from the info call, formatted', async () => {
    const info = anInfo({
      statistics: {
        n_entries: 12_345,
        n_calculations: 999,
        n_quantities: 2_500_000_000,
        n_materials: 1_234_567,
        n_uploads: 3,
      },
    })
    renderApp({ path: '/about/information', fetch: fakeFetch({ info: () => jsonResponse(info) }) })
    await waitFor(() => expect(statistic('n_entries')).toBe('12.3 thousand'))
    expect(statistic('n_calculations')).toBe('999')
    expect(statistic('n_quantities')).toBe('2.5 billion')
    expect(statistic('n_materials')).toBe('1.2 million')
  })

  it('labels each statistic', async () => {
    renderApp({ path: '/about/information' })
    for (const label of ['Entries', 'Calculations', 'Quantities', 'Materials']) {
      expect(await screen.findByRole('group', { name: label })).toBeTruthy()
    }
  })

  it('silently ignores failures of the info call', async () => {
    const fetch = fakeFetch({ info: () => jsonResponse({ detail: 'broken' }, 500) })
    renderApp({ path: '/about/information', fetch })
    await waitFor(() => expect(screen.queryByLabelText('Statistics')).toBeNull())
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it.each([['Search'], ['Data format'], ['Upload'], ['Processing'], ['APIs'], ['Help'], ['Distribution']])(
    'has a %s card',
    async (title) => {
      renderApp({ path: '/about/information' })
      expect(await screen.findByRole('article', { name: title })).toBeTruthy()
    },
  )

  it('states the upload size limit and the longest embargo', async () => {
    renderApp({ path: '/about/information' })
    const upload = await screen.findByRole('article', { name: 'Upload' })
    expect(upload.textContent).toContain('Uploads of up to 32GB in one .zip or .tar(.gz) file are possible.')
    expect(upload.textContent).toContain('An embargo can last up to 3 years.')
  })

  it('mentions the 25 tutorials in the help card', async () => {
    renderApp({ path: '/about/information' })
    expect((await screen.findByRole('article', { name: 'Help' })).textContent).toContain('25 tutorials')
  })

  it('links Forum, FAQ, Docs and Sources in a new tab', async () => {
    renderApp({ path: '/about/information' })
    const links = await screen.findByRole('navigation', { name: 'External links' })
    const names = [...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('target')])
    expect(names).toEqual([
      ['Forum', '_blank'],
      ['FAQ', '_blank'],
      ['Docs', '_blank'],
      ['Sources', '_blank'],
    ])
  })
})
