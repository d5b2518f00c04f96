export { Footer, TERMS_OF_SERVICE_TEXT } from './Footer'
