// Which quantity types each place that names a search quantity accepts (spec 2 §5.3
// "Accepted quantity types"). The server's app rules and the GUI's edit forms read this
// one table; the label words the server's messages ("cannot be used in a histogram").
import type { Dtype } from '../search'

/** Where a quantity is named; each use accepts its own types. */
export type QuantityUse =
  | 'filter'
  | 'section'
  | 'terms'
  | 'terms_widget'
  | 'periodic_table'
  | 'histogram'
  | 'scatter_axis'
  | 'scatter_color'

export interface UseRule {
  /** Named in messages: "cannot be used in {label}". */
  readonly label: string
  /** The accepted types; any quantity or section when left out. */
  readonly dtypes?: readonly Dtype[]
  /** The values are counted with a terms aggregation. */
  readonly aggregatable?: boolean
  /** Only a section fits (a nested_object's path). */
  readonly section?: boolean
}

/** Numbers and times: what histograms bin and scatter plots place. */
export const NUMERIC_DTYPES: readonly Dtype[] = ['int', 'float', 'timestamp']
/** Text values: what periodic tables count and terms options are keyed by. */
export const TEXT_DTYPES: readonly Dtype[] = ['string', 'enum']

export const QUANTITY_USES: { readonly [use in QuantityUse]: UseRule } = {
  filter: { label: 'a filter' },
  section: { label: 'a nested object', section: true },
  // Menu terms lists also count integers (NOMAD menus list e.g. space group numbers).
  terms: { label: 'a terms list', dtypes: [...TEXT_DTYPES, 'boolean', 'int'], aggregatable: true },
  terms_widget: { label: 'a terms widget', dtypes: [...TEXT_DTYPES, 'boolean'], aggregatable: true },
  periodic_table: { label: 'a periodic table', dtypes: TEXT_DTYPES, aggregatable: true },
  histogram: { label: 'a histogram', dtypes: NUMERIC_DTYPES },
  scatter_axis: { label: 'a scatter plot axis', dtypes: NUMERIC_DTYPES },
  scatter_color: { label: 'a marker colour', dtypes: [...TEXT_DTYPES, 'float', 'int'] },
}

/** The types `use` accepts; undefined when it takes any quantity. */
export function acceptedDtypes(use: QuantityUse): readonly Dtype[] | undefined {
  return QUANTITY_USES[use].dtypes
}

/** What a use needs to know of a quantity (a FilterDefinition has it). */
export interface QuantityTraits {
  readonly dtype?: Dtype
  readonly aggregatable: boolean
  readonly section: boolean
}

/** Why a quantity does not fit `use`: its type, its section-ness, or it cannot be counted; undefined when it fits. */
export function quantityMisfit(use: QuantityUse, quantity: QuantityTraits): 'dtype' | 'section' | 'aggregatable' | undefined {
  const rule = QUANTITY_USES[use]
  if (rule.section) return quantity.section ? undefined : 'section'
  if (rule.dtypes && (!quantity.dtype || !rule.dtypes.includes(quantity.dtype))) return 'dtype'
  if (rule.aggregatable && !quantity.aggregatable) return 'aggregatable'
  return undefined
}
