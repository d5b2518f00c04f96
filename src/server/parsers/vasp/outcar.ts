// Reads an OUTCAR line by line into the same content as a vasprun.xml: header, POTCAR
// titles, the 'Startparameter for this run' block, the irreducible k-points, the input
// structure, and per ionic step ('Iteration N(1)' up to 'FREE ENERGIE OF THE
// ION-ELECTRON SYSTEM') the SCF energies, the last eigenvalue listing, stress, cell,
// positions and forces and the final energies. Only anchored line tests, no regex over
// the whole text. A truncated file keeps its complete lines.
import type { Settings, SettingValue, VaspContent, VaspEnergies, VaspStep } from './content'
import { emptyContent } from './content'

export interface OutcarReading {
  content: VaspContent
  /** The run finished: the timing summary VASP writes last is there. */
  complete: boolean
  /** The last ionic step has its final energies. */
  lastStepComplete: boolean
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g

function numbersOf(line: string): number[] {
  return (line.match(NUMBER) ?? []).map(Number)
}

/** A KEY = value pair of the parameter block as a setting: T/F as logicals, numbers as numbers. */
function settingOf(text: string): SettingValue {
  if (text === 'T' || text === 'F') return text === 'T'
  const number = Number(text.replace(/[dD]/, 'e'))
  return Number.isFinite(number) && /^[-+.\d]/.test(text) ? number : text
}

/**
 * The OUTCAR header, as NOMAD writes program.version: version, build date, build type and
 * 'serial'/'parallel', then the platform, e.g. '5.3.2 13Sep12 complex serial LinuxIFC'.
 */
export function outcarVersion(lines: string[]): string | undefined {
  const first = lines.findIndex((line) => /^\s*vasp\.\d/.test(line))
  if (first < 0) return undefined
  const head = /vasp\.([\d.]+)\s+(\S+)\s*(?:\([^)]*\))?\s*(\S+)?/.exec(lines[first])
  if (!head) return undefined
  const [, version, buildDate, buildType] = head
  let platform: string | undefined
  let mode: string | undefined
  for (let i = first + 1; i < Math.min(lines.length, first + 6); i++) {
    const executed = /executed on\s+(\S+)\s+date/.exec(lines[i])
    if (executed) {
      platform = executed[1]
      const next = lines.slice(i + 1, i + 4).find((line) => line.trim())
      const word = next?.trim().split(/\s+/)[0]
      mode = word === 'running' ? 'parallel' : word
      break
    }
  }
  return [version, buildDate, buildType, mode, platform].filter(Boolean).join(' ')
}

class OutcarLines {
  readonly content = emptyContent()
  private step: VaspStep | undefined
  private ionic = 0
  private inFinalEnergies = false
  private eigenSpin = 0
  private eigenvaluesOpen = false
  private pendingLattice: number[][] | undefined
  private pendingReciprocal: number[][] | undefined
  private initialPositions: number[][] | undefined
  private initialLattice: number[][] | undefined
  private initialReciprocal: number[][] | undefined
  ionsPerType: number[] = []
  species: string[] = []
  complete = false
  lastStepComplete = false

  constructor(private readonly lines: string[]) {}

  read() {
    const lines = this.lines
    for (let i = 0; i < lines.length; i++) i = this.line(i, lines[i])
    const content = this.content
    const lattice = this.initialLattice
    if (lattice && this.initialPositions) content.initialCell = { lattice, positions: this.initialPositions, reciprocal: this.initialReciprocal }
    content.settings.ISPIN ??= 1
    // Species from the POTCAR titles, counts from 'ions per type'; no atoms when they disagree.
    if (this.species.length === this.ionsPerType.length) {
      content.elements = this.species.flatMap((element, type) => Array<string>(this.ionsPerType[type]).fill(element))
    }
  }

