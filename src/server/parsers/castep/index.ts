// Parser for CASTEP's main output, <seed>.castep: single points, phonon runs and geometry
// optimisations, with the eigenvalues of <seed>.bands where it lies beside it.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText, dirOf } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { castepArchive } from './archive'
import { readBands } from './bands'
import type { CastepBands } from './bands'
import { readCastep } from './castep'

export const castepMetadata: ParserMetadata = {
  name: 'parsers/castep',
  codeName: 'CASTEP',
  codeLabel: 'CASTEP',
  codeCategory: 'Atomistic code',
  codeUrl: 'http://www.castep.org/',
  // As NOMAD: any name; the banner decides.
  mainfileNameRe: '.*',
  mainfileContentsRe: '\\s\\|\\s*CCC\\s*AA\\s*SSS\\s*TTTTT\\s*EEEEE\\s*PPPP\\s*\\|\\s*',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`<seed>.castep` | **Mainfile:** the text output of CASTEP, with its banner|',
    '|`<seed>.bands` | eigenvalues of the SCF k-points (read when beside the mainfile)|',
  ].join('\n'),
  notes: 'Band-structure paths, Mulliken charges, Born charges and Raman tensors are not read; phonon frequencies are kept as x_castep_vibrational_frequencies.',
  status: 'production',
}

export const castepParser: Parser = {
  metadata: castepMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const text = decodeText(await context.readMainfile())
    return parseCastepText(text, context, await bandsBeside(context))
  },
}

/** <seed>.bands beside <seed>.castep, or the only .bands file of the folder. */
async function bandsBeside(context: MainfileContext): Promise<CastepBands | undefined> {
  const dir = dirOf(context.mainfile)
  const name = context.mainfile.slice(dir.length)
  const stem = name.replace(/\.castep(\.(gz|bz2|xz))?$/, '')
  let bytes = stem !== name ? await context.readFile(`${dir}${stem}.bands`) : undefined
  if (!bytes) {
    const candidates = (await context.siblings().catch(() => [] as string[])).filter((n) => n.endsWith('.bands'))
    if (candidates.length === 1) bytes = await context.readFile(`${dir}${candidates[0]}`)
  }
  if (!bytes) return undefined
  const bands = readBands(decodeText(bytes))
  if (!bands) context.logger.warning('The .bands file beside the output holds no complete k-point; it is ignored.')
  return bands
}

/** The archive of a .castep file's text; separate from file reading so tests can call it directly. */
export function parseCastepText(text: string, context: Pick<MainfileContext, 'logger'>, bands?: CastepBands): Archive {
  const out = readCastep(text)
  if (!out.version && !out.structures.length && !out.calculations.length) {
    throw new Error('The file holds no CASTEP run: neither the banner version nor a structure or calculation was found.')
  }
  return castepArchive(out, bands, context.logger)
}
