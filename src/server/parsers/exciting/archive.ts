// Assembles the archive of an exciting run from INFO.OUT and the files beside it.
import { elementBySymbol } from '../../../core/chemistry'
import { ANGSTROM, BOHR, HARTREE, HARTREE_PER_BOHR, libxcComponents, linesOf, linkRun, systemOf, workflowOf, xcFunctionalSection } from '../common'
import type { CalculationOut, Matrix3, MethodOut, RunOut, SystemOut, Vec3 } from '../common'
import type { Archive, ProcessingLogger } from '../types'
import { readBandstructureXml, readDosXml, readEigval, readTdos } from './files'
import { readInfo, valueOf } from './info'
import type { InfoOut, ModuleRun, ScfBlock } from './info'

/** exciting's xctype numbers → libxc components (NOMAD's table, with libxc's LDA exchange name). */
const XC_TYPES: Record<number, readonly string[]> = {
  2: libxcComponents('PZ')!,
  3: libxcComponents('PW')!,
  4: ['LDA_C_XALPHA'],
  5: ['LDA_C_VBH'],
  20: libxcComponents('PBE')!,
  21: libxcComponents('revPBE')!,
  22: libxcComponents('PBEsol')!,
  26: libxcComponents('WC')!,
  30: libxcComponents('AM05')!,
  300: ['GGA_C_BGCP', 'GGA_X_PBE'],
  406: libxcComponents('PBE0')!,
  408: ['HYB_GGA_XC_HSE03'],
}
const HYBRID_MIXING: Record<number, number> = { 406: 0.25, 408: 0.25 }

const SMEARING: [RegExp, string][] = [
  [/^Gaussian/i, 'gaussian'],
  [/^Methfessel-Paxton/i, 'methfessel-paxton'],
  [/^Fermi-Dirac/i, 'fermi'],
  [/^Extended/i, 'tetrahedra'],
]

/** Files beside INFO.OUT, by name; undefined when absent. */
export type Neighbour = (name: string) => Promise<string | undefined>

function elementOf(label: string, speciesFileSymbol: string | undefined): string {
  for (const candidate of [label, speciesFileSymbol, /^[A-Z][a-z]?/.exec(label)?.[0]]) {
    if (candidate && elementBySymbol(candidate)) return candidate
  }
  return 'X'
}

async function structureOf(info: InfoOut, neighbour: Neighbour): Promise<SystemOut | undefined> {
  if (!info.lattice || !info.species.length) return undefined
  const toAngstrom = BOHR / ANGSTROM
  const lattice = info.lattice.map((row) => row.map((x) => x * toAngstrom)) as Matrix3
  const labels: string[] = []
  const positions: Vec3[] = []
  for (const species of info.species) {
    // The species file names the chemical symbol when the label in INFO.OUT is not one.
    let fileSymbol: string | undefined
    if (!elementBySymbol(species.label) && species.file) {
      fileSymbol = /chemicalSymbol="([^"]+)"/.exec((await neighbour(species.file)) ?? '')?.[1]
    }
    const element = elementOf(species.label, fileSymbol)
    for (const p of species.positions) {
      labels.push(element)
      positions.push(
        species.positionsFormat === 'lattice'
          ? ([0, 1, 2].map((j) => p[0] * lattice[0][j] + p[1] * lattice[1][j] + p[2] * lattice[2][j]) as Vec3)
          : (p.map((x) => x * toAngstrom) as Vec3),
      )
    }
  }
  return systemOf({ labels, positions, lattice, periodic: [true, true, true] })
}

async function xcFunctional(info: InfoOut, neighbour: Neighbour) {
  if (info.xcType === undefined) return undefined
  const known = XC_TYPES[info.xcType]
  if (known) return xcFunctionalSection(known, HYBRID_MIXING[info.xcType])
  if (info.xcType === 100) {
    // libxc functionals are named in input.xml: <libxc exchange="XC_GGA_X_PBE" correlation="XC_GGA_C_PBE"/>.
    const input = (await neighbour('input.xml')) ?? ''
    const tag = /<libxc\b[^>]*>/.exec(input)?.[0] ?? ''
    const names = ['exchange', 'correlation', 'xc']
      .map((name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1])
      .filter((name): name is string => !!name && name !== 'none')
      .map((name) => name.replace(/^XC_/, ''))
    return names.length ? xcFunctionalSection(names) : undefined
  }
  return undefined
}

