import { useMemo, useReducer, type ReactNode } from 'react'
import { errorMessage } from './errorMessages'
import { ErrorsContext, type Errors } from './ErrorsContext'
import { notificationQueue } from './notificationQueue'
import { Snackbar } from './Snackbar'

/** Provides raiseError/raiseInfo and renders the snackbar at the bottom left. */
export function ErrorsProvider({ children }: { children: ReactNode }) {
  const [queue, dispatch] = useReducer(notificationQueue, [])
  const errors = useMemo<Errors>(
    () => ({
      raiseError(error) {
        // Developers need the original error; users get the catalogue text.
        console.error(error)
        dispatch({ type: 'raise', notification: { kind: 'error', message: errorMessage(error) } })
      },
      raiseInfo(message) {
        dispatch({ type: 'raise', notification: { kind: 'info', message } })
      },
    }),
    [],
  )
  return (
    <ErrorsContext.Provider value={errors}>
      {children}
      <Snackbar notification={queue[0]} onClose={() => dispatch({ type: 'close' })} />
    </ErrorsContext.Provider>
  )
}
