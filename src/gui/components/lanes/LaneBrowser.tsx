// The lane browser (spec 2 §2.6): the path under `baseUrl` opens one lane per segment
// from the root adaptor's lane, each its own scroll container loading more at 95 % of
// its height, the last scrolled into view, and the side panel of the deepest lane that
// has one beside them (lanes 8 of 12 columns, panel 4).
import { Callout } from '@blueprintjs/core'
import { Component, useCallback, useEffect, useMemo, useRef, type ErrorInfo, type ReactNode, type UIEvent } from 'react'
import { Link, useLocation } from 'react-router'
import type { LaneAdaptor, SidePanel } from './adaptor'
import { LaneContext, useLane, type LaneInfo } from './LaneContext'
import { keyText, laneUrl, pathSegments, sameKey, wantsMore, type LaneKey } from '../lanePath'
import { COULD_NOT_INITIALIZE, couldNotInitializeItem, itemNotFoundMessage, LANE_RENDER_FAILED, SIDE_PANEL_LOADING } from './messages'
import { useLanes, type LaneModel } from './useLanes'
import './lanes.css'

export interface LaneBrowserProps {
  /** The URL the root lane lives at; every further segment of the location is a lane. */
  readonly baseUrl: string
  /** The root lane's adaptor. A new one rebuilds every lane (a reloaded archive). */
  readonly adaptor: LaneAdaptor
  /** An accessible name for the lanes. */
  readonly label?: string
}

export function LaneBrowser({ baseUrl, adaptor, label = 'Lanes' }: LaneBrowserProps) {
  const { pathname } = useLocation()
  const segments = useMemo(() => pathSegments(pathname, baseUrl), [pathname, baseUrl])
  const lanes = useLanes(adaptor, segments)
  const scroller = useRef<HTMLDivElement>(null)
  // The newest lane is what the user came for: scroll the row to its end, also when lanes
  // grow wider after they appeared (their content loads lazily: a section, a matrix).
  useEffect(() => {
    const row = scroller.current
    if (!row) return
    const toEnd = () => {
      row.scrollLeft = row.scrollWidth
    }
    toEnd()
    if (typeof ResizeObserver === 'undefined') return
    const widths = new Map<Element, number>()
    const observer = new ResizeObserver((entries) => {
      let wider = false
      for (const entry of entries) {
        const width = entry.contentRect.width
        if (widths.has(entry.target) && widths.get(entry.target) !== width) wider = true
        widths.set(entry.target, width)
      }
      if (wider) toEnd()
    })
    for (const lane of Array.from(row.children)) observer.observe(lane)
    return () => observer.disconnect()
  }, [lanes])

  const side = sidePanelOf(lanes)
  return (
    <div className={`tessera-lane-browser${side ? ' tessera-lane-browser-with-side' : ''}`}>
      <div className="tessera-lanes" ref={scroller} role="group" aria-label={label}>
        {lanes.map((lane, index) => (
          <Lane key={laneUrl(baseUrl, lane.segments)} lane={lane} first={index === 0} next={lanes[index + 1]?.key} baseUrl={baseUrl} />
        ))}
      </div>
      {side && (
        <aside className="tessera-lane-side" aria-label={side.label}>
          {side.content ?? <p>{SIDE_PANEL_LOADING}</p>}
        </aside>
      )}
    </div>
  )
}

function sidePanelOf(lanes: readonly LaneModel[]): SidePanel | undefined {
  for (let index = lanes.length - 1; index >= 0; index--) {
    const status = lanes[index].status
    const panel = status.kind === 'ready' ? status.adaptor.sidePanel?.() : undefined
    if (panel) return panel
  }
  return undefined
}

interface LaneProps {
  readonly lane: LaneModel
  readonly first: boolean
  readonly next: LaneKey | undefined
  readonly baseUrl: string
}

function Lane({ lane, first, next, baseUrl }: LaneProps) {
  const loadMore = useRef<(() => void) | undefined>(undefined)
  const setLoadMore = useCallback((handler: (() => void) | undefined) => {
    loadMore.current = handler
  }, [])
  const { segments, key, status } = lane
  const info = useMemo<LaneInfo>(
    () => ({ key, url: laneUrl(baseUrl, segments), next, itemUrl: (item) => laneUrl(baseUrl, segments, item), setLoadMore }),
    [key, baseUrl, segments, next, setLoadMore],
  )
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (wantsMore(event.currentTarget)) loadMore.current?.()
  }
  const adaptor = status.kind === 'ready' ? status.adaptor : undefined
  const width = adaptor?.width
  const name = adaptor?.label ?? (key ? keyText(key) : 'root')
  return (
    <section className="tessera-lane" aria-label={name} style={width === undefined ? undefined : { width, minWidth: width }}>
      <div className="tessera-lane-scroll" onScroll={onScroll}>
        <LaneContext.Provider value={info}>
          {adaptor && (
            <LaneBoundary>
              <AdaptorView adaptor={adaptor} />
            </LaneBoundary>
          )}
          {status.kind === 'missing' && key && <LaneProblem>{itemNotFoundMessage(keyText(key))}</LaneProblem>}
          {status.kind === 'failed' && <LaneProblem>{first || !key ? COULD_NOT_INITIALIZE : couldNotInitializeItem(keyText(key))}</LaneProblem>}
        </LaneContext.Provider>
      </div>
    </section>
  )
}

/** The adaptor's content as a component, so its render may use hooks. */
function AdaptorView({ adaptor }: { readonly adaptor: LaneAdaptor }) {
  return adaptor.render()
}

function LaneProblem({ children }: { readonly children: ReactNode }) {
  return (
    <Callout intent="danger" compact className="tessera-lane-problem">
      {children}
    </Callout>
  )
}

class LaneBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(LANE_RENDER_FAILED, error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <LaneProblem>{LANE_RENDER_FAILED}</LaneProblem> : this.props.children
  }
}

export interface LaneItemProps {
  /** The item's key: its link is the lane's URL plus this key, encoded. */
  readonly itemKey: LaneKey | string
  /** The length of the list `itemKey.name`, so that a negative index in the URL highlights the right item. */
  readonly count?: number
  readonly children: ReactNode
  readonly className?: string
}

/** An item of a lane: a link that opens the next lane, highlighted while that lane shows it. */
export function LaneItem({ itemKey, count, children, className }: LaneItemProps) {
  const lane = useLane()
  const key: LaneKey = typeof itemKey === 'string' ? { name: itemKey } : itemKey
  const selected = lane.next !== undefined && sameKey(key, lane.next, count)
  return (
    <Link
      to={lane.itemUrl(key)}
      className={`tessera-lane-item${selected ? ' tessera-lane-item-selected' : ''}${className ? ` ${className}` : ''}`}
      aria-current={selected ? 'location' : undefined}
    >
      {children}
    </Link>
  )
}
