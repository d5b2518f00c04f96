// The densities of states of WIEN2k's tetra: case.dos1, case.dos2, … (spin polarised:
// case.dos1up / case.dos1dn, …), each with up to seven columns, and the same in eV as
// case.dos1ev (dos1evup, …). Header lines start with '#':
//
//   #  BAND   44
//   #EF=   0.47167     NDOS= 7     NENRG= 1000    Gaussian bradening: 0.00300
//   # ENERGY    1:total        1:s      …      total-DOS
//     -0.50000    0.00000000    0.00000000 …
//
// The Ry files hold absolute energies (EF as in the .scf) and states/Ry; the eV files
// energies relative to EF ('#EF= 0.00000') and states/eV.
import { numbersIn } from '../common'

export interface DosFile {
  /** Column labels after ENERGY, e.g. '1:total', 'total-DOS'. */
  labels: string[]
  /** The EF of the header, in the file's energy unit. */
  fermi?: number
  energies: number[]
  /** One list per label. */
  columns: number[][]
  /** Data lines that did not have one value per column. */
  skipped: number
}

/** Reads a dosN / dosNev file line by line. */
export function readDosFile(text: string): DosFile {
  const file: DosFile = { labels: [], energies: [], columns: [], skipped: 0 }
  for (const line of text.split(/\r?\n/)) {
    if (line.trimStart().startsWith('#')) {
      const ef = /EF=\s*([-+\d.eE]+)/.exec(line)
      if (ef) file.fermi = Number(ef[1])
      const labels = /^\s*#\s*ENERGY\s+(.*)$/.exec(line)
      if (labels) {
        file.labels = labels[1].trim().split(/\s+/).filter(Boolean)
        file.columns = file.labels.map(() => [])
      }
      continue
    }
    if (!line.trim()) continue
    const values = numbersIn(line)
    if (file.labels.length === 0 || values.length !== file.labels.length + 1 || values.some((v) => !Number.isFinite(v))) {
      file.skipped++
      continue
    }
    file.energies.push(values[0])
    file.columns.forEach((column, i) => column.push(values[i + 1]))
  }
  return file
}

/** The total-density column, labelled as NOMAD looks for it ('total-DOS' or 'TOTAL'). */
export function totalColumn(file: DosFile): number[] | undefined {
  const index = file.labels.findIndex((label) => label === 'total-DOS' || label === 'TOTAL')
  return index < 0 ? undefined : file.columns[index]
}
