export {
  HelpDialog,
  HELP_TITLE,
  CLOSE_TEXT,
  API_DOCS_LINK_TEXT,
  API_DASHBOARD_LINK_TEXT,
  type HelpDialogProps,
} from './HelpDialog'
