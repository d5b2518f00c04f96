// The XRD patterns widget: the patterns of the first hits, overlaid (added from the
// dashboard's toolbar; no edit form: its one option, size, is set in YAML).
import type { WidgetDef, Widget } from 'tessera/gui'
import schema from '../../schemas/xrdPatterns.widget.schema.json'

export const XRD_PATTERNS = 'xrd_patterns'
export const XRD_PATTERNS_LABEL = 'XRD patterns'
export const DEFAULT_SIZE = 8

/** The widget's config (schemas/xrdPatterns.widget.schema.json): a plugin widget with its size. */
export type XrdPatternsConfig = Widget & { readonly size?: number }

export const xrdPatternsWidget: WidgetDef<XrdPatternsConfig> = {
  type: XRD_PATTERNS,
  label: XRD_PATTERNS_LABEL,
  schema,
  template: { config: { type: XRD_PATTERNS, size: DEFAULT_SIZE }, w: 12, h: 6 },
  title: () => XRD_PATTERNS_LABEL,
  load: () => import('./XrdPatternsWidget'),
}
