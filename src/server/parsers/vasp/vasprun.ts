// Reads a vasprun.xml in one pass over its bytes (xmlScanner): settings and header into
// small dictionaries, every row of numbers (<v>, <r>) straight into number arrays, and
// the big blocks nothing here uses (projected eigenvalues, partial DOS) skipped unread.
// A truncated file yields what was complete before the cut: a section (structure,
// forces, eigenvalues, DOS) is kept only once its end tag was read.
import type { SettingValue, Settings, VaspCell, VaspContent, VaspDos, VaspEigenvalues, VaspEnergies, VaspStep } from './content'
import { cartesian, emptyContent } from './content'
import { LEAF, NumberReader, SKIP, decodeEntities, readNumbers, scanXml } from './xmlScanner'
import type { XmlAttributes, XmlHandler } from './xmlScanner'

export interface VasprunReading {
  content: VaspContent
  /** Elements left open where the file ends: empty unless it is truncated. */
  unclosed: string[]
  /** The root element is <modeling> with a VASP generator. */
  isVasp: boolean
}

/** Elements skipped without reading: large and not part of the archive. */
const SKIPPED = new Set(['projected', 'projected_kpoints_opt', 'eigenvalues_kpoints_opt', 'dielectricfunction', 'partial', 'dynmat', 'born_charges'])

type Rows =
  | { kind: 'none' }
  | { kind: 'vectors'; into: number[][] }
  | { kind: 'weights'; into: number[] }
  | { kind: 'eigenvalues'; value: VaspEigenvalues }
  | { kind: 'dos'; value: VaspDos }

const NO_ROWS: Rows = { kind: 'none' }

interface CellRows {
  basis: number[][]
  reciprocal: number[][]
  positions: number[][]
}

/** Where the handler is: one frame per open element that is not a leaf. */
interface Frame {
  name: string
  /** The element's name attribute (varray, structure). */
  label?: string
  settings?: Settings
  rows: Rows
}

const ENERGY_KEYS: Record<string, keyof VaspEnergies> = { e_fr_energy: 'free', e_wo_entrp: 'total', e_0_energy: 'totalT0' }

function energiesOf(values: Settings): VaspEnergies {
  const energies: VaspEnergies = {}
  for (const [key, field] of Object.entries(ENERGY_KEYS)) {
    const value = values[key]
    if (typeof value === 'number') energies[field] = value
  }
  return energies
}

/** The words of a text single-spaced, as NOMAD joins generator fields. */
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(' ')

class VasprunHandler implements XmlHandler {
  readonly content = emptyContent()
  readonly generator: Record<string, string> = {}
  private readonly frames: Frame[] = [{ name: '', rows: NO_ROWS }]
  private leafAttributes: XmlAttributes | undefined
  private readonly numbers: NumberReader
  private step: VaspStep | undefined
  private cell: CellRows | undefined
  private atomFields: string[] = []
  private atomRow: string[] | undefined
  private atomRows: string[][] = []
  private eigenKpointEnergies: number[] = []
  private eigenKpointOccupations: number[] = []
  /** The total DOS of the current <dos>, kept once its <total> is complete. */
  private pendingDos: VaspDos | undefined
  finalCell: VaspCell | undefined

  constructor(private readonly bytes: Buffer) {
    this.numbers = new NumberReader(bytes)
  }

  private get frame(): Frame {
    return this.frames[this.frames.length - 1]
  }

  open(name: string, attributes: XmlAttributes | undefined): typeof SKIP | typeof LEAF | void {
    switch (name) {
      case 'r':
      case 'v':
      case 'i':
      case 'c':
      case 'field':
        this.leafAttributes = attributes
        return LEAF
    }
    const parent = this.frame
    if (SKIPPED.has(name)) return SKIP
    const frame: Frame = { name, label: attributes?.name, settings: parent.settings, rows: NO_ROWS }
    switch (name) {
      case 'generator':
        frame.settings = {}
        break
      case 'incar':
        frame.settings = this.content.incar
        break
      case 'parameters':
        frame.settings = this.content.settings
        break
      case 'generation':
        this.content.kpoints.generation = attributes?.param
        frame.settings = {}
        break
      case 'varray':
        frame.rows = this.varrayRows(parent.name, attributes?.name)
        break
      case 'calculation':
        if (parent.name === 'modeling') {
          this.step = { energies: {}, scf: [] }
          this.content.steps.push(this.step)
        }
        break
      case 'energy':
      case 'dos':
        frame.settings = {}
        break
      case 'structure':
        this.cell = { basis: [], reciprocal: [], positions: [] }
        break
      case 'eigenvalues':
        if (parent.name !== 'calculation') return SKIP
        frame.rows = { kind: 'eigenvalues', value: { energies: [], occupations: [] } }
        break
      case 'total':
        if (parent.name === 'dos') frame.rows = { kind: 'dos', value: { energies: [], total: [] } }
        break
      case 'array':
        if (parent.name === 'atominfo') {
          this.atomFields = []
          this.atomRows = []
        } else {
          frame.rows = parent.rows
        }
        break
      case 'set':
        frame.rows = parent.rows
        this.openSet(frame.rows, attributes?.comment ?? '')
        break
      case 'rc':
        this.atomRow = []
        break
    }
    this.frames.push(frame)
  }

