// The URL field's rule (spec 2 §5.6): an absolute URL the browser can parse (as NOMAD's
// `new URL` check), or nothing.
export const INVALID_URL = 'Invalid URL string!'

/** The message for `text`, or undefined when it is a URL or empty. */
export function urlError(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  try {
    new URL(trimmed)
    return undefined
  } catch {
    return INVALID_URL
  }
}
