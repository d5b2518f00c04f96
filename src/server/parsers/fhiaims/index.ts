// Parser for FHI-aims standard output (aims.out, any name): the control.in and
// geometry.in echoes, every s.c.f. cycle and geometry step, and the band-structure and
// DOS files beside it. See README.md.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText, dirOf } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { parseAimsOutput } from './archive'

export const fhiAimsMetadata: ParserMetadata = {
  name: 'parsers/fhi-aims',
  codeName: 'FHI-aims',
  codeLabel: 'FHI-aims',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://aimsclub.fhi-berlin.mpg.de/',
  // As NOMAD: any file name; the banner decides.
  mainfileNameRe: '.*',
  mainfileContentsRe: '^\\s*Invoking FHI-aims \\.\\.\\.',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`<text_file>` | **Mainfile:** the standard output of FHI-aims, any name (e.g. `aims.out`), plain or gz/bz2/xz compressed|',
    '|`control.in` | run settings; read when the mainfile does not echo them|',
    '|`geometry.in` | the input structure; its echo in the mainfile is used|',
    '|`band1001.out`, `band1002.out`, … (`band2001.out`, … for spin down) | band structure: one file per `output band` segment, energies relative to the Fermi level|',
    '|`KS_DOS_total_raw.dat` | total density of states per spin channel (`output dos`); `KS_DOS_total.dat` (shifted by the chemical potential) when the raw file is missing|',
  ].join('\n'),
  notes: 'Geometry optimisations give one system and calculation per relaxation step. The band structure (band*.out) and total DOS (KS_DOS_total*.dat) beside the mainfile go into the last calculation; projected DOS, Mulliken-resolved and GW band files are not read.',
  status: 'production',
}

export const fhiAimsParser: Parser = {
  metadata: fhiAimsMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const text = decodeText(await context.readMainfile())
    return parseAimsOutput(
      {
        text,
        controlFile: async () => {
          const bytes = await context.readFile(`${dirOf(context.mainfile)}control.in`)
          return bytes ? decodeText(bytes) : undefined
        },
        beside: {
          names: () => context.siblings(),
          read: async (name) => {
            const bytes = await context.readFile(`${dirOf(context.mainfile)}${name}`)
            return bytes ? decodeText(bytes) : undefined
          },
        },
      },
      context.logger,
    )
  },
}
