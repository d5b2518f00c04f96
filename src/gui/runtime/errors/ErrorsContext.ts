// The shared error raiser (spec 1 §8): any failed call or action is handed to
// raiseError, which shows the catalogue text in the snackbar.
import { createContext, useContext } from 'react'

export interface Errors {
  /** Shows the catalogue text of `error` (Error, stored API error or plain string). */
  raiseError(error: unknown): void
  /** Shows a neutral message, e.g. that a feature is not available. */
  raiseInfo(message: string): void
}

export const ErrorsContext = createContext<Errors | null>(null)

export function useErrors(): Errors {
  const errors = useContext(ErrorsContext)
  if (!errors) throw new Error('useErrors() is used outside of an ErrorsProvider.')
  return errors
}
