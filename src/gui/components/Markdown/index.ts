export { Markdown } from './Markdown'
