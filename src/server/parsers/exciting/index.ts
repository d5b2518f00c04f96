// Parser for exciting (INFO.OUT and the files beside it). See README.md.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText, dirOf } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { parseInfoOut } from './archive'

export const excitingMetadata: ParserMetadata = {
  name: 'parsers/exciting',
  codeName: 'exciting',
  codeLabel: 'exciting',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://exciting-code.org/',
  // NOMAD's pattern `.*/INFO\.OUT?`, also for an INFO.OUT at the upload root.
  mainfileNameRe: '^(.*/)?INFO\\.OUT?',
  mainfileContentsRe: '^\\s*\\|\\s*EXCITING\\s.*\\sstarted\\b',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`INFO.OUT` | **Mainfile:** the main output of exciting|',
    '|`<species>.xml` | species files; their chemical symbol is read when INFO.OUT labels a species otherwise|',
    '|`input.xml` | the libxc functional names (xctype 100)|',
    '|`EIGVAL.OUT` | eigenvalues and occupations on the k-mesh|',
    '|`dos.xml`, `TDOS.OUT` | total density of states (dos.xml first)|',
    '|`bandstructure.xml` | band structure along the path|',
  ].join('\n'),
  notes: 'GW (GW_INFO.OUT, EVALQP.DAT), BSE/TDDFT (INFOXS.OUT), structure optimisation steps and BAND.OUT are not read yet.',
  status: 'production',
}

export const excitingParser: Parser = {
  metadata: excitingMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const text = decodeText(await context.readMainfile())
    const dir = dirOf(context.mainfile)
    // Files of a run whose INFO.OUT carries a suffix (INFO.OUT_nitrogen) carry the same suffix.
    const base = context.mainfile.slice(dir.length)
    const suffix = base.startsWith('INFO.OUT') ? base.slice('INFO.OUT'.length) : ''
    const neighbour = async (name: string) => {
      const dot = name.lastIndexOf('.')
      const candidates = suffix ? [name.endsWith('.OUT') ? `${name}${suffix}` : `${name.slice(0, dot)}${suffix}${name.slice(dot)}`, name] : [name]
      for (const candidate of candidates) {
        const bytes = await context.readFile(`${dir}${candidate}`)
        if (bytes) return decodeText(bytes)
      }
      return undefined
    }
    return parseInfoOut(text, neighbour, context.logger)
  },
}
