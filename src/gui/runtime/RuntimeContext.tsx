// The runtime reaches components by React context: `useRegistry('widgets')`.
import { createContext, useContext } from 'react'
import type { GuiRuntime, Registries } from './guiRuntime'

const RuntimeContext = createContext<GuiRuntime | null>(null)
export const RuntimeProvider = RuntimeContext.Provider

export function useRuntime(): GuiRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime() is used outside of a RuntimeProvider.')
  return runtime
}

export function useRegistry<K extends keyof Registries>(name: K): Registries[K] {
  return useRuntime().registries[name]
}