  private varrayRows(parent: string, name: string | undefined): Rows {
    const kpoints = this.content.kpoints
    if (parent === 'kpoints' && name === 'kpointlist') return { kind: 'vectors', into: kpoints.points }
    if (parent === 'kpoints' && name === 'weights') return { kind: 'weights', into: kpoints.weights }
    if (this.cell && parent === 'crystal' && name === 'basis') return { kind: 'vectors', into: this.cell.basis }
    if (this.cell && parent === 'crystal' && name === 'rec_basis') return { kind: 'vectors', into: this.cell.reciprocal }
    if (this.cell && parent === 'structure' && name === 'positions') return { kind: 'vectors', into: this.cell.positions }
    if (parent === 'calculation' && (name === 'forces' || name === 'stress')) return { kind: 'vectors', into: [] }
    return NO_ROWS
  }

  private openSet(rows: Rows, comment: string) {
    if (rows.kind === 'eigenvalues') {
      if (comment.startsWith('spin')) {
        rows.value.energies.push([])
        rows.value.occupations.push([])
      } else if (comment.startsWith('kpoint')) {
        this.eigenKpointEnergies = []
        this.eigenKpointOccupations = []
        rows.value.energies[rows.value.energies.length - 1]?.push(this.eigenKpointEnergies)
        rows.value.occupations[rows.value.occupations.length - 1]?.push(this.eigenKpointOccupations)
      }
    } else if (rows.kind === 'dos' && comment.startsWith('spin')) {
      rows.value.total.push([])
    }
  }

  close(name: string, textStart: number, textEnd: number): void {
    switch (name) {
      case 'r':
      case 'v':
        this.closeRow(name, textStart, textEnd)
        return
      case 'i':
        this.closeSetting(textStart, textEnd)
        return
      case 'c':
        this.atomRow?.push(this.bytes.toString('latin1', textStart, textEnd).trim())
        return
      case 'field':
        this.atomFields.push(this.bytes.toString('latin1', textStart, textEnd).trim())
        return
    }
    const frame = this.frames.pop()!
    const parent = this.frame.name
    switch (name) {
      case 'generator':
        for (const [key, value] of Object.entries(frame.settings!)) this.generator[key] = words(String(value))
        break
      case 'generation':
        this.closeGeneration(frame.settings!)
        break
      case 'varray':
        if (frame.rows.kind === 'vectors' && parent === 'calculation' && this.step) {
          if (frame.label === 'forces') this.step.forces = frame.rows.into
          else if (frame.label === 'stress') this.step.stress = frame.rows.into
        }
        break
      case 'energy':
        if (parent === 'scstep') this.step?.scf.push(energiesOf(frame.settings!))
        else if (parent === 'calculation' && this.step) this.step.energies = energiesOf(frame.settings!)
        break
      case 'structure':
        this.closeStructure(parent, frame.label)
        break
      case 'eigenvalues':
        if (this.step && frame.rows.kind === 'eigenvalues') this.step.eigenvalues = frame.rows.value
        break
      case 'dos': {
        const efermi = frame.settings!.efermi
        if (this.step && typeof efermi === 'number') this.step.fermi = efermi
        if (this.step && this.pendingDos) this.step.dos = { ...this.pendingDos, fermi: typeof efermi === 'number' ? efermi : undefined }
        this.pendingDos = undefined
        break
      }
      case 'total':
        if (frame.rows.kind === 'dos') this.pendingDos = frame.rows.value
        break
      case 'rc':
        if (this.atomRow) this.atomRows.push(this.atomRow)
        this.atomRow = undefined
        break
      case 'array':
        if (parent === 'atominfo') this.closeAtomArray()
        break
      case 'calculation':
        if (parent === 'modeling') this.step = undefined
        break
    }
  }

