// The histogram widget's edit form (spec 2 §5.3, §9): a float, int or timestamp quantity,
// its display unit, the count scaling, the number of bins (10 … 50), autorange and the
// input fields.
import { UnitInput } from '../../../units'
import { QuantityField, SelectField, SwitchField, TextField } from '../editors/fields'
import { AUTORANGE_LABEL, NBINS_LABEL, SHOW_INPUT_LABEL, TITLE_LABEL, X_QUANTITY_LABEL, X_TITLE_LABEL, X_UNIT_LABEL, Y_SCALE_LABEL } from '../editors/labels'
import { axisFilter, unitDimension } from '../validation'
import type { WidgetEditorProps } from '../widgetDef'
import { COUNT_SCALES } from '../../../../core/apps'
import type { WidgetHistogram } from '../types'

/** Spec 2 §9. */
export const NBINS_OPTIONS = [10, 20, 30, 40, 50] as const

export function HistogramEditor({ config, onChange, filters, errors, onTouch }: WidgetEditorProps<WidgetHistogram>) {
  const set = (change: Partial<WidgetHistogram>) => onChange({ ...config, ...change })
  const x = config.x ?? { search_quantity: '' }
  const dimension = unitDimension(axisFilter(filters, x.search_quantity, 'histogram'))
  return (
    <>
      <QuantityField
        label={X_QUANTITY_LABEL}
        field="x.search_quantity"
        use="histogram"
        filters={filters}
        value={x.search_quantity}
        onChange={(search_quantity) => set({ x: { ...x, search_quantity } })}
        error={errors['x.search_quantity'] ?? errors.x}
        onTouch={onTouch}
      />
      <TextField label={TITLE_LABEL} field="title" value={config.title} onChange={(title) => set({ title })} />
      <TextField label={X_TITLE_LABEL} field="x.title" value={x.title} onChange={(title) => set({ x: { ...x, title } })} />
      {(dimension || x.unit) && (
        <UnitInput
          optional
          label={X_UNIT_LABEL}
          dimension={dimension}
          value={x.unit}
          onChange={(unit) => set({ x: { ...x, unit } })}
          error={errors['x.unit']}
          onTouch={() => onTouch('x.unit')}
        />
      )}
      <SelectField
        required
        label={Y_SCALE_LABEL}
        field="y.scale"
        options={COUNT_SCALES}
        value={config.y?.scale}
        onChange={(scale) => set({ y: { ...config.y, scale } })}
        error={errors['y.scale'] ?? errors.y}
        onTouch={onTouch}
      />
      <SelectField required label={NBINS_LABEL} field="nbins" options={NBINS_OPTIONS} value={config.nbins} onChange={(nbins) => set({ nbins })} error={errors.nbins} onTouch={onTouch} />
      <SwitchField label={AUTORANGE_LABEL} value={config.autorange} onChange={(autorange) => set({ autorange })} />
      <SwitchField label={SHOW_INPUT_LABEL} value={config.show_input} onChange={(show_input) => set({ show_input })} />
    </>
  )
}

export default HistogramEditor
