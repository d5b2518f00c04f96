// Parser for XYZ and extended XYZ files (single structures and trajectories).
import { toSystemSection } from '../../../core/chemistry'
import type { ParserMetadata } from '../../../core/parsers/metadata'
import type { Archive, MainfileContext, Parser } from '../types'
import { readXyz } from './xyz'

export const xyzMetadata: ParserMetadata = {
  name: 'parsers/xyz',
  codeName: 'XYZ',
  codeLabel: 'XYZ',
  codeCategory: 'Structure file',
  codeUrl: 'https://github.com/libAtoms/extxyz',
  mainfileNameRe: '.*\\.(xyz|extxyz)$',
  // The first line of an XYZ file is the number of atoms. Matching applies the 'm' flag,
  // so the start of the file is written as 'no character before'.
  mainfileContentsRe: '(?<![\\s\\S])\\s*\\d+[ \\t]*\\r?\\n',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`*.xyz`, `*.extxyz` | **Mainfile:** XYZ or extended XYZ (Lattice, pbc, Properties); of several frames the last is the structure|',
  ].join('\n'),
  notes: 'Of a multi-frame file (a trajectory) only the last frame becomes the entry\'s structure.',
  status: 'production',
}

/** The archive of an XYZ file's text; separate from file reading so tests can call it directly. */
export function parseXyzText(text: string, context: Pick<MainfileContext, 'logger'>): Archive {
  const { structure, nFrames, warnings } = readXyz(text)
  for (const warning of warnings) context.logger.warning(warning)
  if (nFrames > 1) {
    // One system per entry keeps archives of long trajectories small; the final
    // geometry is what the material and its search values describe.
    context.logger.info(`The XYZ file has ${nFrames} frames; the last one is the structure.`, { n_frames: nFrames })
  }
  return {
    run: [{ program: { name: 'XYZ' }, system: [{ ...toSystemSection(structure), is_representative: true }] }],
  }
}

export const xyzParser: Parser = {
  metadata: xyzMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    return parseXyzText(await mainfileText(context), context)
  },
}

async function mainfileText(context: MainfileContext): Promise<string> {
  const bytes = await context.readFile(context.mainfile)
  if (bytes === undefined) throw new Error(`${context.mainfile}: the file cannot be read.`)
  return bytes.toString('utf8')
}
