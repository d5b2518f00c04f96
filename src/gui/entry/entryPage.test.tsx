// @vitest-environment jsdom
// The entry page's overview (spec 3 §2.2): the entry's metadata and the overview cards of
// the runtime, each in its boundary, chosen by the config and the entry.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardsConfig } from '../../core/config/config.generated'
import { renderApp } from '../app/testing/renderApp'
import { fakeFetch, jsonResponse } from '../app/testing/fakeFetch'
import { definePlugin, type Renderer } from '../runtime'
import { aGuiEnv } from '../runtime/testing/aGuiEnv'
import { ENTRY_MISSING_MESSAGE, hasProperty, NO_CARDS_MESSAGE, type CardDef, type CardProps } from '.'

const Greeting = ({ entry }: CardProps) => <section aria-label="Greeting card">Hello {entry.metadata.entry_name}</section>
const Broken = (): never => {
  throw new Error('broken card')
}
const card = (type: string, component: Renderer<CardProps>, appliesTo: CardDef['appliesTo'] = () => true): CardDef => ({
  type,
  appliesTo,
  load: async () => ({ default: component }),
})
const cards = definePlugin({
  id: 'cards',
  cards: [card('greeting', Greeting), card('broken', Broken), card('patterns', Greeting, hasProperty('diffraction_pattern'))],
})

const METADATA = { entry_id: 'e1', upload_id: 'u1', mainfile: 'scans/NaCl.xy', entry_name: 'NaCl.xy', entry_type: 'XRD', results: { properties: {} } }
const entryServer = (status = 200) =>
  fakeFetch({ 'entries/e1': () => (status === 200 ? jsonResponse({ entry_id: 'e1', data: METADATA }) : jsonResponse({ detail: 'The entry with the given id does not exist or is not visible to you.' }, status)) })

function renderEntry(config: Partial<CardsConfig> = {}, status = 200) {
  const base = aGuiEnv()
  const env = aGuiEnv({ ui: { ...base.ui, entry: { cards: { exclude: [], ...config } } } })
  return renderApp({ path: '/entry/id/e1', env, fetch: entryServer(status), plugins: [cards] })
}

beforeEach(() => {
  // The boundary reports a failing card on the console; these tests expect it.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the entry page', () => {
  it("shows the entry's name, metadata and the cards that apply", async () => {
    renderEntry({ include: ['greeting', 'patterns'] })
    expect(await screen.findByRole('heading', { level: 1, name: 'NaCl.xy' })).toBeTruthy()
    const metadata = await screen.findByRole('region', { name: 'Entry metadata' })
    for (const value of ['scans/NaCl.xy', 'e1', 'u1', 'XRD']) expect(metadata.textContent).toContain(value)
    expect((await screen.findByRole('region', { name: 'Greeting card' })).textContent).toBe('Hello NaCl.xy')
    // The patterns card does not apply: the entry has no diffraction pattern.
    expect(screen.getAllByRole('region', { name: 'Greeting card' })).toHaveLength(1)
  })

  it("shows 'Could not render card.' where a card fails, and the others draw", async () => {
    renderEntry({ include: ['broken', 'greeting'] })
    expect(await screen.findByText('Could not render card.')).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Greeting card' })).toBeTruthy()
  })

  it("shows the card's configured message instead", async () => {
    renderEntry({ include: ['broken'], options: { broken: { error: 'The broken card is resting.' } } })
    expect(await screen.findByText('The broken card is resting.')).toBeTruthy()
  })

  it('says so when no card is defined', async () => {
    renderEntry({ include: ['greeting'], exclude: ['greeting'] })
    expect(await screen.findByText(NO_CARDS_MESSAGE)).toBeTruthy()
  })

  it('shows no card and no warning when no defined card applies', async () => {
    renderEntry({ include: ['patterns'] })
    expect(await screen.findByRole('region', { name: 'Entry metadata' })).toBeTruthy()
    expect(screen.queryByText(NO_CARDS_MESSAGE)).toBeNull()
    expect(screen.queryByRole('region', { name: 'Greeting card' })).toBeNull()
  })

  it('says so when the entry does not exist', async () => {
    renderEntry({}, 404)
    expect(await screen.findByText(ENTRY_MISSING_MESSAGE)).toBeTruthy()
  })
})
