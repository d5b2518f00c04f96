// Parser for ABINIT main outputs (the file named by the 'output file' of the .files
// file, usually *.out): all datasets, relaxation steps and results. See README.md.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { abinitArchive } from './archive'
import { readAbinitOutput } from './output'
import { scalar } from './variables'

export const abinitMetadata: ParserMetadata = {
  name: 'parsers/abinit',
  codeName: 'ABINIT',
  codeLabel: 'ABINIT',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://www.abinit.org/',
  mainfileNameRe: '.*',
  // NOMAD searches '^\n*\.Version …' without the multiline flag: the version line must
  // open the file. `(?<![\s\S])` keeps that meaning under the 'm' flag matching uses.
  mainfileContentsRe: '(?<![\\s\\S])\\n*\\.Version\\s*[0-9.]*\\s*of ABINIT\\s*',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`*.out` (any name) | **Mainfile:** the ABINIT main output, starting with `.Version … of ABINIT`; also read for the eigenvalues and occupations printed with each dataset\'s results|',
  ].join('\n'),
  notes:
    'One calculation per dataset (and per relaxation step); the method is that of the first dataset, with the spin channels of the most polarised one. ' +
    'Eigenvalues are those the output prints: with the default prtvol ABINIT prints only the first k-points of long lists, and only those are stored.',
  status: 'production',
}

export const abinitParser: Parser = {
  metadata: abinitMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const output = readAbinitOutput(decodeText(await context.readMainfile()), (vars, dataset) => scalar(vars, 'natom', dataset))
    if (!output.version && output.datasets.length === 0) throw new Error('The file holds no ABINIT version line and no datasets.')
    if (!output.completed) context.logger.warning('The ABINIT output has no "Calculation completed." line: the run did not finish or the file is truncated.')
    if (output.datasets.length === 0) context.logger.warning('No datasets in the ABINIT output.')
    const { run, workflow } = abinitArchive(output, context.logger)
    return { run: [run], ...(workflow ? { workflow2: workflow } : {}) }
  },
}
