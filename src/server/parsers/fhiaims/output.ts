// The global facts of an aims.out (version, settings FHI-aims reports after reading
// control.in, the input geometry) and its division into calculation sections, as NOMAD
// divides it: the initial s.c.f. cycle, then one section per geometry-optimisation or
// molecular-dynamics step, each running to the next "force evaluation" timing line.
import { numbersIn } from '../common'
import type { Matrix3, Vec3 } from '../common'

export interface Geometry {
  labels: string[]
  /** Cartesian, ångström. */
  positions: Vec3[]
  /** Ångström; absent for clusters. */
  lattice?: Matrix3
}

export type SectionKind = 'initial' | 'geometry_optimization' | 'molecular_dynamics'

export interface Section {
  kind: SectionKind
  /** Line range [start, end) in the file. */
  start: number
  end: number
}

export interface AimsHeader {
  version?: string
  nSpin: number
  /** The functional as FHI-aims names it after "XC: Using …". */
  xc?: string
  /** Screening parameter printed with HSE ("with OMEGA = …"). */
  hseOmega?: number
  hybridCoefficient?: number
  relativistic?: string
  kGrid?: number[]
  nKPoints?: number
  /** Smearing FHI-aims reports using (possibly its default). */
  smearing?: { kind: string; widthEv: number }
  geometryForceToleranceEvPerAngstrom?: number
  maxRelaxationSteps?: number
  maxScfIterations?: number
  inputGeometry?: Geometry
}

const SECTION_STARTS: [RegExp, SectionKind][] = [
  [/Begin self-consistency loop: Initialization/, 'initial'],
  [/Geometry optimization: Attempting to predict improved coordinates\./, 'geometry_optimization'],
  [/Molecular dynamics: Attempting to update all nuclear coordinates\./, 'molecular_dynamics'],
]
const SECTION_TAIL = /Time for this force evaluation\s*:|Final output of selected total energy values|No geometry change|Leaving FHI-aims/

export function findSections(lines: string[]): Section[] {
  const sections: Section[] = []
  let open: Section | undefined
  lines.forEach((line, index) => {
    if (open && SECTION_TAIL.test(line)) {
      open.end = index + 1
      sections.push(open)
      open = undefined
      return
    }
    for (const [pattern, kind] of SECTION_STARTS) {
      if (!pattern.test(line)) continue
      // A section that meets the next start without its tail ends there.
      if (open) {
        open.end = index
        sections.push(open)
      }
      open = { kind, start: index, end: lines.length }
      break
    }
  })
  if (open) sections.push(open)
  return sections
}

const RELATIVITY: Record<string, string | undefined> = {
  'Non-relativistic': undefined,
  ZORA: 'scalar_relativistic',
  'on-site free-atom approximation to ZORA': 'scalar_relativistic_atomic_ZORA',
}

/** relativity_method from FHI-aims' report ("Scalar relativistic treatment …: ZORA"). */
export function relativityFromReport(report: string): string | undefined {
  return RELATIVITY[report]
}

