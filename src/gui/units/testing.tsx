// Test helpers for components that show units: a provider with a chosen system, the
// units menu to switch it as a user would, and storage that forgets.
import { useState, type ReactNode } from 'react'
import type { KeyValueStorage } from './systems'
import { UnitsMenuContent } from './UnitsMenu'
import { UnitsProvider } from './UnitsContext'

export const memoryStorage = (): KeyValueStorage => {
  const data: Record<string, string> = {}
  return { getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
}

/** The built-in systems' labels, as the units menu's radios read. */
export const SYSTEM_LABELS = { Custom: 'Custom', SI: 'International System of Units (SI)', AU: 'Atomic units' } as const

export interface WithUnitsProps {
  /** The selected system; Custom by default. */
  readonly selected?: keyof typeof SYSTEM_LABELS
  /** Shows the units menu too, so a test can switch the system by its radios. */
  readonly menu?: boolean
  readonly children: ReactNode
}

/** `children` under a units provider of the built-in systems, with nothing remembered. */
export function WithUnits({ selected = 'Custom', menu = false, children }: WithUnitsProps) {
  // Made once: a new config or storage on every render would be a new deployment.
  const [setup] = useState(() => ({ config: { selected }, storage: memoryStorage() }))
  return (
    <UnitsProvider config={setup.config} storage={setup.storage}>
      {menu && <UnitsMenuContent />}
      {children}
    </UnitsProvider>
  )
}
