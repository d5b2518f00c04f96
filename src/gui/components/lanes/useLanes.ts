// The lanes of a path: lane 0 is the root adaptor's, lane n the item segment n names in
// lane n-1. When the path changes, lanes left of the first changed segment are kept
// (same objects, so their views keep their state) and those right of it are rebuilt.
import { useEffect, useRef, useState } from 'react'
import type { LaneAdaptor } from './adaptor'
import { decodeSegment, type LaneKey } from '../lanePath'

export type LaneStatus =
  | { readonly kind: 'ready'; readonly adaptor: LaneAdaptor }
  /** The parent lane has no such item. */
  | { readonly kind: 'missing' }
  /** The adaptor's initialize failed. */
  | { readonly kind: 'failed' }

export interface LaneModel {
  /** The URL segments up to this lane (none for the root lane). */
  readonly segments: readonly string[]
  readonly key: LaneKey | undefined
  readonly status: LaneStatus
}

const samePrefix = (lane: LaneModel, segments: readonly string[]) =>
  lane.segments.length <= segments.length && lane.segments.every((segment, index) => segment === segments[index])

async function initialized(adaptor: LaneAdaptor): Promise<LaneStatus> {
  try {
    await adaptor.initialize?.()
    return { kind: 'ready', adaptor }
  } catch (error) {
    console.error(error)
    return { kind: 'failed' }
  }
}

async function itemOf(parent: LaneAdaptor, key: LaneKey): Promise<LaneAdaptor | undefined> {
  try {
    return await parent.itemAdaptor(key)
  } catch {
    return undefined
  }
}

/** The lanes for `segments` under `root`, built lane by lane (each shows as soon as it is ready). */
export function useLanes(root: LaneAdaptor, segments: readonly string[]): readonly LaneModel[] {
  const [lanes, setLanes] = useState<readonly LaneModel[]>([])
  const current = useRef<{ root: LaneAdaptor | undefined; lanes: readonly LaneModel[] }>({ root: undefined, lanes: [] })
  const path = segments.join('/')

  useEffect(() => {
    const wanted = path === '' ? [] : path.split('/')
    let cancelled = false
    const publish = (next: readonly LaneModel[]) => {
      if (cancelled) return
      current.current = { root, lanes: next }
      setLanes(next)
    }
    // A new root (the archive reloaded or edited) rebuilds every lane but shows them only
    // when all are ready, so the lanes on screen stay mounted (an editor keeps its focus).
    const sameRoot = current.current.root === root
    const previous = sameRoot ? current.current.lanes : []
    let keep = 0
    while (keep < previous.length && keep <= wanted.length && samePrefix(previous[keep], wanted) && previous[keep].segments.length === keep) keep++
    const built = previous.slice(0, keep)

    async function build() {
      if (built.length === 0) {
        built.push({ segments: [], key: undefined, status: await initialized(root) })
        if (sameRoot) publish([...built])
      }
      for (let index = built.length; index <= wanted.length; index++) {
        const parent = built[index - 1].status
        if (parent.kind !== 'ready' || cancelled) break
        const key = decodeSegment(wanted[index - 1])
        const adaptor = await itemOf(parent.adaptor, key)
        const status: LaneStatus = adaptor ? await initialized(adaptor) : { kind: 'missing' }
        built.push({ segments: wanted.slice(0, index), key, status })
        if (sameRoot) publish([...built])
      }
      publish(built)
    }
    void build()
    return () => {
      cancelled = true
    }
  }, [root, path])

  return lanes
}