  private closeRow(name: string, textStart: number, textEnd: number) {
    const rows = this.frame.rows
    const numbers = this.numbers.reset(textStart, textEnd)
    switch (rows.kind) {
      case 'vectors': {
        const row: number[] = []
        for (let value = numbers.next(); numbers.found; value = numbers.next()) row.push(value)
        rows.into.push(row)
        return
      }
      case 'weights':
        for (let value = numbers.next(); numbers.found; value = numbers.next()) rows.into.push(value)
        return
      case 'eigenvalues': {
        // <r> eigenvalue occupation </r>
        const energy = numbers.next()
        const occupation = numbers.next()
        if (numbers.found) {
          this.eigenKpointEnergies.push(energy)
          this.eigenKpointOccupations.push(occupation)
        }
        return
      }
      case 'dos': {
        // <r> energy total integrated </r>
        const total = rows.value.total
        const energy = numbers.next()
        const density = numbers.next()
        if (numbers.found && total.length) {
          if (total.length === 1) rows.value.energies.push(energy)
          total[total.length - 1].push(density)
        }
        return
      }
    }
    // A named vector outside any row block: a setting (INCAR, parameters, k-point generation).
    if (name === 'v') this.closeSetting(textStart, textEnd, true)
  }

  private closeSetting(textStart: number, textEnd: number, vector = false) {
    const settings = this.frame.settings
    const key = this.leafAttributes?.name
    // The first value of a name counts: later separators (GW, response functions) reuse names such as NELM.
    if (!settings || !key || key in settings) return
    const type = this.leafAttributes?.type
    let value: SettingValue
    if (type === 'string') {
      value = decodeEntities(this.bytes.toString('latin1', textStart, textEnd)).trim()
    } else if (type === 'logical') {
      const flags = this.bytes.toString('latin1', textStart, textEnd).trim().split(/\s+/).map((flag) => /^\.?T/i.test(flag))
      value = vector || flags.length > 1 ? flags : flags[0]
    } else {
      const numbers: number[] = []
      readNumbers(this.bytes, textStart, textEnd, numbers)
      value = vector || numbers.length !== 1 ? numbers : numbers[0]
    }
    settings[key] = value
  }

  private closeGeneration(settings: Settings) {
    const kpoints = this.content.kpoints
    const divisions = settings.divisions
    if (divisions !== undefined) kpoints.divisions = Array.isArray(divisions) ? (divisions as number[]) : [divisions as number]
    if (Array.isArray(settings.usershift)) kpoints.shift = settings.usershift as number[]
  }

  private closeStructure(parent: string, role: string | undefined) {
    const rows = this.cell
    this.cell = undefined
    if (!rows || rows.basis.length !== 3 || rows.positions.length === 0) return
    const cell: VaspCell = {
      lattice: rows.basis,
      positions: cartesian(rows.positions, rows.basis),
      ...(rows.reciprocal.length === 3 ? { reciprocal: rows.reciprocal } : {}),
    }
    if (parent === 'calculation' && this.step) this.step.cell = cell
    else if (parent === 'modeling' && role === 'initialpos') this.content.initialCell = cell
    else if (parent === 'modeling' && role === 'finalpos') this.finalCell = cell
  }

  private closeAtomArray() {
    const element = this.atomFields.indexOf('element')
    const pseudopotential = this.atomFields.indexOf('pseudopotential')
    if (this.atomFields.includes('atomtype') && element >= 0) {
      this.content.elements = this.atomRows.map((row) => row[element] ?? 'X')
    } else if (pseudopotential >= 0) {
      this.content.potcars = this.atomRows.map((row) => words(row[pseudopotential] ?? ''))
    }
  }

}

/** Reads the bytes of a vasprun.xml (decompressed). */
export function readVasprun(bytes: Buffer): VasprunReading {
  const handler = new VasprunHandler(bytes)
  const outcome = scanXml(bytes, handler)
  const content = handler.content
  content.settings = { ...content.incar, ...content.settings }
  if (!content.initialCell && handler.finalCell) content.initialCell = handler.finalCell
  const ispin = content.settings.ISPIN
  content.occupationFactor = ispin === 2 ? 1 : 2
  const version = ['version', 'subversion', 'platform'].map((key) => handler.generator[key]).filter(Boolean).join(' ')
  if (version) content.version = version
  return { content, unclosed: outcome.unclosed, isVasp: /^vasp$/i.test(handler.generator.program ?? '') }
}
