// What a lane's content knows about its lane: where it is, which item the next lane
// opened (to highlight it), its items' URLs, and how to load more as it scrolls.
import { createContext, useContext, useEffect, useRef } from 'react'
import type { LaneKey } from '../lanePath'

export interface LaneInfo {
  /** The key this lane was opened with; undefined for the root lane. */
  readonly key: LaneKey | undefined
  /** The lane's URL (the base plus its segments). */
  readonly url: string
  /** The key of the item the next lane shows, if there is a next lane. */
  readonly next: LaneKey | undefined
  /** The URL of an item of this lane: the lane's URL plus the encoded key. */
  itemUrl(key: LaneKey | string): string
  /** Registers the lane's load-more handler (one per lane; undefined removes it). */
  setLoadMore(handler: (() => void) | undefined): void
}

export const LaneContext = createContext<LaneInfo | null>(null)

export function useLane(): LaneInfo {
  const lane = useContext(LaneContext)
  if (!lane) throw new Error('useLane() is used outside of a lane.')
  return lane
}

/** Calls `handler` when the lane is scrolled to 95 % of its height (spec 2 §2.6). */
export function useLoadMore(handler: () => void): void {
  const { setLoadMore } = useLane()
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => {
    setLoadMore(() => latest.current())
    return () => setLoadMore(undefined)
  }, [setLoadMore])
}
