// The terms widget type: counts of a quantity's values as bars; a click filters.
import type { WidgetTerms } from '../types'
import { termsErrors } from '../validation'
import { migrateLegacyKeys } from '../migrate'
import { termsAggregations } from '../widgetAggregations'
import { appSchemaDefinition, type WidgetDef } from '../widgetDef'

export const TERMS_LABEL = 'Terms'

export const termsWidget: WidgetDef<WidgetTerms> = {
  type: 'terms',
  label: TERMS_LABEL,
  schema: appSchemaDefinition('WidgetTerms'),
  load: () => import('./TermsWidget'),
  loadEditor: () => import('./TermsEditor'),
  template: { config: { type: 'terms', search_quantity: '', scale: 'linear' }, w: 6, h: 9 },
  validate: termsErrors,
  aggregations: termsAggregations,
  migrate: migrateLegacyKeys,
}
