// Drawing a lazy part only once its module is there, instead of suspending. React 19 holds
// back a Suspense boundary's content until 300 ms after the last fallback shown anywhere
// (its fallback throttle), so a page whose parts load one after another — route chunk,
// then cards, then a viewer — waits that long at every step: the entry page of a
// 1,000-atom structure became interactive after 1.7 s, about 0.7 s of it throttle timers.
// A part drawn after its load is an ordinary update, which React commits at once.
import { useEffect, useState } from 'react'
import type { LazyRenderer } from './lazyRenderer'

/** Something that loads once and then draws without suspending. */
export type Loadable = Pick<LazyRenderer<never>, 'preload' | 'isLoaded'>

const ids = new WeakMap<Loadable, number>()
let nextId = 0
const idOf = (part: Loadable): number => {
  let id = ids.get(part)
  if (id === undefined) ids.set(part, (id = nextId++))
  return id
}

/**
 * Starts loading `parts` and answers true once every one is there (or has failed: its
 * boundary shows the failure when drawn). True at once for parts already loaded.
 */
export function useLoaded(parts: readonly Loadable[]): boolean {
  const ready = parts.every((part) => part.isLoaded())
  const key = parts.map(idOf).join(' ')
  const [, settled] = useState(0)
  const [failed, setFailed] = useState<ReadonlySet<Loadable>>(new Set())
  useEffect(() => {
    if (ready) return
    let live = true
    const pending = parts.filter((part) => !part.isLoaded())
    void Promise.allSettled(pending.map((part) => part.preload())).then((results) => {
      if (!live) return
      const broken = pending.filter((_, i) => results[i]?.status === 'rejected')
      if (broken.length > 0) setFailed((known) => new Set([...known, ...broken]))
      settled((count) => count + 1)
    })
    return () => {
      live = false
    }
    // The parts are compared by identity (key): a new list of the same parts loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key])
  return ready || parts.every((part) => part.isLoaded() || failed.has(part))
}
