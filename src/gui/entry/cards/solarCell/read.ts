// What the card reads: results.properties.optoelectronic.solar_cell (spec 3 §3). It is
// in the entry's search metadata already, so the card costs no archive request. Values of
// the wrong type make the section unreadable (the card says so).
import { readArchive, type ArchiveReader } from '../../../../core/archive'

export interface SolarCell {
  /** Percent. */
  readonly efficiency?: number
  readonly fillFactor?: number
  /** SI: volt, ampere / meter ** 2, watt / meter ** 2, meter ** 2. */
  readonly openCircuitVoltage?: number
  readonly shortCircuitCurrentDensity?: number
  readonly illuminationIntensity?: number
  readonly deviceArea?: number
  readonly deviceArchitecture?: string
  readonly absorber: readonly string[]
  readonly absorberFabrication: readonly string[]
  readonly deviceStack: readonly string[]
}

export const SOLAR_CELL_PATH = 'results.properties.optoelectronic.solar_cell'

const NUMBERS = [
  ['efficiency', 'efficiency'],
  ['fillFactor', 'fill_factor'],
  ['openCircuitVoltage', 'open_circuit_voltage'],
  ['shortCircuitCurrentDensity', 'short_circuit_current_density'],
  ['illuminationIntensity', 'illumination_intensity'],
  ['deviceArea', 'device_area'],
] as const

const LISTS = [
  ['absorber', 'absorber'],
  ['absorberFabrication', 'absorber_fabrication'],
  ['deviceStack', 'device_stack'],
] as const

const absent = (value: unknown) => value === undefined || value === null

/** The solar cell of the entry's metadata: undefined when there is none, 'malformed' when a value has the wrong type. */
export function readSolarCell(metadata: unknown): SolarCell | 'malformed' | undefined {
  const section = readArchive(metadata)?.child(SOLAR_CELL_PATH)
  return section ? narrow(section) : undefined
}

function narrow(section: ArchiveReader): SolarCell | 'malformed' {
  const raw = section.section
  const out: { -readonly [key in keyof SolarCell]: SolarCell[key] } = { absorber: [], absorberFabrication: [], deviceStack: [] }
  for (const [name, key] of NUMBERS) {
    if (absent(raw[key])) continue
    const value = section.number(key)
    if (value === undefined) return 'malformed'
    out[name] = value
  }
  for (const [name, key] of LISTS) {
    if (absent(raw[key])) continue
    // NOMAD writes a single layer as a string too.
    const value = typeof raw[key] === 'string' ? [raw[key]] : section.strings(key)
    if (value === undefined) return 'malformed'
    out[name] = value
  }
  if (!absent(raw.device_architecture)) {
    const architecture = section.string('device_architecture')
    if (architecture === undefined) return 'malformed'
    out.deviceArchitecture = architecture
  }
  return out
}
