// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toApiQuery } from '../../../../core/search'
import { loadedRuntime } from '../../../builtins/testing'
import type { GuiRuntime } from '../../../runtime'
import { aBucket, DEFINITIONS, FILTERS, MenuHarness } from '../testing'
import { NO_OPTIONS_TEXT } from '../terms/TermsItem'
import { DEFINITIONS_LOADING_LABEL, DEFINITIONS_TITLE, DefinitionsItem, innerDefinitionsLabel, type DefinitionsItemProps } from './DefinitionsItem'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
afterEach(cleanup)

const RESULTS = 'nomad.datamodel.results.Results'
const MATERIAL = 'nomad.datamodel.results.Material'
const SAMPLE = 'entry_id:abc.Sample'
const buckets = [aBucket(RESULTS, 5), aBucket(MATERIAL, 4), aBucket(SAMPLE, 2)]

function renderDefinitions(props: Partial<DefinitionsItemProps> = {}) {
  const onChange = vi.fn()
  const view = render(<DefinitionsItem item={{ type: 'definitions' }} buckets={buckets} onChange={onChange} {...props} />)
  return { ...view, onChange }
}

describe('definitions menu item', () => {
  it('shows the definitions in use as a tree of packages, with their counts', () => {
    renderDefinitions()
    expect(screen.getByRole('heading', { name: DEFINITIONS_TITLE })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'nomad.datamodel.results' }).getAttribute('aria-expanded')).toBe('true')
    const material = screen.getByLabelText('Material')
    expect(material.closest('.tessera-definitions-row')?.textContent).toContain('4')
    expect((material.closest('[title]') as HTMLElement).title).toBe(MATERIAL)
    expect(screen.getByLabelText(SAMPLE)).toBeTruthy()
  })

  it('a package opens and closes', () => {
    renderDefinitions()
    const results = screen.getByRole('button', { name: 'nomad.datamodel.results' })
    fireEvent.click(results)
    expect(results.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByLabelText('Material')).toBeNull()
    fireEvent.click(results)
    expect(screen.getByLabelText('Material')).toBeTruthy()
  })

  it('a definition with definitions inside it has its own checkbox and a button to open it', () => {
    renderDefinitions({ buckets: [aBucket('a.B', 2), aBucket('a.B.C', 1)] })
    expect(screen.getByLabelText('a.B')).toBeTruthy()
    expect(screen.getByRole('button', { name: innerDefinitionsLabel('a.B') })).toBeTruthy()
  })

  it('ticking definitions filters by them; unticking the last clears the filter', () => {
    const { onChange, rerender } = renderDefinitions()
    fireEvent.click(screen.getByLabelText('Material'))
    expect(onChange).toHaveBeenLastCalledWith([MATERIAL])
    rerender(<DefinitionsItem item={{ type: 'definitions' }} buckets={buckets} value={[MATERIAL]} onChange={onChange} />)
    expect((screen.getByLabelText('Material') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Material'))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('shows a loading indicator, then "No options available with current query." when nothing is used', () => {
    renderDefinitions({ buckets: undefined })
    expect(screen.getByLabelText(DEFINITIONS_LOADING_LABEL)).toBeTruthy()
    cleanup()
    renderDefinitions({ buckets: [] })
    expect(screen.getByText(NO_OPTIONS_TEXT)).toBeTruthy()
  })

  it('in the menu it sets the definitions filter, queried with all of the ticked ones', () => {
    const onValues = vi.fn()
    render(<MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'definitions' }] }} aggregations={{ [DEFINITIONS]: { data: buckets } }} onValues={onValues} />)
    fireEvent.click(screen.getByLabelText('Results'))
    fireEvent.click(screen.getByLabelText(SAMPLE))
    const values = onValues.mock.lastCall?.[0]
    expect(values).toEqual({ [DEFINITIONS]: [RESULTS, SAMPLE] })
    expect(toApiQuery(FILTERS, { values }).query).toEqual({ [`${DEFINITIONS}:all`]: [RESULTS, SAMPLE] })
  })
})