export function readHeader(lines: string[], firstSection: number): AimsHeader {
  const header: AimsHeader = { nSpin: 1 }
  const end = firstSection < 0 ? lines.length : firstSection
  for (let i = 0; i < end; i++) {
    const line = lines[i]
    let m: RegExpExecArray | null
    if (header.version === undefined && (m = /(?:^|\s)(?:Version|FHI-aims version)\s*:*\s*([\d.]+)/.exec(line))) {
      header.version = m[1]
    } else if ((m = /\|\s*Number of spin channels\s*:\s*(\d+)/.exec(line))) {
      header.nSpin = Number(m[1])
    } else if (header.xc === undefined && (m = /XC:\s*(?:Using|Running)\s+(.+?)\s+with OMEGA\s*=\s*(\S+)/.exec(line))) {
      header.xc = m[1].trim()
      header.hseOmega = Number(m[2])
    } else if (header.xc === undefined && (m = /XC:\s*(?:Using|Running)\s+([-\w ()]+)/.exec(line))) {
      header.xc = m[1].trim()
    } else if (header.xc === undefined && /Hartree-Fock calculation starts \.\.\./.test(line)) {
      header.xc = 'Hartree-Fock'
    } else if ((m = /hybrid_xc_coeff: Mixing coefficient for hybrid-functional exact exchange modified to\s*([\d.]+)/.exec(line))) {
      header.hybridCoefficient = Number(m[1])
    } else if ((m = /Scalar relativistic treatment of kinetic energy:\s*([\w\- ]+)/.exec(line))) {
      header.relativistic ??= m[1].trim()
    } else if (/Non-relativistic treatment of kinetic energy/.test(line)) {
      header.relativistic ??= 'Non-relativistic'
    } else if ((m = /Found k-point grid:\s*([\d ]+)/.exec(line))) {
      header.kGrid = numbersIn(m[1])
    } else if ((m = /(?:Occupation type:|Defaulting to)\s*Gaussian broadening, width\s*=\s*(\S+)\s*eV/.exec(line))) {
      header.smearing = { kind: 'gaussian', widthEv: Number(m[1]) }
    } else if ((m = /Convergence accuracy for geometry relaxation: Maximum force <\s*(\S+)\s*eV\/A/.exec(line))) {
      header.geometryForceToleranceEvPerAngstrom = Number(m[1])
    } else if ((m = /(?:No maximum number of relaxation steps, defaulting to|Maximum number of relaxation steps:?)\s*(\d+)/.exec(line))) {
      header.maxRelaxationSteps = Number(m[1])
    } else if ((m = /(?:Maximum number of s\.-c\. iterations\s*:|Presetting)\s*(\d+)\s*(?:iterations\.?)?\s*$/.exec(line))) {
      header.maxScfIterations ??= Number(m[1])
    } else if (/^\s*Input geometry:/.test(line)) {
      header.inputGeometry = readInputGeometry(lines, i + 1)
    }
  }
  // The number of k-points is reported at the start of the first s.c.f. cycle.
  for (let i = end; i < lines.length; i++) {
    const m = /\|\s*Number of k-points\s*:\s*(\d+)/.exec(lines[i])
    if (m) {
      header.nKPoints = Number(m[1])
      break
    }
    if (SECTION_TAIL.test(lines[i])) break
  }
  return header
}

/** The "Input geometry:" report: "| Unit cell:" rows, then "|    1: Species Al  x y z" rows. */
function readInputGeometry(lines: string[], from: number): Geometry | undefined {
  const cell: Vec3[] = []
  const labels: string[] = []
  const positions: Vec3[] = []
  let inCell = false
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]
    if (!line.trim()) {
      if (labels.length) break
      continue
    }
    if (!/^\s*\|/.test(line)) break
    if (/Unit cell:/.test(line)) {
      inCell = true
      continue
    }
    const atom = /^\s*\|\s*\d+:\s*Species\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)/.exec(line)
    if (atom) {
      inCell = false
      labels.push(atom[1])
      positions.push([Number(atom[2]), Number(atom[3]), Number(atom[4])])
      continue
    }
    const values = numbersIn(line)
    if (inCell && values.length === 3 && cell.length < 3) cell.push(values as Vec3)
    else inCell = false
  }
  if (!labels.length) return undefined
  return { labels, positions, lattice: cell.length === 3 ? (cell as Matrix3) : undefined }
}

/**
 * A structure block in a step section ("Updated atomic structure:", "Final atomic
 * structure:", MD's "Atomic structure (and velocities) …"): lattice_vector and atom lines.
 */
export function readStructureBlock(lines: string[], from: number, to: number): Geometry | undefined {
  const lattice: Vec3[] = []
  const labels: string[] = []
  const positions: Vec3[] = []
  for (let i = from; i < to; i++) {
    const line = lines[i].trim()
    if (!line || /x \[A\]/.test(line)) continue
    const words = line.split(/\s+/)
    if (words[0] === 'lattice_vector' && words.length >= 4) {
      lattice.push([Number(words[1]), Number(words[2]), Number(words[3])])
    } else if (words[0] === 'atom' && words.length >= 5) {
      labels.push(words[4])
      positions.push([Number(words[1]), Number(words[2]), Number(words[3])])
    } else if (words[0] === 'velocity' || words[0].startsWith('constrain') || words[0].startsWith('initial_')) {
      continue
    } else {
      break
    }
  }
  if (!labels.length || positions.some((p) => p.some((x) => !Number.isFinite(x)))) return undefined
  return { labels, positions, lattice: lattice.length === 3 ? (lattice as Matrix3) : undefined }
}
