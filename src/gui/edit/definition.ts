// The quantity definition an edit component is chosen for and edits: the metainfo's
// serialized quantity (`GET /metainfo`, an archive's `definitions`) with the schema's
// `m_annotations`, whose `eln` annotation (NOMAD's ELN annotations) names the component
// and its bounds. Custom schemas write any unit expression (`nm`, `degC`), not only SI.
import type { JsonValue } from '../../core/metainfo'

/**
 * A quantity definition as edit components read it. Structural, so both the metainfo's
 * serialized quantity (`SerializedQuantity` of core/metainfo plus `m_annotations`) and
 * the GUI's resolved definition (src/gui/metainfo `QuantityDefinition`, the lanes') fit
 * without conversion; the annotations are read defensively (elnAnnotation).
 */
export interface EditQuantityDefinition {
  readonly name: string
  readonly description?: string
  /** `{type_kind, type_data}` as the metainfo serialises it (core/metainfo `QuantityType`). */
  readonly type: { readonly type_kind: string; readonly type_data: JsonValue }
  /** `[]` for scalars. */
  readonly shape: readonly (number | string)[]
  /** The unit values are stored in (SI for built-ins; as written for schema quantities, `nm`). */
  readonly unit?: string
  readonly default?: JsonValue
  /** `m_annotations`; `eln` names the component and its bounds. */
  readonly m_annotations?: { readonly [name: string]: unknown }
}

/** The `eln` annotation as the edit components read it; anything malformed is left out. */
export interface ElnAnnotation {
  /** `NumberEditQuantity`, `EnumEditQuantity`, … */
  readonly component?: string
  readonly defaultDisplayUnit?: string
  readonly minValue?: number
  readonly maxValue?: number
  /** Props for the component (`minValue`, `maxValue`, `suggestions`, `height` …, as NOMAD passes them). */
  readonly props: { readonly [name: string]: JsonValue }
  readonly suggestions?: readonly string[]
  readonly label?: string
}

type JsonObject = { readonly [key: string]: JsonValue }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const stringsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined

/**
 * The quantity's ELN annotation. NOMAD reads bounds and suggestions both at the top and
 * in `props`; the top wins. A schema may also write `eln` as a one-item list.
 */
function elnObject(definition: Pick<EditQuantityDefinition, 'm_annotations'>): JsonObject | undefined {
  const eln: unknown = definition.m_annotations?.eln
  const first: unknown = Array.isArray(eln) ? eln[0] : eln
  return isObject(first) ? first : undefined
}

export function elnAnnotation(definition: Pick<EditQuantityDefinition, 'm_annotations'>): ElnAnnotation {
  const eln = elnObject(definition)
  if (!eln) return { props: {} }
  const props = isObject(eln.props) ? eln.props : {}
  const pick = <T,>(read: (value: unknown) => T | undefined, name: string) => read(eln[name]) ?? read(props[name])
  const annotation: {
    -readonly [K in keyof ElnAnnotation]: ElnAnnotation[K]
  } = { props }
  const component = stringOf(eln.component)
  if (component) annotation.component = component
  const unit = pick(stringOf, 'defaultDisplayUnit')
  if (unit) annotation.defaultDisplayUnit = unit
  const min = pick(numberOf, 'minValue')
  if (min !== undefined) annotation.minValue = min
  const max = pick(numberOf, 'maxValue')
  if (max !== undefined) annotation.maxValue = max
  const suggestions = pick(stringsOf, 'suggestions')
  if (suggestions) annotation.suggestions = suggestions
  const label = stringOf(eln.label)
  if (label) annotation.label = label
  return annotation
}

/** The label a field shows: the annotation's, else the name with spaces (`sheet_resistance` → 'sheet resistance'). */
export function quantityLabel(definition: EditQuantityDefinition): string {
  return elnAnnotation(definition).label ?? definition.name.replace(/_/g, ' ')
}

/** The same definition for item `index` of a list: shape `[]`, labelled 'name 1', 'name 2', … */
export function itemDefinition(definition: EditQuantityDefinition, index: number): EditQuantityDefinition {
  const label = `${quantityLabel(definition)} ${index + 1}`
  return {
    ...definition,
    shape: [],
    description: '',
    m_annotations: { ...definition.m_annotations, eln: { ...elnObject(definition), label } },
  }
}
