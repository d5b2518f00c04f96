// Public face of the datasets page (/user/datasets, spec 1 "Your datasets page"): the
// page as a lazy chunk, its texts and the rules of its actions.
export { LazyDatasetsPage } from './LazyDatasetsPage'
export {
  ASSIGN_DOI_TEXT, DATASETS_TITLE, DELETE_DOI_REASON, DELETE_TEXT, DOI_DISABLED_REASON, DOI_EXISTS_REASON,
} from './messages'
export { deleteRule, doiRule, type ActionRule } from './datasetRules'
