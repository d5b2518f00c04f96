// The demo data of the data-table page (spec 1 §3 "Demo data"): a process recorded as
// process_time, temperature and pressure series, 1024 points (and a short run of 23).
// Deterministic, so screenshots and tests see the same rows every time.

export interface DemoRow {
  readonly id: string
  /** Seconds since the process started. */
  readonly process_time: number
  /** Kelvin. */
  readonly temperature: number
  /** Pascal. */
  readonly pressure: number
}

export const LONG_SERIES = 1024
export const SHORT_SERIES = 23

/** A furnace heating up and settling, with a pressure drifting as the gas warms. */
export function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, index) => {
    const t = index * 2.5
    const temperature = 293.15 + 480 * (1 - Math.exp(-index / 180)) + 6 * Math.sin(index / 7)
    const pressure = 101325 * (temperature / 293.15) * (1 + 0.01 * Math.cos(index / 11))
    return {
      id: `point-${index + 1}`,
      process_time: t,
      temperature: Math.round(temperature * 100) / 100,
      pressure: Math.round(pressure),
    }
  })
}
