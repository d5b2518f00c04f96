// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { invalidValue } from '../../../../core/search'
import { N_ELEMENTS, PROGRAM } from '../../../../core/search/testing'
import { NO_OPTIONS_TEXT } from '../../menu'
import { aData, FILTERS, termsAnswer, type TestData } from '../testing'
import type { Identified, WidgetTerms } from '../types'
import { termLabel, TermsWidget, TERMS_LOADING_LABEL, TYPE_VALUE_LABEL } from './TermsWidget'

afterEach(cleanup)

const widget: Identified<WidgetTerms> = { type: 'terms', id: 'w1', search_quantity: PROGRAM }
const answer = { [`${PROGRAM}:w1`]: termsAnswer(['VASP', 70], ['exciting', 7], ['CP2K', 1]) }

function renderTerms(config: Partial<WidgetTerms> = {}, data: TestData = aData({ aggregations: answer })) {
  render(<TermsWidget widget={{ ...widget, ...config }} filters={FILTERS} data={data} />)
  return data
}
const bar = (label: string) => screen.getByRole('button', { name: label }).querySelector('.tessera-terms-widget-bar') as HTMLElement

describe('terms widget', () => {
  it('lists the values with their counts, longest first', () => {
    renderTerms()
    expect(screen.getAllByRole('button').map((row) => row.getAttribute('aria-label'))).toEqual([
      termLabel('VASP', 70),
      termLabel('exciting', 7),
      termLabel('CP2K', 1),
    ])
  })

  it('clicking a value sets it as the filter; clicking it again removes it', () => {
    const data = renderTerms()
    fireEvent.click(screen.getByRole('button', { name: termLabel('exciting', 7) }))
    expect(data.setValue).toHaveBeenLastCalledWith(PROGRAM, ['exciting'])
    cleanup()
    const chosen = renderTerms({}, aData({ aggregations: answer, values: { [PROGRAM]: ['exciting', 'VASP'] } }))
    const row = screen.getByRole('button', { name: termLabel('exciting', 7) })
    expect(row.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(row)
    expect(chosen.setValue).toHaveBeenLastCalledWith(PROGRAM, ['VASP'])
  })

  it('removing the last value clears the filter', () => {
    const data = renderTerms({}, aData({ aggregations: answer, values: { [PROGRAM]: ['VASP'] } }))
    fireEvent.click(screen.getByRole('button', { name: termLabel('VASP', 70) }))
    expect(data.setValue).toHaveBeenLastCalledWith(PROGRAM, undefined)
  })

  it('keeps a chosen value the query no longer finds, so it can be removed', () => {
    renderTerms({}, aData({ aggregations: answer, values: { [PROGRAM]: ['Gaussian'] } }))
    expect(screen.getByRole('button', { name: termLabel('Gaussian', 0) }).getAttribute('aria-pressed')).toBe('true')
  })

  it.each([
    ['linear', 10, 1],
    ['log', 50, 0],
    ['1/2', Math.sqrt(0.1) * 100, 10],
    ['1/8', 0.1 ** 0.125 * 100, 0.01 ** 0.125 * 100],
  ] as const)('bars follow the %s scale (counts 100, 10, 1 → %f%%, %f%%)', (scale, ten, one) => {
    renderTerms({ scale }, aData({ aggregations: { [`${PROGRAM}:w1`]: termsAnswer(['VASP', 100], ['CP2K', 10], ['GPAW', 1]) } }))
    expect(bar(termLabel('VASP', 100)).style.width).toBe('100%')
    expect(parseFloat(bar(termLabel('CP2K', 10)).style.width)).toBeCloseTo(ten, 5)
    expect(parseFloat(bar(termLabel('GPAW', 1)).style.width)).toBeCloseTo(one, 5)
  })

  it('a typed value is added on Enter; an empty one is ignored; Escape clears the input', () => {
    const data = renderTerms({ show_input: true })
    const input = screen.getByLabelText(TYPE_VALUE_LABEL) as HTMLInputElement
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(data.setValue).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: ' Gaussian ' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(data.setValue).toHaveBeenLastCalledWith(PROGRAM, ['Gaussian'])
    expect(input.value).toBe('')
    fireEvent.change(input, { target: { value: 'CP' } })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
  })

  it('a typed value the quantity cannot take is refused with a message', () => {
    const data = renderTerms({ show_input: true, search_quantity: 'results.material.structural_type' }, aData())
    const input = screen.getByLabelText(TYPE_VALUE_LABEL)
    fireEvent.change(input, { target: { value: 'liquid' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(screen.getByText(invalidValue('results.material.structural_type'))).toBeTruthy()
    expect(data.setValue).not.toHaveBeenCalled()
  })

  it('the input shows only with show_input', () => {
    renderTerms()
    expect(screen.queryByLabelText(TYPE_VALUE_LABEL)).toBeNull()
  })

  it('the widget query mode (and → all) is set with the value', () => {
    const data = renderTerms({ query_mode: 'and' })
    fireEvent.click(screen.getByRole('button', { name: termLabel('VASP', 70) }))
    expect(data.setQueryMode).toHaveBeenCalledWith(PROGRAM, 'all')
  })

  it(`shows a spinner until counts arrive, and "${NO_OPTIONS_TEXT}" when there are none`, () => {
    renderTerms({}, aData())
    expect(screen.getByLabelText(TERMS_LOADING_LABEL)).toBeTruthy()
    cleanup()
    renderTerms({}, aData({ aggregations: { [`${PROGRAM}:w1`]: termsAnswer() } }))
    expect(screen.getByText(NO_OPTIONS_TEXT)).toBeTruthy()
  })

  it('says so when the app has no such quantity', () => {
    renderTerms({ search_quantity: 'no.such' }, aData())
    expect(screen.getByText('The quantity "no.such" is not available.')).toBeTruthy()
    cleanup()
    // A number quantity is no terms quantity, but a widget from YAML may name one: it still lists its answer.
    renderTerms({ search_quantity: N_ELEMENTS }, aData({ aggregations: { [`${N_ELEMENTS}:w1`]: termsAnswer(['2', 4]) } }))
    expect(screen.getByRole('button', { name: termLabel('2', 4) })).toBeTruthy()
  })
})
