import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRequestQueue, SEARCH_DEBOUNCE_MS, type RequestQueueOptions, type Ticket } from './requestQueue'
import { settled } from './testing/builders'

interface Pending {
  request: string
  resolve(response: string): Promise<void>
  reject(error: unknown): Promise<void>
}

/** A queue whose requests are the current value of `state.next`, sent to a fake that waits for the test. */
function aQueue(overrides: Partial<RequestQueueOptions<string, string>> = {}) {
  const state: { next: string | undefined } = { next: 'q1' }
  const sent: Pending[] = []
  const log: string[] = []
  const tickets: Ticket[] = []
  const queue = createRequestQueue<string, string>({
    build: () => state.next,
    send: (request) =>
      new Promise<string>((resolve, reject) => {
        sent.push({
          request,
          resolve: async (response) => {
            resolve(response)
            await settled()
          },
          reject: async (error) => {
            reject(error)
            await settled()
          },
        })
      }),
    onSent: (_request, ticket) => tickets.push(ticket),
    onResponse: (response, request, ticket) => log.push(`${ticket.seq} ${request} → ${response}`),
    onError: (error, request, ticket) => log.push(`${ticket.seq} ${request} failed: ${String(error)}`),
    now: () => 1_700_000_000_000 + tickets.length,
    ...overrides,
  })
  return { queue, state, sent, log, tickets }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the request queue: when requests go out', () => {
  it('sends a change after a quiet spell at once', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(450)
    const { queue, sent } = aQueue()
    queue.debounce()
    expect(sent.map((call) => call.request)).toEqual(['q1'])
  })

  it('waits 450 ms to send a change that follows another within 450 ms', () => {
    const { queue, state, sent } = aQueue()
    queue.debounce()
    vi.advanceTimersByTime(100)
    state.next = 'q2'
    queue.debounce()
    vi.advanceTimersByTime(449)
    expect(sent.map((call) => call.request)).toEqual(['q1'])
    vi.advanceTimersByTime(1)
    expect(sent.map((call) => call.request)).toEqual(['q1', 'q2'])
  })

  it('restarts the wait on every further change and sends the latest state once', () => {
    const { queue, state, sent } = aQueue()
    queue.debounce()
    vi.advanceTimersByTime(300)
    state.next = 'q2'
    queue.debounce()
    vi.advanceTimersByTime(300)
    state.next = 'q3'
    queue.debounce()
    vi.advanceTimersByTime(300)
    expect(sent.map((call) => call.request)).toEqual(['q1'])
    vi.advanceTimersByTime(150)
    expect(sent.map((call) => call.request)).toEqual(['q1', 'q3'])
  })

  it('sends at once again after 450 ms without a change', () => {
    const { queue, state, sent } = aQueue()
    queue.debounce()
    vi.advanceTimersByTime(450)
    state.next = 'q2'
    queue.debounce()
    expect(sent.map((call) => call.request)).toEqual(['q1', 'q2'])
  })

  it('sends at once when asked to', () => {
    const { queue, sent } = aQueue()
    queue.now()
    expect(sent.map((call) => call.request)).toEqual(['q1'])
  })

  it('sends a waiting change at once with an immediate request, and not again later', () => {
    const { queue, sent } = aQueue()
    queue.debounce()
    queue.debounce()
    expect(queue.waiting).toBe(true)
    queue.now()
    expect(queue.waiting).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(sent).toHaveLength(2)
  })

  it('drops a waiting change when cancelled', () => {
    const { queue, sent } = aQueue()
    queue.debounce()
    queue.debounce()
    queue.cancel()
    vi.advanceTimersByTime(1000)
    expect(sent).toHaveLength(1)
  })

  it('sends nothing when there is nothing to send at that moment', () => {
    const { queue, state, sent } = aQueue()
    state.next = undefined
    queue.now()
    expect(sent).toHaveLength(0)
  })

  it('uses the injected timers', () => {
    const timers = { setTimeout: vi.fn(() => 'handle'), clearTimeout: vi.fn() }
    const { queue } = aQueue({ timers })
    queue.debounce()
    queue.debounce()
    queue.cancel()
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 450)
    expect(timers.clearTimeout).toHaveBeenCalledWith('handle')
  })

  it('gives every request a sequence number and the time it was sent', () => {
    const { queue, state, tickets } = aQueue()
    queue.now()
    state.next = 'q2'
    queue.now()
    expect(tickets).toEqual([
      { seq: 1, timestamp: 1_700_000_000_000 },
      { seq: 2, timestamp: 1_700_000_000_001 },
    ])
  })
})

describe('the request queue: responses in request order', () => {
  function threeSent() {
    const setup = aQueue()
    for (const request of ['q1', 'q2', 'q3']) {
      setup.state.next = request
      setup.queue.now()
    }
    return setup
  }

  it('applies responses that arrive in reverse order in request order', async () => {
    const { sent, log } = threeSent()
    await sent[2].resolve('r3')
    await sent[1].resolve('r2')
    expect(log).toEqual([])
    await sent[0].resolve('r1')
    expect(log).toEqual(['1 q1 → r1', '2 q2 → r2', '3 q3 → r3'])
  })

  it('holds an early response until its turn', async () => {
    const { queue, sent, log } = threeSent()
    await sent[1].resolve('r2')
    expect(log).toEqual([])
    expect(queue.inFlight).toBe(3)
    await sent[0].resolve('r1')
    expect(log).toEqual(['1 q1 → r1', '2 q2 → r2'])
    expect(queue.inFlight).toBe(1)
  })

  it('reports a failure in its turn and goes on with the next response', async () => {
    const { sent, log } = threeSent()
    await sent[1].resolve('r2')
    await sent[0].reject(new Error('offline'))
    await sent[2].resolve('r3')
    expect(log).toEqual(['1 q1 failed: Error: offline', '2 q2 → r2', '3 q3 → r3'])
  })

  it('applies a superseded request still in flight before the newer one', async () => {
    const { queue, state, sent, log } = aQueue()
    queue.now()
    state.next = 'q2'
    queue.now()
    await sent[1].resolve('newest')
    await sent[0].resolve('superseded')
    expect(log).toEqual(['1 q1 → superseded', '2 q2 → newest'])
  })

  it('reports a sender that throws at once like a failed response', async () => {
    const { queue, log } = aQueue({
      send: () => {
        throw new Error('bad request body')
      },
    })
    queue.now()
    await settled()
    expect(log).toEqual(['1 q1 failed: Error: bad request body'])
  })

  it('reports a response that cannot be applied and still applies the next', async () => {
    const log: string[] = []
    const { queue, state, sent } = aQueue({
      onResponse: (response) => {
        if (response === 'broken') throw new Error('cannot apply')
        log.push(response)
      },
      onError: (error) => log.push(String(error)),
    })
    queue.now()
    state.next = 'q2'
    queue.now()
    await sent[1].resolve('fine')
    await sent[0].resolve('broken')
    expect(log).toEqual(['Error: cannot apply', 'fine'])
  })

  it('ignores everything after it is disposed', async () => {
    const { queue, sent, log } = aQueue()
    queue.now()
    queue.debounce()
    queue.debounce()
    queue.dispose()
    await sent[0].resolve('late')
    vi.advanceTimersByTime(1000)
    expect(log).toEqual([])
    expect(sent).toHaveLength(2)
  })
})
