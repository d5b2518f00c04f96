// The terms widget type: counts of a quantity's values as bars; a click filters.
import { termsWidget as definition } from '../../../../core/apps'
import { DEFAULT_SCALE } from '../../../components/statistics'
import type { WidgetTerms } from '../types'
import { termsErrors } from '../validation'
import { termsAggregations } from '../widgetAggregations'
import { fromDefinition, type WidgetDef } from '../widgetDef'

export const TERMS_LABEL = 'Terms'

export const termsWidget: WidgetDef<WidgetTerms> = {
  ...fromDefinition(definition),
  label: TERMS_LABEL,
  load: () => import('./TermsWidget'),
  loadEditor: () => import('./TermsEditor'),
  template: { config: { type: 'terms', search_quantity: '', scale: DEFAULT_SCALE }, w: 6, h: 9 },
  validate: termsErrors,
  aggregations: termsAggregations,
}
