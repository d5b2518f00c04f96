// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OPTIMADE_FILTER, toApiQuery } from '../../../../core/search'
import { loadedRuntime } from '../../../builtins/testing'
import type { GuiRuntime } from '../../../runtime'
import { FILTERS, MenuHarness } from '../testing'
import {
  ADD_OPTIMADE_LABEL,
  OPTIMADE_VALID_LABEL,
  OPTIMADE_VERIFY_FAILED,
  OptimadeItem,
  optimadeInputLabel,
  removeOptimadeLabel,
  type OptimadeItemProps,
} from './OptimadeItem'
import { OPTIMADE_VERIFY_DEBOUNCE_MS, optimadeVerifyRequest } from './optimadeVerify'

let runtime: GuiRuntime
beforeAll(async () => {
  runtime = await loadedRuntime()
})
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const GOOD = 'nelements >= 2'
const BAD = 'nelements >>> 2'
const MESSAGE = 'Could not parse optimade filter: unexpected ">"'
const verifier = () => vi.fn(async (filter: string) => (filter === BAD ? MESSAGE : undefined))

function renderOptimade(props: Partial<OptimadeItemProps> = {}) {
  const onChange = vi.fn()
  const verify = verifier()
  const view = render(<OptimadeItem item={{ type: 'optimade' }} onChange={onChange} verify={verify} {...props} />)
  return { ...view, onChange, verify }
}
const field = (n = 1) => screen.getByLabelText(optimadeInputLabel(n)) as HTMLInputElement
const type = (text: string, n = 1) => fireEvent.change(field(n), { target: { value: text } })
/** Lets the debounce pass and the verify answer arrive. */
const wait = (ms = OPTIMADE_VERIFY_DEBOUNCE_MS) => act(async () => void vi.advanceTimersByTime(ms))

describe('OPTIMADE menu item (spec 2 §4.5, §5.4)', () => {
  it('verifies a filter 500 ms after the last keystroke, and only then sets it', async () => {
    const { onChange, verify } = renderOptimade()
    type('nelements')
    await wait(300)
    type(GOOD)
    await wait(OPTIMADE_VERIFY_DEBOUNCE_MS - 1)
    expect(verify).not.toHaveBeenCalled()
    await wait(1)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify).toHaveBeenCalledWith(GOOD)
    expect(onChange).toHaveBeenLastCalledWith([GOOD])
    expect(screen.getByLabelText(OPTIMADE_VALID_LABEL)).toBeTruthy()
  })

  it("shows the server's message under an invalid filter and does not set it", async () => {
    const { onChange } = renderOptimade()
    type(BAD)
    await wait()
    expect(screen.getByText(MESSAGE)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('Enter verifies at once', async () => {
    const { onChange, verify } = renderOptimade()
    type(GOOD)
    fireEvent.keyDown(field(), { key: 'Enter' })
    await wait(0)
    expect(verify).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith([GOOD])
    await wait()
    expect(verify).toHaveBeenCalledTimes(1)
  })

  it('an edited filter stays set until its new text is verified; a rejected edit leaves the filter', async () => {
    const { onChange } = renderOptimade({ value: [GOOD] })
    expect(field().value).toBe(GOOD)
    type(BAD)
    expect(onChange).not.toHaveBeenCalled()
    await wait()
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('rows are added and removed; all valid rows make the filter', async () => {
    const { onChange } = renderOptimade({ value: [GOOD] })
    fireEvent.click(screen.getByRole('button', { name: ADD_OPTIMADE_LABEL }))
    type('elements HAS "O"', 2)
    await wait()
    expect(onChange).toHaveBeenLastCalledWith([GOOD, 'elements HAS "O"'])
    fireEvent.click(screen.getByRole('button', { name: removeOptimadeLabel(1) }))
    expect(onChange).toHaveBeenLastCalledWith(['elements HAS "O"'])
  })

  it('removing the last row leaves an empty one', () => {
    const { onChange } = renderOptimade({ value: [GOOD] })
    fireEvent.click(screen.getByRole('button', { name: removeOptimadeLabel(1) }))
    expect(onChange).toHaveBeenLastCalledWith(undefined)
    expect(field().value).toBe('')
  })

  it('an answer to an older text is ignored', async () => {
    const answers: ((message: string | undefined) => void)[] = []
    const verify = vi.fn(() => new Promise<string | undefined>((resolve) => answers.push(resolve)))
    const { onChange } = renderOptimade({ verify })
    type('old')
    await wait()
    type(GOOD)
    await wait()
    await act(async () => answers[1](undefined))
    await act(async () => answers[0](MESSAGE))
    expect(onChange).toHaveBeenLastCalledWith([GOOD])
    expect(screen.queryByText(MESSAGE)).toBeNull()
  })

  it('a failed check says so and sets nothing', async () => {
    const { onChange } = renderOptimade({ verify: vi.fn(async () => Promise.reject(new Error('offline'))) })
    type(GOOD)
    await wait()
    expect(screen.getByText(OPTIMADE_VERIFY_FAILED)).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('without a verifier a filter is taken as typed', async () => {
    const { onChange } = renderOptimade({ verify: undefined })
    type(` ${GOOD} `)
    await wait()
    expect(onChange).toHaveBeenLastCalledWith([GOOD])
  })

  it('an emptied row leaves the filter', async () => {
    const { onChange } = renderOptimade({ value: [GOOD] })
    type('   ')
    await wait()
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it('follows the filter when it changes elsewhere', () => {
    const { rerender, onChange, verify } = renderOptimade({ value: [GOOD, 'elements HAS "O"'] })
    rerender(<OptimadeItem item={{ type: 'optimade' }} value={['elements HAS "O"']} onChange={onChange} verify={verify} />)
    expect(field().value).toBe('elements HAS "O"')
    expect(screen.queryByLabelText(optimadeInputLabel(2))).toBeNull()
    rerender(<OptimadeItem item={{ type: 'optimade' }} value={undefined} onChange={onChange} verify={verify} />)
    expect(field().value).toBe('')
  })

  it('in the menu it sets optimade_filter through the MenuData verifier', async () => {
    const onValues = vi.fn()
    const verifyOptimade = verifier()
    render(<MenuHarness runtime={runtime} menu={{ type: 'menu', items: [{ type: 'optimade' }] }} onValues={onValues} extra={{ verifyOptimade }} />)
    type(GOOD)
    await wait()
    expect(verifyOptimade).toHaveBeenCalledWith(GOOD)
    const values = onValues.mock.lastCall?.[0]
    expect(values).toEqual({ [OPTIMADE_FILTER]: [GOOD] })
    expect(toApiQuery(FILTERS, { values }).query).toEqual({ [`${OPTIMADE_FILTER}:all`]: [GOOD] })
  })

  it('the verify request asks the public entries without hits (spec 2 §7)', () => {
    expect(optimadeVerifyRequest(GOOD)).toEqual({
      owner: 'public',
      query: { optimade_filter: GOOD },
      pagination: { page_size: 0 },
      required: { include: [] },
      verify_only: true,
    })
  })
})
