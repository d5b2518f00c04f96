// Parser for FHI-aims standard output (aims.out, any name): the control.in and
// geometry.in echoes, every s.c.f. cycle and geometry step. See README.md.
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
  ].join('\n'),
  notes: 'Geometry optimisations give one system and calculation per relaxation step. Band-structure and DOS files (band*.out, KS_DOS_total*.dat) are not read yet.',
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
      },
      context.logger,
    )
  },
}
