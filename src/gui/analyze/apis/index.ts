export { ApisPage } from './ApisPage'
export { AppTokenForm, EXPIRY_LABEL, NAME_LABEL, REQUEST_BUTTON_TEXT, tooLateMessage } from './AppTokenForm'
export { AppTokenList, LIST_FAILED, NO_TOKENS, REVOKE_TEXT, TOKENS_HEADING, tokenLabel } from './AppTokenList'
export { appTokenLimits, expiresInSeconds, fromDateInputValue, toDateInputValue } from './appTokenLimits'
