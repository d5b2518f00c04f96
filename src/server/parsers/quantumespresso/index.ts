// Parser for the text output of Quantum ESPRESSO's pw.x (PWSCF): single points, relax and
// vc-relax runs, with SCF steps, eigenvalues, forces and stress.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { qeArchive } from './archive'
import { readPwscf } from './pwscf'

export const quantumEspressoMetadata: ParserMetadata = {
  name: 'parsers/quantumespresso',
  codeName: 'Quantum Espresso',
  codeLabel: 'QuantumESPRESSO',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://www.quantum-espresso.org/',
  // As NOMAD: any name; the contents decide.
  mainfileNameRe: '.*',
  mainfileContentsRe: '(Program PWSCF.*starts)|(Current dimensions of program PWSCF are)',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    "|`<text_file>` | **Mainfile:** the text output of pw.x, any name; one of its first lines reads `Program PWSCF … starts`|",
  ].join('\n'),
  notes: 'Of several pw.x runs written into one file only the first is read. Molecular-dynamics runs are read step by step but get no workflow.',
  status: 'production',
}

export const quantumEspressoParser: Parser = {
  metadata: quantumEspressoMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    return parseQuantumEspressoText(decodeText(await context.readMainfile()), context)
  },
}

/** The archive of a pw.x output's text; separate from file reading so tests can call it directly. */
export function parseQuantumEspressoText(text: string, context: Pick<MainfileContext, 'logger'>): Archive {
  const out = readPwscf(text)
  if (!out.program && !out.structures.length && !out.calculations.length) {
    throw new Error('The file holds no pw.x run: neither the program line nor a structure or calculation was found.')
  }
  return qeArchive(out, context.logger)
}
