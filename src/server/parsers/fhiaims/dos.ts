// The total density of states FHI-aims writes beside aims.out for `output dos`:
// KS_DOS_total_raw.dat (energies relative to the vacuum level) and KS_DOS_total.dat
// (energies relative to the chemical potential, "mu = … eV" in its header). Columns:
// energy (eV), then the DOS (states/eV) per spin channel. As NOMAD, the raw file is read;
// the shifted one only when the raw one is missing, moved back by its mu.
import { EV } from '../common'
import type { DosOut } from '../common'

export interface DosFileNames {
  raw?: string
  shifted?: string
}

/** The file names of the last "Calculating total density of states" report (names as printed). */
export function announcedDosFiles(lines: string[]): DosFileNames {
  const names: DosFileNames = {}
  for (const line of lines) {
    const m = /^\s*\|\s*writing DOS \((raw data|shifted by electron chemical potential)\) to file\s+(\S+)/.exec(line)
    if (!m) continue
    const name = m[2].replace(/\.$/, '')
    if (m[1] === 'raw data') names.raw = name
    else names.shifted = name
  }
  return names
}

/**
 * The DOS file to read among the names beside the mainfile: the announced raw file, else
 * KS_DOS_total_raw.dat, else the shifted ones. FHI-aims announces names in another case
 * than it writes them (KS_dos_total_raw.dat for KS_DOS_total_raw.dat), so names compare
 * case-insensitively.
 */
export function chooseDosFile(announced: DosFileNames, siblings: string[]): string | undefined {
  const byLowerCase = new Map(siblings.map((name) => [name.toLowerCase(), name]))
  const candidates = [announced.raw, 'KS_DOS_total_raw.dat', announced.shifted, 'KS_DOS_total.dat']
  for (const candidate of candidates) {
    const found = candidate && byLowerCase.get(candidate.toLowerCase())
    if (found) return found
  }
  return undefined
}

export interface DosTable {
  /** eV, on the file's own reference. */
  energies: number[]
  /** DOS columns (states/eV), one per spin channel. */
  columns: number[][]
  /** The chemical potential (eV) the header says the energies are relative to. */
  mu?: number
  /** The header says the energies are relative to the vacuum level. */
  vacuumReference: boolean
  problem?: string
}

/** A DOS file: "#" header lines, then rows of equally many numbers; a row unlike the first ends the reading. */
export function readDosFile(text: string): DosTable {
  const table: DosTable = { energies: [], columns: [], vacuumReference: false }
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (!line) continue
    if (line.startsWith('#')) {
      const mu = /\bmu\s*=\s*(\S+)\s*eV/.exec(line)
      if (mu && Number.isFinite(Number(mu[1]))) table.mu = Number(mu[1])
      if (/reference for this output is the vacuum level/i.test(line)) table.vacuumReference = true
      continue
    }
    const values = line.split(/\s+/).map(Number)
    const nColumns = table.columns.length
    if (values.length < 2 || !values.every(Number.isFinite) || (nColumns > 0 && values.length !== nColumns + 1)) {
      table.problem = `line ${i + 1} is not a row of ${nColumns ? nColumns + 1 : 'at least 2'} numbers`
      break
    }
    if (nColumns === 0) for (let c = 1; c < values.length; c++) table.columns.push([])
    table.energies.push(values[0])
    values.slice(1).forEach((value, c) => table.columns[c].push(value))
  }
  return table
}

/** FHI-aims up to version 071914_7 wrote half the total DOS to the raw file (NOMAD's correction). */
const LAST_HALVED_VERSION = 71914.7

export interface DosInput {
  name: string
  text: string
  nSpin: number
  /** The calculation's Fermi level (J). */
  fermi?: number
  version?: string
  warn: (message: string) => void
}

/** One DOS section per spin channel, energies in J on the calculation's scale, values in 1/J. */
export function dosSections(input: DosInput): DosOut[] | undefined {
  const { name, nSpin, fermi, warn } = input
  const table = readDosFile(input.text)
  if (!table.energies.length) {
    warn(`${name} holds no density of states${table.problem ? ` (${table.problem})` : ''}; it is not read.`)
    return undefined
  }
  if (table.problem) warn(`${name}: ${table.problem}; the rows before it are kept.`)
  // Energies relative to the chemical potential are moved back onto the vacuum scale.
  let shift = 0
  if (!table.vacuumReference && (table.mu !== undefined || !/_raw/i.test(name))) {
    if (table.mu !== undefined) shift = table.mu * EV
    else if (fermi !== undefined) shift = fermi
    else {
      warn(`${name} gives energies relative to the chemical potential but neither it nor the output says which; it is not read.`)
      return undefined
    }
  }
  if (table.columns.length < nSpin) {
    warn(`${name} has ${table.columns.length} DOS column(s) for ${nSpin} spin channels; only those are read.`)
  }
  const version = Number(input.version)
  const factor = Number.isFinite(version) && version <= LAST_HALVED_VERSION ? 2 : 1
  const energies = table.energies.map((e) => e * EV + shift)
  return table.columns.slice(0, nSpin).map((column, spin) => ({
    n_energies: energies.length,
    energies: [...energies],
    ...(fermi !== undefined ? { energy_fermi: fermi } : {}),
    spin_channel: spin,
    total: [{ value: column.map((d) => (d * factor) / EV) }],
  }))
}
