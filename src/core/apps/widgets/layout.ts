// The layout rule of spec 2 §5.1 that JSON Schema cannot say: a widget's layout numbers
// are integers, and x may also be infinity (YAML `.inf`: at the end of its row). ajv's
// integer check lets Infinity through (Infinity % 1 is NaN) and the schema's x is a
// number, so the server's app checks and the GUI's YAML import both read this rule.
import { isFields } from '../fields'

/** Spec 2 §5.1's message for a layout number that is not an integer. */
export const NOT_AN_INTEGER = 'is not a valid integer number'

/** A problem's path in the widget and its reason (ajvErrors' DescribedError; not imported, ajvErrors imports this file). */
export interface LayoutProblem {
  readonly path: string
  readonly reason: string
}

/** The grid breakpoints a widget has a layout for (spec 2 §3.6). */
export const LAYOUT_BREAKPOINTS = ['sm', 'md', 'lg', 'xl', 'xxl'] as const
/** The numbers of one breakpoint's layout. */
export const LAYOUT_NUMBERS = ['x', 'y', 'w', 'h', 'minW', 'minH'] as const

/** A JSON pointer to a layout number (`/dashboard/widgets/0/layout/md/x`, `/layout/lg/w`). */
const LAYOUT_NUMBER_POINTER = new RegExp(`/layout/(?:${LAYOUT_BREAKPOINTS.join('|')})/(?:${LAYOUT_NUMBERS.join('|')})$`)

/** Whether an ajv error's pointer names a layout number (its type errors read {@link NOT_AN_INTEGER}). */
export const isLayoutNumberPointer = (pointer: string) => LAYOUT_NUMBER_POINTER.test(pointer)

/** Whether `value` may stand at `key` of a layout: an integer, or for x also infinity. */
export function isLayoutNumber(key: string, value: unknown): boolean {
  return Number.isInteger(value) || (key === 'x' && value === Infinity)
}

/**
 * The layout numbers of one widget that are not integers (x: nor infinity), with paths
 * relative to the widget (`layout.md.x`). Missing numbers and unknown keys are the
 * schema's to report; a layout that is not a mapping too.
 */
export function widgetLayoutProblems(widget: unknown): LayoutProblem[] {
  const layouts = isFields(widget) ? widget.layout : undefined
  if (!isFields(layouts)) return []
  const problems: LayoutProblem[] = []
  for (const breakpoint of LAYOUT_BREAKPOINTS) {
    const layout = layouts[breakpoint]
    if (!isFields(layout)) continue
    for (const key of LAYOUT_NUMBERS) {
      if (layout[key] !== undefined && !isLayoutNumber(key, layout[key])) problems.push({ path: `layout.${breakpoint}.${key}`, reason: NOT_AN_INTEGER })
    }
  }
  return problems
}
