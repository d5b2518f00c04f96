// What a lane is to the lane browser (spec 2 §2.6): an adaptor over one thing — a
// section, a list, a quantity, a definition — that knows how to prepare itself, how to
// draw itself, and which adaptor each of its items opens as the next lane. The browser
// owns the URL, the lanes and their scroll containers; adaptors own the content.
// (NOMAD's Adaptor: initialize, itemAdaptor(key), render.)
import type { ReactNode } from 'react'
import type { LaneKey } from '../lanePath'

export interface LaneAdaptor {
  /**
   * Prepares the lane before it draws (fetch what it shows). A throw or a rejection
   * shows 'Could not initialize view' in its place and stops the lanes after it.
   */
  initialize?(): void | Promise<void>
  /**
   * The adaptor of the item `key` names (the next URL segment), or undefined when there
   * is no such item; both undefined and a throw show 'The item "x" could not be found.'.
   * Negative `key.index` counts from the end of the list `key.name`.
   */
  itemAdaptor(key: LaneKey): LaneAdaptor | undefined | Promise<LaneAdaptor | undefined>
  /**
   * Draws the lane's content. Called during a component's render, so hooks may be used
   * as long as every call of one adaptor uses the same ones. Links to items are
   * `<LaneItem itemKey={…}>`; a lane that loads more as it scrolls calls `useLoadMore`.
   */
  render(): ReactNode
  /** The lane's width (CSS length or px), e.g. from a definition's annotation; default: as wide as its content. */
  readonly width?: number | string
  /** An accessible name for the lane; default the key it was opened with ('root' for the first). */
  readonly label?: string
  /**
   * A panel beside the lanes (the HDF5 view): the deepest lane that has one shows it, and
   * the lanes then take 8 of 12 columns. `content` undefined reads 'Loading...'.
   */
  sidePanel?(): SidePanel | undefined
}

export interface SidePanel {
  readonly label: string
  /** Undefined until what it shows is known. */
  readonly content: ReactNode | undefined
}
