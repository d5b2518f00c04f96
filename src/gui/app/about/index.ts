export { AboutPage } from './AboutPage'
export { ABOUT_LINKS, type ExternalLink } from './links'
export { DEFAULT_TUTORIAL_COUNT, EMBARGO_TEXT, PLUGINS_TITLE, UPLOAD_LIMIT_TEXT } from './AboutCards'
export { STATISTICS } from './Statistics'
