// Parser for VASP structure files: POSCAR, CONTCAR, *.vasp, *.poscar.
import { elementBySymbol, toSystemSection } from '../../../core/chemistry'
import type { ParserMetadata } from '../../../core/parsers/metadata'
import type { Archive, MainfileContext, Parser } from '../types'
import { commentElements, potcarElements, readPoscar, speciesElement, toStructure } from './poscar'
import type { PoscarContent } from './poscar'

export const poscarMetadata: ParserMetadata = {
  name: 'parsers/poscar',
  codeName: 'POSCAR',
  codeLabel: 'POSCAR',
  codeCategory: 'Structure file',
  codeUrl: 'https://www.vasp.at/wiki/index.php/POSCAR',
  mainfileNameRe: '^(.*/)?[^/]*(POSCAR|CONTCAR)[^/]*$|\\.(vasp|poscar)$',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`POSCAR`, `CONTCAR`, `*.vasp`, `*.poscar` | **Mainfile:** a VASP structure file (VASP 5 with species names, or VASP 4)|',
    '|`POTCAR` | names the species of a VASP 4 file without species line|',
  ].join('\n'),
  notes: 'VASP 4 files take their species from a POTCAR in the same directory, element labels after the coordinates, or the comment line.',
  status: 'production',
}

type Context = Pick<MainfileContext, 'logger' | 'mainfile' | 'readFile'>

/** Where the species of a VASP 4 file come from, in order of trust: POTCAR, per-atom labels, the comment. */
async function vasp4Elements(content: PoscarContent, context: Context): Promise<string[] | undefined> {
  const n = content.counts.length
  const dir = context.mainfile.includes('/') ? context.mainfile.slice(0, context.mainfile.lastIndexOf('/') + 1) : ''
  const potcar = await context.readFile(`${dir}POTCAR`)
  if (potcar) {
    const elements = potcarElements(potcar.toString('utf8'))
    if (elements.length === n && elements.every((e) => elementBySymbol(e))) return elements
    context.logger.warning(`The POTCAR next to the structure names ${elements.length} species, the structure has ${n}; not used.`)
  }
  if (content.siteLabels) {
    let start = 0
    const elements = content.counts.map((count) => {
      const label = content.siteLabels![start]
      start += count
      return label
    })
    if (elements.every(Boolean)) return elements
  }
  return commentElements(content.comment, n)
}

/** The archive of a POSCAR's text; separate from file reading so tests can call it directly. */
export async function parsePoscarText(text: string, context: Context): Promise<Archive> {
  const content = readPoscar(text)
  let elements: string[]
  if (content.species) {
    elements = content.species.map(speciesElement)
    const unknown = elements.filter((e) => !elementBySymbol(e))
    if (unknown.length > 0) {
      context.logger.warning(`Unknown species ${unknown.join(', ')} in the species line; their atoms are labelled X.`)
      elements = elements.map((e) => (elementBySymbol(e) ? e : 'X'))
    }
  } else {
    const found = await vasp4Elements(content, context)
    if (found) {
      elements = found
    } else {
      context.logger.warning(
        'VASP 4 file without species names, and neither a POTCAR, atom labels nor the comment line name them; the atoms are labelled X.',
      )
      elements = content.counts.map(() => 'X')
    }
  }
  const structure = toStructure(content, elements)
  return {
    run: [{ program: { name: 'POSCAR' }, system: [{ ...toSystemSection(structure), is_representative: true }] }],
  }
}

export const poscarParser: Parser = {
  metadata: poscarMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    return parsePoscarText(await mainfileText(context), context)
  },
}

async function mainfileText(context: MainfileContext): Promise<string> {
  const bytes = await context.readFile(context.mainfile)
  if (bytes === undefined) throw new Error(`${context.mainfile}: the file cannot be read.`)
  return bytes.toString('utf8')
}
