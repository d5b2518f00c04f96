// The scatter plot's edit form (spec 2 §5.3, §9): x and y (int, float or timestamp;
// JMESPath targets allowed), an optional marker colour quantity, how many entries are
// plotted (100, 1000, 10000), autorange and the drag mode.
import { UnitInput } from '../../../units'
import { QuantityField, SelectField, SwitchField, TextField } from '../editors/fields'
import {
  AUTORANGE_LABEL,
  COLOR_QUANTITY_LABEL,
  COLOR_UNIT_LABEL,
  DRAG_MODE_LABEL,
  SIZE_LABEL,
  TITLE_LABEL,
  X_QUANTITY_LABEL,
  X_SCALE_LABEL,
  X_TITLE_LABEL,
  X_UNIT_LABEL,
  Y_QUANTITY_LABEL,
  Y_SCALE_LABEL,
  Y_TITLE_LABEL,
  Y_UNIT_LABEL,
} from '../editors/labels'
import { axisFilter, unitDimension } from '../validation'
import type { WidgetEditorProps } from '../widgetDef'
import type { WidgetScatterPlot } from '../types'

/** Spec 2 §9. */
export const SCATTER_SIZES = [100, 1000, 10000] as const
export const DRAG_MODES = ['zoom', 'pan', 'select'] as const
export const AXIS_SCALES = ['linear', 'log'] as const

type Axis = WidgetScatterPlot['x']

export function ScatterPlotEditor({ config, onChange, filters, errors, onTouch }: WidgetEditorProps<WidgetScatterPlot>) {
  const set = (change: Partial<WidgetScatterPlot>) => onChange({ ...config, ...change })
  const x: Axis = config.x ?? { search_quantity: '' }
  const y: Axis = config.y ?? { search_quantity: '' }
  const color = config.markers?.color
  const unitField = (field: string, label: string, dimension: string | undefined, unit: string | undefined, onUnit: (unit: string) => void) =>
    (dimension || unit) && (
      <UnitInput optional label={label} dimension={dimension} value={unit} onChange={onUnit} error={errors[field]} onTouch={() => onTouch(field)} />
    )
  const axis = (name: 'x' | 'y', value: Axis, labels: readonly [string, string, string, string]) => (
    <>
      <QuantityField
        label={labels[0]}
        field={`${name}.search_quantity`}
        use="scatter_axis"
        filters={filters}
        value={value.search_quantity}
        onChange={(search_quantity) => set({ [name]: { ...value, search_quantity } })}
        error={errors[`${name}.search_quantity`]}
        onTouch={onTouch}
      />
      <TextField label={labels[1]} field={`${name}.title`} value={value.title} onChange={(title) => set({ [name]: { ...value, title } })} />
      {unitField(`${name}.unit`, labels[3], unitDimension(axisFilter(filters, value.search_quantity, 'scatter_axis')), value.unit, (unit) =>
        set({ [name]: { ...value, unit } }),
      )}
      <SelectField
        label={labels[2]}
        field={`${name}.scale`}
        options={AXIS_SCALES}
        value={value.scale ?? 'linear'}
        onChange={(scale) => set({ [name]: { ...value, scale } })}
      />
    </>
  )
  return (
    <>
      <TextField label={TITLE_LABEL} field="title" value={config.title} onChange={(title) => set({ title })} />
      {axis('x', x, [X_QUANTITY_LABEL, X_TITLE_LABEL, X_SCALE_LABEL, X_UNIT_LABEL])}
      {axis('y', y, [Y_QUANTITY_LABEL, Y_TITLE_LABEL, Y_SCALE_LABEL, Y_UNIT_LABEL])}
      <QuantityField
        label={COLOR_QUANTITY_LABEL}
        field="markers.color.search_quantity"
        use="scatter_color"
        filters={filters}
        value={color?.search_quantity}
        onChange={(search_quantity) => set({ markers: { ...config.markers, color: { ...color, search_quantity } } })}
        error={errors['markers.color.search_quantity']}
        onTouch={onTouch}
      />
      {unitField('markers.color.unit', COLOR_UNIT_LABEL, unitDimension(axisFilter(filters, color?.search_quantity, 'scatter_color')), color?.unit, (unit) =>
        set({ markers: { ...config.markers, color: { search_quantity: '', ...color, unit } } }),
      )}
      <SelectField required label={SIZE_LABEL} field="size" options={SCATTER_SIZES} value={config.size} onChange={(size) => set({ size })} error={errors.size} onTouch={onTouch} />
      <SelectField label={DRAG_MODE_LABEL} field="drag_mode" options={DRAG_MODES} value={config.drag_mode ?? 'zoom'} onChange={(drag_mode) => set({ drag_mode })} />
      <SwitchField label={AUTORANGE_LABEL} value={config.autorange} onChange={(autorange) => set({ autorange })} />
    </>
  )
}

export default ScatterPlotEditor
