// The shell's server check (spec 1 §4, §8): on load, on every page change, and when the
// window regains focus or the browser comes back online, ask /info whether the API is
// reachable and runs the version this GUI was built for. Pages that ignore failures of
// their own calls (the about page) rely on this to tell users the server is gone.
import { useCallback, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { isSerializedApiError, useLazyInfoQuery, VersionMismatch } from '../../api'
import { useEnv, useErrors } from '../../runtime'

export function useServerCheck(): void {
  const env = useEnv()
  const { raiseError } = useErrors()
  const [fetchInfo] = useLazyInfoQuery()
  const { pathname } = useLocation()
  const guiVersion = useRef(env.version.label).current
  const mismatchReported = useRef(false)

  const check = useCallback(async () => {
    const result = await fetchInfo()
    if (result.error) {
      if (isSerializedApiError(result.error) && result.error.name === 'CannotReachApi') raiseError(result.error)
      return
    }
    const serverVersion = result.data?.version
    if (guiVersion && serverVersion && serverVersion !== guiVersion && !mismatchReported.current) {
      // Once per session: the user cannot do anything about it but reload.
      mismatchReported.current = true
      raiseError(new VersionMismatch(`The server runs version ${serverVersion}, this GUI is ${guiVersion}.`))
    }
  }, [fetchInfo, raiseError, guiVersion])

  useEffect(() => {
    void check()
  }, [check, pathname])

  useEffect(() => {
    const onWake = () => void check()
    window.addEventListener('focus', onWake)
    window.addEventListener('online', onWake)
    return () => {
      window.removeEventListener('focus', onWake)
      window.removeEventListener('online', onWake)
    }
  }, [check])
}