  /** Handles line i; returns the index of the last line it consumed. */
  private line(i: number, line: string): number {
    const content = this.content
    const iteration = line.includes('Iteration') ? /^\s*-+\s*Iteration\s+(\d+)\(\s*(\d+)\)/.exec(line) : null
    if (iteration) {
      const ionic = Number(iteration[1])
      if (ionic !== this.ionic || !this.step) {
        this.ionic = ionic
        this.step = { energies: {}, scf: [] }
        content.steps.push(this.step)
        this.lastStepComplete = false
      }
      this.step.scf.push({})
      this.inFinalEnergies = false
      return i
    }
    if (line.includes('TOTEN')) {
      const free = /free\s+energy\s+TOTEN\s*=\s*(\S+)/.exec(line)
      if (free) this.energies()!.free = Number(free[1])
      return i
    }
    if (line.includes('without entropy')) {
      const match = /energy\s+without\s+entropy\s*=\s*(\S+)\s+energy\(sigma->0\)\s*=\s*(\S+)/.exec(line)
      const energies = this.energies()
      if (match && energies) {
        energies.total = Number(match[1])
        energies.totalT0 = Number(match[2])
        if (this.inFinalEnergies) this.lastStepComplete = true
      }
      return i
    }
    if (line.includes('FREE ENERGIE OF THE ION-ELECTRON SYSTEM')) {
      this.inFinalEnergies = true
      return i
    }
    if (line.includes('E-fermi :')) {
      if (this.step) this.step.fermi = numbersOf(line)[0]
      this.eigenvaluesOpen = true
      this.eigenSpin = 0
      if (this.step) this.step.eigenvalues = { energies: [[]], occupations: [[]] }
      return i
    }
    if (this.eigenvaluesOpen && this.step?.eigenvalues) {
      const spin = /^\s*spin component\s+(\d+)\s*$/.exec(line)
      if (spin) {
        this.eigenSpin = Number(spin[1]) - 1
        const { energies, occupations } = this.step.eigenvalues
        while (energies.length <= this.eigenSpin) energies.push([]), occupations.push([])
        return i
      }
      if (/^\s*k-point\s+\d+\s*:/.test(line) && this.lines[i + 1]?.includes('band No.')) return this.readBands(i + 2)
    }
    if (line.includes('in kB') && this.step) {
      const values = numbersOf(line)
      if (values.length === 6) {
        const [xx, yy, zz, xy, yz, zx] = values
        this.step.stress = [[xx, xy, zx], [xy, yy, yz], [zx, yz, zz]]
      }
      return i
    }
    if (line.includes('direct lattice vectors')) return this.readLattice(i + 1)
    if (line.includes('POSITION') && line.includes('TOTAL-FORCE')) return this.readPositionsForces(i + 2)
    if (line.includes('TITEL  =')) {
      const title = line.slice(line.indexOf('=') + 1).trim().split(/\s+/)
      content.potcars.push(title.join(' '))
      this.species.push(/^[A-Z][a-z]?/.exec(title[1] ?? '')?.[0] ?? 'X')
      return i
    }
    if (/^\s*LEXCH\s*=/.test(line)) {
      content.potcarExchange.push(line.slice(line.indexOf('=') + 1).trim().split(/\s+/)[0])
      return i
    }
    if (line.includes('ions per type =')) {
      this.ionsPerType = numbersOf(line.slice(line.indexOf('=') + 1))
      return i
    }
    if (line.includes('Startparameter for this run:')) return this.readParameters(i + 1)
    if (line.includes('Following reciprocal coordinates:') && !content.kpoints.points.length) return this.readKpoints(i + 2)
    if (line.includes('position of ions in cartesian coordinates') && !this.initialPositions) {
      const rows: number[][] = []
      while (i + 1 < this.lines.length && numbersOf(this.lines[i + 1]).length === 3) rows.push(numbersOf(this.lines[++i]))
      this.initialPositions = rows
      return i
    }
    if (line.includes('General timing and accounting informations')) this.complete = true
    return i
  }

