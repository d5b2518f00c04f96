// Older key names of the built-in widget types that app YAML may still use (reference
// §5.2: `quantity`, `label`, `showinput`, `n_bins`), renamed to today's.
import type { Widget } from '../../config/config.generated'
import { isFields, type Fields } from '../fields'

/** Older key names and today's. */
export const LEGACY_WIDGET_KEYS: { readonly [legacy: string]: string } = {
  quantity: 'search_quantity',
  label: 'title',
  showinput: 'show_input',
  n_bins: 'nbins',
}

function renameKeys(value: Fields): Fields {
  const out: { [key: string]: unknown } = {}
  for (const [key, inner] of Object.entries(value)) {
    const name = LEGACY_WIDGET_KEYS[key] ?? key
    // Today's key wins over its legacy spelling when both are written.
    if (name !== key && name in value) continue
    // `layout` holds x/y/w/h per breakpoint, not widget keys.
    out[name] = key !== 'layout' && isFields(inner) ? renameKeys(inner) : inner
  }
  return out
}

/**
 * The built-in types' `migrate`: legacy key names (also inside x, y, markers) renamed.
 * The result is what the widget's schema checks next; it is typed as the widget it
 * should be, not proven to be one.
 */
export function migrateLegacyKeys<C extends Widget>(old: unknown): C {
  return (isFields(old) ? renameKeys(old) : old) as C
}
