// The periodic table widget's edit form (spec 2 §5.3): an aggregatable string or enum
// quantity (the elements by default), the scaling and (multi-valued quantities) the query mode.
import { QuantityField, SelectField, TextField } from '../editors/fields'
import { QUANTITY_LABEL, SCALE_LABEL, TITLE_LABEL } from '../editors/labels'
import { QueryModeField } from '../editors/QueryModeField'
import type { WidgetEditorProps } from '../widgetDef'
import { COUNT_SCALES } from '../../../../core/apps'
import type { WidgetPeriodicTable } from '../types'

export function PeriodicTableEditor({ config, onChange, filters, errors, onTouch }: WidgetEditorProps<WidgetPeriodicTable>) {
  const set = (change: Partial<WidgetPeriodicTable>) => onChange({ ...config, ...change })
  return (
    <>
      <QuantityField
        label={QUANTITY_LABEL}
        field="search_quantity"
        use="periodic_table"
        filters={filters}
        value={config.search_quantity}
        onChange={(search_quantity) => set({ search_quantity })}
        error={errors.search_quantity}
        onTouch={onTouch}
      />
      <TextField label={TITLE_LABEL} field="title" value={config.title} onChange={(title) => set({ title })} />
      <SelectField required label={SCALE_LABEL} field="scale" options={COUNT_SCALES} value={config.scale} onChange={(scale) => set({ scale })} error={errors.scale} onTouch={onTouch} />
      <QueryModeField filter={filters.byName.get(config.search_quantity)} value={config.query_mode} onChange={(query_mode) => set({ query_mode })} />
    </>
  )
}

export default PeriodicTableEditor