async function methodOf(info: InfoOut, nSpin: number, neighbour: Neighbour, warn: (m: string) => void): Promise<MethodOut> {
  const method: MethodOut = { electronic: { method: 'DFT', n_spin_channels: nSpin } }
  const scheme = info.init.get('Smearing scheme')
  const width = Number(info.init.get('Smearing width'))
  const kind = scheme ? SMEARING.find(([pattern]) => pattern.test(scheme))?.[1] : undefined
  if (kind || Number.isFinite(width)) {
    method.electronic!.smearing = { ...(kind ? { kind } : {}), ...(Number.isFinite(width) ? { width: width * HARTREE } : {}) }
  }
  const rgkmax = Number(info.init.get('R^MT_min * |G+k|_max (rgkmax)'))
  method.basis_set = [{ type: '(L)APW+lo', ...(Number.isFinite(rgkmax) ? { cutoff_fractional: rgkmax } : {}) }]
  const grid = (info.init.get('k-point grid') ?? '').trim().split(/\s+/).map(Number)
  if (grid.length === 3 && grid.every(Number.isInteger)) {
    const offset = (info.init.get('k-point offset') ?? '').trim().split(/\s+/).map(Number)
    const nPoints = Number(info.init.get('Total number of k-points'))
    method.k_mesh = {
      grid,
      offset: offset.length === 3 && offset.every(Number.isFinite) ? offset : [0, 0, 0],
      ...(Number.isInteger(nPoints) ? { n_points: nPoints } : {}),
    }
  }
  const xc = await xcFunctional(info, neighbour)
  if (xc) method.dft = { xc_functional: xc }
  else warn(`Exchange-correlation type ${info.xcType ?? '(not printed)'} has no libxc name here; xc_functional is not set.`)
  // The energy target is printed with every iteration after the first: "(target)" in parentheses.
  const module = info.modules.find((m) => m.kind === 'groundstate') ?? info.modules[0]
  const target = module?.iterations.at(-1)?.values.get('Absolute change in total energy (target)')?.[1]
  if (target !== undefined) method.scf = { threshold_energy_change: target * HARTREE }
  return method
}

function energyOf(block: ScfBlock): NonNullable<CalculationOut['energy']> {
  const energy: NonNullable<CalculationOut['energy']> = {}
  const total = valueOf(block, 'Total energy', 'total energy')
  if (total !== undefined) energy.total = { value: total * HARTREE }
  const fermi = valueOf(block, 'Fermi energy', 'Fermi')
  if (fermi !== undefined) energy.fermi = fermi * HARTREE
  return energy
}

/** A calculation with exciting's own extras next to the common fields. */
type ExcitingCalculation = CalculationOut & { x_exciting_gap?: number }

function calculationOf(module: ModuleRun): ExcitingCalculation | undefined {
  const final = module.final ?? module.iterations.at(-1)
  if (!final) return undefined
  const calculation: ExcitingCalculation = {}
  const energy = energyOf(final)
  if (Object.keys(energy).length) calculation.energy = energy
  const gap = valueOf(final, 'Estimated fundamental gap')
  if (gap !== undefined) calculation.x_exciting_gap = gap * HARTREE
  if (module.forces?.length) calculation.forces = { total: { value: module.forces.map((f) => f.map((x) => x * HARTREE_PER_BOHR)) } }
  calculation.scf_iteration = module.iterations.map((block) => ({ energy: energyOf(block) }))
  return calculation
}

/** Auxiliary files of the ground state: eigenvalues, DOS (dos.xml before TDOS.OUT), band structure. */
async function addFiles(calculation: CalculationOut, info: InfoOut, nSpin: number, neighbour: Neighbour, warn: (m: string) => void) {
  const eigval = await neighbour('EIGVAL.OUT')
  if (eigval !== undefined) {
    const eigenvalues = readEigval(eigval, nSpin)
    if (eigenvalues) calculation.eigenvalues = [eigenvalues]
    else warn('EIGVAL.OUT beside INFO.OUT could not be read; eigenvalues are left out.')
  }
  const fermi = calculation.energy?.fermi
  if (fermi === undefined) return
  const dosXml = await neighbour('dos.xml')
  const dos = dosXml !== undefined ? readDosXml(dosXml, fermi) : await neighbour('TDOS.OUT').then((t) => (t !== undefined ? readTdos(t, fermi) : undefined))
  if (dos) calculation.dos_electronic = dos
  const bandXml = await neighbour('bandstructure.xml')
  if (bandXml !== undefined) {
    const reciprocal = info.reciprocal?.map((row) => row.map((x) => x / BOHR))
    const band = readBandstructureXml(bandXml, fermi, nSpin, reciprocal)
    if (band) calculation.band_structure_electronic = [band]
    else warn('bandstructure.xml beside INFO.OUT could not be read; the band structure is left out.')
  }
}

export async function parseInfoOut(text: string, neighbour: Neighbour, logger: ProcessingLogger): Promise<Archive> {
  const info = readInfo(linesOf(text))
  if (info.version === undefined && !info.lattice) throw new Error('The file is not an exciting INFO.OUT: no start banner and no initialization.')
  const warn = (message: string) => logger.warning(message)
  const nSpin = /^spin-unpolarised/i.test(info.init.get('Spin treatment') ?? 'spin-unpolarised') ? 1 : 2

  const run: RunOut = { program: { name: 'exciting', ...(info.version ? { version: info.version } : {}) } }
  run.method = [await methodOf(info, nSpin, neighbour, warn)]
  const system = await structureOf(info, neighbour)
  if (system) run.system = [system]
  else warn('INFO.OUT holds no complete initialization (cell and atoms); no structure is read.')

  const calculations: CalculationOut[] = []
  for (const module of info.modules) {
    const calculation = calculationOf(module)
    if (!calculation) continue
    if (module.kind === 'groundstate') await addFiles(calculation, info, nSpin, neighbour, warn)
    calculations.push(calculation)
  }
  if (calculations.length) run.calculation = calculations
  if (!info.modules.length) warn('INFO.OUT holds no ground-state run.')
  if (info.modules.some((m) => !m.stopped) || !info.stopped) warn('INFO.OUT ends before exciting stopped; the last calculation may be incomplete.')
  if (info.structureOptimization) warn('The structure-optimization steps of INFO.OUT are not read; only the initial structure is.')

  linkRun(run, () => (run.system ? 0 : undefined))
  return { run: [run], workflow2: workflowOf('SinglePoint') }
}
