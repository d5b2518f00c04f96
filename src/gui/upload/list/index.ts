// Public face of the uploads list (/user/uploads, spec 3 §2.5): the page as a lazy chunk,
// its texts, and the states an upload is shown in.
export { LazyUploadsPage } from './LazyUploadsPage'
export {
  ADD_EXAMPLES_TEXT, COMMANDS_TITLE, CREATE_UPLOAD_TEXT, DELETE_SELECTED_TEXT, EXAMPLES_DIALOG_TITLE, UPLOAD_LIMIT_MESSAGE,
  UPLOADS_TABLE_LABEL, UPLOADS_TITLE,
} from './messages'
export {
  isDeletionPending, processingKind, processingText, PROCESSING_TEXTS, PUBLICATION_TEXTS, publicationState,
  type ProcessingKind, type PublicationState,
} from './uploadStates'
