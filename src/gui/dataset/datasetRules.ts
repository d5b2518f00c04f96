// What may be done to a dataset (spec 1 §4, §5): a DOI only where the deployment has the
// DOI service and the dataset has none yet; no deletion once a DOI exists.
import type { Dataset } from '../../core/api'
import { DELETE_DOI_REASON, DOI_DISABLED_REASON, DOI_EXISTS_REASON } from './messages'

export type ActionRule = { readonly allowed: true } | { readonly allowed: false; readonly reason: string }

const ALLOWED: ActionRule = { allowed: true }

export function doiRule(dataset: Dataset, doiServiceEnabled: boolean): ActionRule {
  if (dataset.doi) return { allowed: false, reason: DOI_EXISTS_REASON }
  if (!doiServiceEnabled) return { allowed: false, reason: DOI_DISABLED_REASON }
  return ALLOWED
}

export function deleteRule(dataset: Dataset): ActionRule {
  return dataset.doi ? { allowed: false, reason: DELETE_DOI_REASON } : ALLOWED
}
