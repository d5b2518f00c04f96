// Parser for CP2K (Quickstep) outputs: the main output, the input file it names, and the
// position trajectory of optimisations. See README.md for what is read from where.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { decodeText, dirOf } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { cp2kArchive } from './archive'
import { readCp2kInput } from './input'
import type { InputSection } from './input'
import { readCp2kOutput } from './output'
import { readXyzFrames } from './trajectory'
import type { TrajectoryFrame } from './trajectory'

export const cp2kMetadata: ParserMetadata = {
  name: 'parsers/cp2k',
  codeName: 'CP2K',
  codeLabel: 'CP2K',
  codeCategory: 'Atomistic code',
  codeUrl: 'https://www.cp2k.org/',
  // NOMAD matches any file name; the five-line program banner decides. `[^\n]*` rather
  // than `.*` so that CRLF files match as in Python, where `.` also takes '\r'.
  mainfileNameRe: '.*',
  mainfileContentsRe:
    '\\*\\*\\*\\* \\*\\*\\*\\* \\*\\*\\*\\*\\*\\*  \\*\\*  PROGRAM STARTED AT\\s[^\\n]*\\n' +
    ' \\*\\*\\*\\*\\* \\*\\* \\*\\*\\*  \\*\\*\\* \\*\\*   PROGRAM STARTED ON\\s*[^\\n]*\\n' +
    ' \\*\\*    \\*\\*\\*\\*   \\*\\*\\*\\*\\*\\*    PROGRAM STARTED BY [^\\n]*\\n' +
    ' \\*\\*\\*\\*\\* \\*\\*    \\*\\* \\*\\* \\*\\*   PROGRAM PROCESS ID [^\\n]*\\n' +
    '  \\*\\*\\*\\* \\*\\*  \\*\\*\\*\\*\\*\\*\\*  \\*\\*  PROGRAM STARTED IN [^\\n]*\\n',
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`*.out` (any name) | **Mainfile:** the CP2K output, recognised by its program banner|',
    '|`*.inp` | the input file named in the output (`CP2K| Input file name`): functional, smearing, k-points, optimiser limits|',
    '|`<project>-pos-1.xyz` | positions of the steps of a geometry optimisation|',
  ].join('\n'),
  notes: 'Quickstep (GPW) single points and geometry optimisations; molecular dynamics runs give their force evaluations without a workflow.',
  status: 'production',
}

/** The input file named in the output, looked up beside the mainfile (also by its bare name). */
async function readInput(context: MainfileContext, name: string | undefined): Promise<InputSection | undefined> {
  if (!name) {
    context.logger.warning('The CP2K output names no input file; settings only in the input are not read.')
    return undefined
  }
  const dir = dirOf(context.mainfile)
  const bare = name.split(/[\\/]/).pop()!
  const candidates = [...new Set([name.startsWith('/') ? undefined : `${dir}${name}`, `${dir}${bare}`].filter((p): p is string => !!p))]
  for (const path of candidates) {
    const bytes = await context.readFile(path)
    if (!bytes) continue
    const { root, warnings } = readCp2kInput(decodeText(bytes))
    warnings.forEach((w) => context.logger.warning(w))
    return root
  }
  context.logger.warning(`The CP2K input file ${name} is not in the upload beside the output; settings only in the input are not read.`)
  return undefined
}

async function readTrajectory(context: MainfileContext, project: string | undefined): Promise<TrajectoryFrame[] | undefined> {
  if (!project) return undefined
  const bytes = await context.readFile(`${dirOf(context.mainfile)}${project}-pos-1.xyz`)
  return bytes ? readXyzFrames(decodeText(bytes)) : undefined
}

export const cp2kParser: Parser = {
  metadata: cp2kMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const output = readCp2kOutput(decodeText(await context.readMainfile()))
    if (!output.version && !output.coordinates && output.evaluations.length === 0) {
      throw new Error('The file holds no CP2K version, coordinates or energies.')
    }
    if (!output.ended) context.logger.warning('The CP2K output has no "PROGRAM ENDED" line: the run did not finish or the file is truncated.')
    const input = await readInput(context, output.inputFile)
    const trajectory = output.optimisation || output.molecularDynamics ? await readTrajectory(context, output.projectName) : undefined
    const { run, workflow } = cp2kArchive({ output, input, trajectory, logger: context.logger })
    return { run: [run], ...(workflow ? { workflow2: workflow } : {}) }
  },
}
