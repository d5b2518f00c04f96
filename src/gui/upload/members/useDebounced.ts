import { useEffect, useState } from 'react'

/** `value`, once it has not changed for `delay` ms (the member search waits 700 ms after typing, spec 3 §5). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
