// What a plot draws, before any vega: named series of x/y values and the axes they are
// drawn on. Pure, so the cards' containers and the tests build and check them without
// a chart; `plotRows` is the one place where values become rows and where data that a
// plot cannot draw (lengths that differ, gaps, non-positive values on a log axis) is
// caught or left out.

/** How a series is drawn: a line, markers, a dashed line (fits, tolerances), or a line with markers. */
export type SeriesMark = 'line' | 'points' | 'dashed' | 'linepoints'

export interface Series {
  /** The legend's name of the series; names are unique within a plot. */
  readonly name: string
  readonly x: readonly number[]
  readonly y: readonly number[]
  /** Default 'line'. */
  readonly mark?: SeriesMark
  /** The axis of a plot with two y axes the series is read against; default 'left'. */
  readonly axis?: 'left' | 'right'
  /** The panel of a stacked plot the series belongs to. */
  readonly panel?: string
  /** The entry each point stands for (points of plots over references): a click opens it. */
  readonly entryIds?: readonly (string | undefined)[]
}

export interface PlotAxis {
  readonly title: string
  /** The unit's label, shown in brackets after the title. */
  readonly unit?: string
  /** Default 'linear'. */
  readonly scale?: 'linear' | 'log'
  /** Whole numbers only (step numbers). */
  readonly integer?: boolean
}

/** A row of the chart's data: one point of one series. */
export interface PlotRow {
  readonly series: string
  readonly x: number
  readonly y: number
  readonly mark: SeriesMark
  readonly axis: 'left' | 'right'
  readonly panel: string
  /** The entry the point stands for, where it stands for one. */
  readonly entryId?: string
}

/** Spec 2 §5.6: the XY plot's text for series whose x and y differ in length. */
export const LENGTH_MISMATCH_MESSAGE = 'The length of provided x axes and y axes do not match!'

/** Data that a plot cannot draw, with the text the user reads. */
export class PlotDataError extends Error {
  override readonly name = 'PlotDataError'
}

export const axisTitle = (axis: PlotAxis): string => (axis.unit ? `${axis.title} (${axis.unit})` : axis.title)

export interface RowOptions {
  /** Log scales of the x axis and of the y axes (by axis, or by panel of a stacked plot). */
  readonly xLog?: boolean
  readonly yLog?: (series: Series) => boolean
}

/**
 * The chart's rows of the series. Throws PlotDataError when a series' x and y differ in
 * length; points that are not finite numbers, or not positive on a log axis, are left
 * out (a log axis cannot place them, and one NaN would blank vega's whole line).
 */
export function plotRows(series: readonly Series[], { xLog = false, yLog = () => false }: RowOptions = {}): PlotRow[] {
  const rows: PlotRow[] = []
  for (const one of series) {
    if (one.x.length !== one.y.length) throw new PlotDataError(LENGTH_MISMATCH_MESSAGE)
    const logY = yLog(one)
    const mark = one.mark ?? 'line'
    const axis = one.axis ?? 'left'
    const panel = one.panel ?? ''
    one.x.forEach((x, index) => {
      const y = one.y[index]
      if (!Number.isFinite(x) || !Number.isFinite(y)) return
      if ((xLog && x <= 0) || (logY && y <= 0)) return
      const entryId = one.entryIds?.[index]
      rows.push({ series: one.name, x, y, mark, axis, panel, ...(typeof entryId === 'string' && entryId !== '' && { entryId }) })
    })
  }
  return rows
}
