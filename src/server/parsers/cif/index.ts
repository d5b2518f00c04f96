// Parser for Crystallographic Information Files (CIF 1.1, and CIF 2 tag spellings); the
// reader itself is core/structures/cif, which the GUI's CIF preview uses too.
import { toSystemSection } from '../../../core/chemistry'
import { hasAtomSites, readCif, structureFromBlock } from '../../../core/structures'
import type { ParserMetadata } from '../../../core/parsers/metadata'
import type { Archive, MainfileContext, Parser } from '../types'

export const cifMetadata: ParserMetadata = {
  name: 'parsers/cif',
  codeName: 'CIF',
  codeLabel: 'CIF',
  codeCategory: 'Structure file',
  codeUrl: 'https://www.iucr.org/resources/cif',
  mainfileNameRe: '.*\\.(cif|CIF)$',
  mainfileContentsRe: '(^|\\n)\\s*data_',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`*.cif` | **Mainfile:** a Crystallographic Information File with cell and atom sites|',
  ].join('\n'),
  notes:
    'Symmetry operations are applied to the listed sites. Of several data blocks the first with atom sites is used. Partially occupied positions keep their majority species.',
  status: 'production',
}

export const cifParser: Parser = {
  metadata: cifMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    return parseCifText(await mainfileText(context), context)
  },
}

/** The archive of a CIF's text; separate from file reading so tests can call it directly. */
export function parseCifText(text: string, context: Pick<MainfileContext, 'logger'>): Archive {
  if (!text.trim()) throw new Error('The CIF file is empty.')
  const { blocks, warnings: syntaxWarnings } = readCif(text)
  for (const warning of syntaxWarnings) context.logger.warning(warning)
  const withAtoms = blocks.filter(hasAtomSites)
  if (withAtoms.length === 0) {
    throw new Error(
      blocks.length === 0
        ? 'The file contains no CIF data block (data_…).'
        : 'No data block of the CIF has atom sites (_atom_site_fract_x or _atom_site_Cartn_x).',
    )
  }
  const block = withAtoms[0]
  if (blocks.length > 1) {
    const others = blocks.filter((b) => b !== block).map((b) => b.name || '(unnamed)')
    context.logger.info(`The CIF has ${blocks.length} data blocks; using data_${block.name}, ignoring ${others.join(', ')}.`, {
      used_block: block.name,
      ignored_blocks: others,
    })
  }
  const { structure, warnings } = structureFromBlock(block)
  for (const warning of warnings) context.logger.warning(warning, { block: block.name })
  return {
    run: [{ program: { name: 'CIF' }, system: [{ ...toSystemSection(structure), is_representative: true }] }],
  }
}

async function mainfileText(context: MainfileContext): Promise<string> {
  const bytes = await context.readFile(context.mainfile)
  if (bytes === undefined) throw new Error(`${context.mainfile}: the file cannot be read.`)
  return bytes.toString('utf8')
}
