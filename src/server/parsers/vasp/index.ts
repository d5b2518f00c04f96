// Parser for VASP: vasprun.xml as mainfile, and an OUTCAR when no vasprun.xml is beside it.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { dirOf } from '../common'
import type { Archive, MainfileContext, Parser, ProcessingLogger } from '../types'
import { archiveOf } from './archive'
import type { ArchiveOptions } from './archive'
import type { VaspContent } from './content'
import { lineModeLabels } from './kpoints'
import { isLinePath } from './method'
import { readOutcar } from './outcar'
import { readVasprun } from './vasprun'
import type { VasprunReading } from './vasprun'

export const vaspMetadata: ParserMetadata = {
  name: 'parsers/vasp',
  codeName: 'VASP',
  codeLabel: 'VASP',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://www.vasp.at/',
  // NOMAD's patterns: the name matches XML files only; an OUTCAR is claimed as alternative.
  mainfileNameRe: '.*[^/]*xml[^/]*',
  mainfileMimeRe: '(application/.*)|(text/.*)',
  mainfileContentsRe:
    '^\\s*<\\?xml version="1\\.0" encoding="ISO-8859-1"\\?>\\s*?\\s*<modeling>?\\s*<generator>?\\s*<i name="program" type="string">\\s*vasp\\s*</i>?' +
    '|^\\svasp[\\.\\d]+.+?(?:\\(build|complex)[\\s\\S]+?executed on',
  mainfileAlternative: true,
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`vasprun.xml` | **Mainfile** in plain-text (structured) XML format, also gzip, bzip2 or xz compressed |',
    '|`OUTCAR` | plain-text (semi-structured) file, VASP\'s detailed output. Read only as mainfile when no vasprun.xml is beside it |',
    '|`KPOINTS` | line-mode k-path: gives the labels of the band-structure segments |',
  ].join('\n'),
  notes: 'vasprun.xml is preferred; an OUTCAR becomes the mainfile only in a directory without vasprun.xml. Truncated files are parsed as far as they go.',
  status: 'production',
}

type Context = Pick<MainfileContext, 'logger' | 'mainfile' | 'readFile'>

/** The archive of a vasprun.xml's bytes; the core of the parser (also used by the benchmark). */
export function vasprunArchive(bytes: Buffer, logger: ProcessingLogger, options: ArchiveOptions = {}): Archive {
  return archiveOfVasprun(readVasprun(bytes), logger, options)
}

function archiveOfVasprun({ content, unclosed, isVasp }: VasprunReading, logger: ProcessingLogger, options: ArchiveOptions): Archive {
  if (!isVasp && !content.steps.length) throw new Error('The file is not a VASP vasprun.xml: no <generator> naming vasp and no <calculation>.')
  if (!isVasp) logger.warning('The <generator> of the vasprun.xml does not name vasp; read as VASP anyway.')
  if (unclosed.length) {
    logger.warning(`The vasprun.xml ends inside <${unclosed.join('><')}>: it is truncated; what was complete before the cut is kept.`, {
      open_elements: unclosed,
    })
  }
  return toArchive(content, logger, options)
}

/** The archive of an OUTCAR's text. */
export function outcarArchive(text: string, logger: ProcessingLogger): Archive {
  const { content, complete, lastStepComplete } = readOutcar(text)
  if (!content.version && !content.steps.length) throw new Error('The file is not a VASP OUTCAR: no vasp header and no ionic step.')
  if (!complete) {
    const where = content.steps.length
      ? lastStepComplete
        ? `after ionic step ${content.steps.length}`
        : `inside ionic step ${content.steps.length}, before its final energies`
      : 'before the first ionic step'
    logger.warning(`The OUTCAR ends ${where} without VASP's closing timing summary: it is truncated or the run was stopped; what was read is kept.`)
  }
  return toArchive(content, logger, {})
}

function toArchive(content: VaspContent, logger: ProcessingLogger, options: ArchiveOptions): Archive {
  const { run, workflow2 } = archiveOf(content, logger, options)
  return { run: [run], workflow2 }
}

const looksLikeXml = (bytes: Buffer) => /^\s*</.test(bytes.toString('latin1', 0, 256))

async function lineModeOptions(context: Context): Promise<ArchiveOptions> {
  const kpoints = await context.readFile(`${dirOf(context.mainfile)}KPOINTS`)
  const labels = kpoints ? lineModeLabels(kpoints.toString('latin1')) : undefined
  if (kpoints && !labels) context.logger.warning('The KPOINTS beside the band-structure run is not a labelled line-mode file; segments have no labels.')
  return labels ? { segmentLabels: labels } : {}
}

export const vaspParser: Parser = {
  metadata: vaspMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const bytes = await context.readMainfile()
    if (!looksLikeXml(bytes)) return outcarArchive(bytes.toString('latin1'), context.logger)
    const reading = readVasprun(bytes)
    const options = isLinePath(reading.content) ? await lineModeOptions(context) : {}
    return archiveOfVasprun(reading, context.logger, options)
  },
}
