// The lane browser (spec 2 §2.6): a path under a base URL shown as lanes, each drawn by
// an adaptor. Used by the archive browser (entry/archive) and the metainfo browser.
export type { LaneAdaptor, SidePanel } from './adaptor'
export { LaneBrowser, LaneItem } from './LaneBrowser'
export type { LaneBrowserProps, LaneItemProps } from './LaneBrowser'
export { useLane, useLoadMore } from './LaneContext'
export type { LaneInfo } from './LaneContext'
export { decodeSegment, encodeSegment, escapeKey, keyText, laneUrl, LOAD_MORE_AT, pathSegments, resolveIndex, sameKey, unescapeKey, wantsMore } from '../lanePath'
export type { LaneKey } from '../lanePath'
export { COULD_NOT_INITIALIZE, couldNotInitializeItem, itemNotFoundMessage, LANE_RENDER_FAILED, SIDE_PANEL_LOADING } from './messages'
