// The runtime reaches components by React context: `useRegistry('widgets')`.
import { createContext, useContext, useEffect } from 'react'
import { useLoaded } from './useLoaded'
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

/**
 * Starts loading the renderers of `types` (those a page's config names), so that
 * drawing them later, when a submenu opens say, does not wait. Unknown types and failed
 * loads are left to the boundaries that draw them.
 */
export function usePreloadedTypes<K extends keyof Registries>(name: K, types: readonly string[]): void {
  const runtime = useRuntime()
  const key = types.join('\n')
  useEffect(() => {
    const registry = runtime.registries[name]
    for (const type of new Set(key.split('\n'))) {
      if (registry.has(type)) runtime.renderer<object>(registry.get(type).load).preload().catch(() => {})
    }
  }, [runtime, name, key])
}

/**
 * Loads the renderers of `types` and answers true once they are there, so they draw
 * without suspending (see useLoaded.ts: a chain of Suspense boundaries waits out React's
 * fallback throttle at each step). Unknown types count as loaded: their boundary says so.
 */
export function useRenderersLoaded<K extends keyof Registries>(name: K, types: readonly string[]): boolean {
  const runtime = useRuntime()
  const registry = runtime.registries[name]
  return useLoaded(types.filter((type) => registry.has(type)).map((type) => runtime.renderer<object>(registry.get(type).load)))
}
