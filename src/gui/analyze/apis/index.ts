export { ApisPage } from './ApisPage'
export { AppTokenForm, EXPIRY_LABEL, REQUEST_BUTTON_TEXT, tooLateMessage } from './AppTokenForm'
export { appTokenLimits, expiresInSeconds, fromDateInputValue, toDateInputValue } from './appTokenLimits'
