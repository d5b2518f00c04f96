// The search request queue (spec 2 §4.1): query changes are debounced, the rest goes at
// once. The debounce is leading-edge: a change after 450 ms of quiet goes out at once,
// and changes that follow it within 450 ms wait until 450 ms pass without another, so a
// burst (dragging a slider, ticking boxes) still sends one request for its last state
// while a single click shows its counts without waiting (the 300 ms budget of
// ARCHITECTURE.md could not be met behind a 450 ms trailing wait). Responses are
// applied strictly in the order the requests were sent. A response that arrives early is held until every earlier one has arrived; a
// failure takes its turn like a response, so one lost request never blocks the queue.
//
// Superseded requests still in flight are applied in order, not dropped, as NOMAD does:
// the newest request is applied last, so what stays is its answer, and an older
// response may carry aggregations the newer request did not ask for again.

/** setTimeout/clearTimeout, injected so tests drive time with fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Looked up at call time, so vitest's fake timers apply to the default too. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/** Every request's place in the queue; its response is applied with it. */
export interface Ticket {
  /** 1, 2, 3 … in the order the requests were sent. */
  seq: number
  /** When it was sent (ms since the epoch), as NOMAD stamps its requests. */
  timestamp: number
}

export const SEARCH_DEBOUNCE_MS = 450

export interface RequestQueueOptions<Request, Response> {
  /** Makes the request when it fires, from the state of that moment; undefined sends nothing. */
  build(): Request | undefined
  send(request: Request): Promise<Response>
  /** Called as a request goes out (e.g. to show it loading). */
  onSent?(request: Request, ticket: Ticket): void
  /** Called in request order. */
  onResponse(response: Response, request: Request, ticket: Ticket): void
  /** Called in request order, in the failed request's turn. */
  onError(error: unknown, request: Request, ticket: Ticket): void
  debounceMs?: number
  timers?: Timers
  now?: () => number
}

export interface RequestQueue {
  /**
   * A query change: sent at once when no change came in the last `debounceMs`, else
   * after `debounceMs` without a further call (each call restarts the wait).
   */
  debounce(): void
  /** Sends now; a pending debounce is dropped, as this request carries its change too. */
  now(): void
  /** Drops a pending debounce. */
  cancel(): void
  /** Whether a debounced request is waiting. */
  readonly waiting: boolean
  /** Requests sent whose turn has not come yet. */
  readonly inFlight: number
  /** Cancels the debounce and ignores every response from now on. */
  dispose(): void
}

type Outcome<Response> = { ok: true; response: Response } | { ok: false; error: unknown }

interface Sent<Request, Response> {
  request: Request
  ticket: Ticket
  outcome?: Outcome<Response>
}

export function createRequestQueue<Request, Response>(options: RequestQueueOptions<Request, Response>): RequestQueue {
  const timers = options.timers ?? globalTimers
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS
  const now = options.now ?? Date.now
  let timer: unknown
  let waiting = false
  // A change came within the last debounceMs: the next one waits.
  let recent = false
  let recentTimer: unknown
  let disposed = false
  let lastSeq = 0
  // Requests in send order; the head is the next to apply.
  const pending: Sent<Request, Response>[] = []

  function cancel() {
    if (waiting) timers.clearTimeout(timer)
    waiting = false
  }

  function fire() {
    cancel()
    if (disposed) return
    const request = options.build()
    if (request === undefined) return
    const entry: Sent<Request, Response> = { request, ticket: { seq: ++lastSeq, timestamp: now() } }
    pending.push(entry)
    options.onSent?.(request, entry.ticket)
    let promise: Promise<Response>
    try {
      promise = options.send(request)
    } catch (error) {
      promise = Promise.reject(error)
    }
    promise.then(
      (response) => settle(entry, { ok: true, response }),
      (error: unknown) => settle(entry, { ok: false, error }),
    )
  }

  function settle(entry: Sent<Request, Response>, outcome: Outcome<Response>) {
    if (disposed) return
    entry.outcome = outcome
    while (pending.length > 0 && pending[0].outcome) {
      const head = pending.shift()!
      const result = head.outcome!
      if (result.ok) {
        // A response that cannot be applied is reported like a failed one, and the
        // queue goes on with the next.
        try {
          options.onResponse(result.response, head.request, head.ticket)
        } catch (error) {
          options.onError(error, head.request, head.ticket)
        }
      } else {
        options.onError(result.error, head.request, head.ticket)
      }
    }
  }

  return {
    debounce() {
      cancel()
      if (disposed) return
      const leading = !recent
      if (recent) timers.clearTimeout(recentTimer)
      recent = true
      recentTimer = timers.setTimeout(() => {
        recent = false
      }, debounceMs)
      if (leading) return fire()
      waiting = true
      timer = timers.setTimeout(fire, debounceMs)
    },
    now: fire,
    cancel,
    get waiting() {
      return waiting
    },
    get inFlight() {
      return pending.length
    },
    dispose() {
      cancel()
      if (recent) timers.clearTimeout(recentTimer)
      recent = false
      disposed = true
      pending.length = 0
    },
  }
}