  /** The energies the current line belongs to: the step's final ones or its latest SCF iteration's. */
  private energies(): VaspEnergies | undefined {
    if (!this.step) return undefined
    return this.inFinalEnergies ? this.step.energies : this.step.scf[this.step.scf.length - 1]
  }

  private readBands(from: number): number {
    const { energies, occupations } = this.step!.eigenvalues!
    const kEnergies: number[] = []
    const kOccupations: number[] = []
    let i = from
    for (; i < this.lines.length; i++) {
      const row = this.lines[i].trim().split(/\s+/)
      if (row.length !== 3 || !/^\d+$/.test(row[0])) break
      // Overflowing fields ('********') are kept as NaN so that the bands stay in place.
      kEnergies.push(Number(row[1]))
      kOccupations.push(Number(row[2]))
    }
    energies[this.eigenSpin].push(kEnergies)
    occupations[this.eigenSpin].push(kOccupations)
    return i - 1
  }

  private readLattice(from: number): number {
    const rows = [from, from + 1, from + 2].map((i) => numbersOf(this.lines[i] ?? ''))
    if (rows.some((row) => row.length !== 6)) return from - 1
    const lattice = rows.map((row) => row.slice(0, 3))
    const reciprocal = rows.map((row) => row.slice(3))
    if (this.step) {
      this.pendingLattice = lattice
      this.pendingReciprocal = reciprocal
    } else if (!this.initialLattice) {
      this.initialLattice = lattice
      this.initialReciprocal = reciprocal
    }
    return from + 2
  }

  private readPositionsForces(from: number): number {
    const positions: number[][] = []
    const forces: number[][] = []
    let i = from
    for (; i < this.lines.length; i++) {
      const values = numbersOf(this.lines[i])
      if (values.length !== 6) break
      positions.push(values.slice(0, 3))
      forces.push(values.slice(3))
    }
    const step = this.step
    if (step && positions.length) {
      step.forces = forces
      const previous = this.content.steps.at(-2)?.cell
      const lattice = this.pendingLattice ?? previous?.lattice ?? this.initialLattice
      if (lattice) step.cell = { lattice, positions, reciprocal: this.pendingReciprocal ?? previous?.reciprocal ?? this.initialReciprocal }
      this.pendingLattice = this.pendingReciprocal = undefined
    }
    return i - 1
  }

  private readParameters(from: number): number {
    const settings: Settings = this.content.settings
    let i = from
    for (; i < this.lines.length; i++) {
      const line = this.lines[i]
      if (/^\s*-{20,}/.test(line)) break
      for (const match of line.matchAll(/([A-Z][A-Z0-9_]*)\s*=\s*([^\s;]+)/g)) {
        settings[match[1]] = settingOf(match[2])
      }
    }
    return i
  }

  private readKpoints(from: number): number {
    const { points, weights } = this.content.kpoints
    const multiplicities: number[] = []
    let i = from
    for (; i < this.lines.length; i++) {
      const values = numbersOf(this.lines[i])
      if (values.length !== 4) break
      points.push(values.slice(0, 3))
      multiplicities.push(values[3])
    }
    const sum = multiplicities.reduce((a, b) => a + b, 0)
    if (sum > 0) weights.push(...multiplicities.map((m) => m / sum))
    return i - 1
  }
}

/** Reads the text of an OUTCAR. */
export function readOutcar(text: string): OutcarReading {
  const lines = text.split(/\r?\n/)
  const reader = new OutcarLines(lines)
  reader.read()
  const content: VaspContent = reader.content
  const version = outcarVersion(lines.slice(0, 20))
  if (version) content.version = version
  // OUTCAR writes occupations per band (0…2 without spin polarisation), as the archive wants.
  content.occupationFactor = 1
  return { content, complete: reader.complete, lastStepComplete: reader.lastStepComplete }
}
