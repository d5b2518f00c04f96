// The DOS and band structure files beside the .scf, when uploaded: found, read and
// mapped to SI. Missing files are normal (the SCF cycle does not write them); broken
// ones give a warning and leave the rest of the entry as it is.
import type { AtomicStructure } from '../../../core/chemistry'
import { EV, RYDBERG } from '../common'
import type { BandStructureOut, DosOut } from '../common'
import type { MainfileContext } from '../types'
import { bandStructureOf, readKlistBand, readSpaghetti } from './bands'
import { readDosFile, totalColumn } from './dos'
import type { DosFile } from './dos'
import { readNamed, readSibling, siblingsMatching } from './siblings'
import type { Wien2kStruct } from './struct'

const SPINS: Record<number, string[]> = { 1: [''], 2: ['up', 'dn'] }

/** The dosN<unit><spin> files of each spin channel, in N order; undefined when a channel has none. */
async function dosFiles(context: MainfileContext, unit: '' | 'ev', spins: string[]): Promise<{ name: string; file: DosFile }[][] | undefined> {
  const channels: { name: string; file: DosFile }[][] = []
  for (const spin of spins) {
    const pattern = new RegExp(`\\.dos(\\d+)${unit}${spin}$`)
    const number = (name: string) => Number(pattern.exec(name)![1])
    const names = (await siblingsMatching(context, pattern)).sort((a, b) => number(a) - number(b))
    if (names.length === 0) return undefined
    const files: { name: string; file: DosFile }[] = []
    for (const name of names) {
      const text = await readNamed(context, name)
      if (text !== undefined) files.push({ name, file: readDosFile(text) })
    }
    channels.push(files)
  }
  return channels
}

/**
 * The total DOS per spin channel from the Ry files (case.dos1, as NOMAD reads them),
 * else from the eV files (case.dos1ev, energies relative to the Fermi level). `fermi`
 * is the Fermi level of the .scf (joule).
 */
export async function readDos(context: MainfileContext, nSpin: number, fermi: number | undefined): Promise<DosOut[] | undefined> {
  const spins = SPINS[nSpin] ?? SPINS[1]
  const ry = await dosFiles(context, '', spins)
  const ev = ry ? undefined : await dosFiles(context, 'ev', spins)
  const channels = ry ?? ev
  if (!channels) return undefined
  const unit = ry ? RYDBERG : EV
  if (ev && fermi === undefined) {
    context.logger.warning('The case.dos*ev files give energies relative to the Fermi level, and the .scf has no :FER; the DOS is not stored.')
    return undefined
  }

  const out: DosOut[] = []
  for (const [spin, files] of channels.entries()) {
    for (const { name, file } of files) {
      if (file.skipped > 0) context.logger.warning(`${name}: ${file.skipped} lines are not DOS rows and were skipped.`)
    }
    const found = files.find(({ file }) => totalColumn(file) !== undefined)
    if (!found) {
      context.logger.warning(`No total-DOS column in ${files.map((f) => f.name).join(', ')}; the DOS is not stored.`)
      return undefined
    }
    const { file } = found
    const total = totalColumn(file)!
    if (total.length === 0) {
      context.logger.warning(`${found.name} holds no DOS values; the DOS is not stored.`)
      return undefined
    }
    // Ry files are absolute; eV files are relative to the Fermi level (checked above).
    const shift = ry ? 0 : fermi!
    const energyFermi = fermi ?? (ry && file.fermi !== undefined ? file.fermi * RYDBERG : undefined)
    out.push({
      n_energies: file.energies.length,
      energies: file.energies.map((e) => e * unit + shift),
      ...(energyFermi !== undefined ? { energy_fermi: energyFermi } : {}),
      ...(channels.length > 1 ? { spin_channel: spin } : {}),
      total: [{ value: total.map((v) => v / unit) }],
    })
  }
  if (out.some((dos) => dos.n_energies !== out[0].n_energies)) {
    context.logger.warning('The spin channels of the DOS files have different energy grids; the DOS is not stored.')
    return undefined
  }
  return out
}

/**
 * The band structure from case.spaghetti_ene (or spaghettiup/dn_ene) and case.klist_band;
 * needs the structure (reciprocal cell) and the Fermi level of the .scf (joule).
 */
export async function readBandStructure(
  context: MainfileContext,
  nSpin: number,
  fermi: number | undefined,
  struct: Wien2kStruct | undefined,
  structure: AtomicStructure | undefined,
): Promise<BandStructureOut | undefined> {
  const extensions = nSpin === 2 ? ['.spaghettiup_ene', '.spaghettidn_ene'] : ['.spaghetti_ene']
  const texts = await Promise.all(extensions.map((extension) => readSibling(context, extension)))
  if (texts.every((t) => t === undefined)) return undefined
  const problem = (why: string) => {
    context.logger.warning(`The band structure is not stored: ${why}.`)
    return undefined
  }
  if (texts.some((t) => t === undefined)) return problem(`one of ${extensions.map((e) => `case${e}`).join(', ')} is missing`)
  const klist = await readSibling(context, '.klist_band')
  if (klist === undefined) return problem('there is no case.klist_band with the k-path')
  if (!struct || !structure?.lattice) return problem('there is no structure to take the reciprocal cell from')
  if (fermi === undefined) return problem('spaghetti gives energies relative to the Fermi level, and the .scf has no :FER')
  const result = bandStructureOf(readKlistBand(klist), texts.map((t) => readSpaghetti(t!)), struct.lattice, structure.lattice, fermi)
  return typeof result === 'string' ? problem(result) : result
}
