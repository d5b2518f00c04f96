// Band structure and density of states from the files FHI-aims writes beside aims.out,
// added to the last calculation (FHI-aims writes them once, after the final s.c.f.).
import type { CalculationOut, Matrix3 } from '../common'
import { bandRequestsFromControl, bandRequestsFromOutput, readBandStructure } from './bands'
import { announcedDosFiles, chooseDosFile, dosSections } from './dos'

/** The mainfile's directory: its names and the text of a file in it. */
export interface FilesBeside {
  names: () => Promise<string[]>
  read: (name: string) => Promise<string | undefined>
}

export interface ElectronicFilesInput {
  /** aims.out and the control.in lines (echo or file). */
  lines: string[]
  controlLines: string[]
  nSpin: number
  version?: string
  calculations: CalculationOut[]
  /** The final cell (Å), absent for clusters. */
  lattice?: Matrix3
  beside: FilesBeside
  warn: (message: string) => void
}

export async function addElectronicFiles(input: ElectronicFilesInput): Promise<void> {
  const { lines, calculations, nSpin, beside, warn } = input
  const target = calculations.at(-1)
  if (!target) return
  const names = new Set(await beside.names())
  const read = async (name: string) => (names.has(name) ? beside.read(name) : undefined)
  // The Fermi level of the last calculation that has one: the final s.c.f., to which
  // FHI-aims refers the band energies and the shifted DOS.
  const fermi = [...calculations].reverse().find((c) => c.energy?.fermi !== undefined)?.energy?.fermi

  let requests = bandRequestsFromControl(input.controlLines)
  if (!requests.length) requests = bandRequestsFromOutput(lines)
  if (requests.length && fermi === undefined) {
    warn('The output prints no Fermi level, to which FHI-aims refers the band*.out energies; the band structure is not read.')
  } else if (requests.length && fermi !== undefined) {
    const bandStructure = await readBandStructure({ requests, nSpin, fermi, lattice: input.lattice, read, warn })
    if (bandStructure) target.band_structure_electronic = [bandStructure]
  }

  const announced = announcedDosFiles(lines)
  const dosFile = chooseDosFile(announced, [...names])
  if (!dosFile) {
    const expected = announced.raw ?? announced.shifted
    if (expected) warn(`The output announces ${expected} but no total-DOS file lies beside the mainfile; the DOS is not read.`)
    return
  }
  const text = await read(dosFile)
  if (text === undefined) {
    warn(`${dosFile} could not be read; the DOS is not read.`)
    return
  }
  const dos = dosSections({ name: dosFile, text, nSpin, fermi, version: input.version, warn })
  if (dos?.length) target.dos_electronic = dos
}
