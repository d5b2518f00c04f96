// The API dialog: the calls a page made, with their curl commands and answers.
export { ApiDialog, curlCommand, API_CURL_HEADING, API_DIALOG_CLOSE_TEXT, API_DIALOG_NONE_TEXT, API_REQUEST_HEADING, API_RESPONSE_HEADING, MAX_RESPONSE_TEXT } from './ApiDialog'
export type { ApiCallView, ApiDialogProps } from './ApiDialog'
