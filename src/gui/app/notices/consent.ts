// Where the notices remember the user's answer. Cookie acceptance is itself a cookie
// with a far-future expiry (spec 1 §2), scoped to this deployment's GUI path; the
// version-notice dismissal lives in localStorage, per version label.

export const COOKIE_CONSENT_NAME = 'tessera-cookies-accepted'
const FAR_FUTURE = 'Fri, 31 Dec 9999 23:59:59 GMT'

export function hasAcceptedCookies(doc: Document = document): boolean {
  return doc.cookie.split(';').some((cookie) => cookie.trim() === `${COOKIE_CONSENT_NAME}=true`)
}

export function acceptCookies(path: string, doc: Document = document): void {
  doc.cookie = `${COOKIE_CONSENT_NAME}=true; expires=${FAR_FUTURE}; path=${path}; SameSite=Lax`
}

export const VERSION_NOTICE_KEY = 'tessera-version-notice-dismissed'

export function isVersionNoticeDismissed(label: string, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(VERSION_NOTICE_KEY) === label
  } catch {
    // Storage can be disabled; then the notice simply shows again.
    return false
  }
}

export function dismissVersionNotice(label: string, storage: Storage = localStorage): void {
  try {
    storage.setItem(VERSION_NOTICE_KEY, label)
  } catch {
    // Ignored: see isVersionNoticeDismissed.
  }
}
