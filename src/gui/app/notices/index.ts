export { CookieNotice, COOKIE_NOTICE_TEXT, ACCEPT_TEXT } from './CookieNotice'
export { VersionNotice, versionNoticeText, DISMISS_TEXT, OFFICIAL_VERSION_LINK_TEXT } from './VersionNotice'
export { COOKIE_CONSENT_NAME, VERSION_NOTICE_KEY, acceptCookies, hasAcceptedCookies } from './consent'
