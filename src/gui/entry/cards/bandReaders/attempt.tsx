// Preparing a viewer's data may throw (arrays that do not fit): the attempt keeps the
// error so that the card can throw it inside that viewer's boundary ('Could not load
// band structure.') instead of failing the whole card.
import type { ReactNode } from 'react'

export type Attempt<T> = { readonly value: T } | { readonly error: unknown }

export function attempt<T>(make: () => T): Attempt<T> {
  try {
    return { value: make() }
  } catch (error) {
    return { error }
  }
}

export const madeValue = <T,>(made: Attempt<T> | undefined): T | undefined => (made && 'value' in made ? made.value : undefined)

/** Draws what an attempt made, or throws its error into the enclosing viewer boundary. */
export function Made<T>({ made, children }: { readonly made: Attempt<T>; readonly children: (value: T) => ReactNode }) {
  if ('error' in made) throw made.error
  return <>{children(made.value)}</>
}
