// vasprun.xml on small hand-written files: a spin-polarised two-step relaxation and a
// line-mode band structure of a hybrid-functional run.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANGSTROM, EV, EV_PER_ANGSTROM, KBAR } from '../common'
import type { MainfileContext, ProcessingLogger } from '../types'
import { vaspParser, vasprunArchive } from '.'

const FIXTURES = join(__dirname, 'fixtures')

function recordingLogger() {
  const warnings: string[] = []
  const logger: ProcessingLogger = { debug() {}, info() {}, warning: (event) => void warnings.push(event), error: (event) => void warnings.push(event) }
  return { logger, warnings }
}

/** A parse context over in-memory files of one upload. */
function contextOf(mainfile: string, files: Record<string, Buffer>) {
  const { logger, warnings } = recordingLogger()
  const context: MainfileContext = {
    uploadId: 'test',
    mainfile,
    path: `/upload/${mainfile}`,
    readFile: async (path) => files[path],
    readMainfile: async () => files[mainfile],
    siblings: async () => Object.keys(files).map((path) => path.slice(path.lastIndexOf('/') + 1)),
    logger,
  }
  return { context, warnings }
}

type Loose = Record<string, any>
const runOf = (archive: Loose) => archive.run[0] as Loose

describe('a spin-polarised relaxation (fixtures/relax-spin)', () => {
  const bytes = readFileSync(join(FIXTURES, 'relax-spin/vasprun.xml'))
  const { logger, warnings } = recordingLogger()
  const archive = vasprunArchive(bytes, logger) as Loose
  const run = runOf(archive)

  it('reads without warnings; the version joins version, subversion and platform single-spaced', () => {
    expect(warnings).toEqual([])
    expect(run.program).toEqual({ name: 'VASP', version: '6.4.2 20Jul23 (build Oct 02 2023 10:00:00) complex parallel LinuxGNU' })
  })

  it('keeps the INCAR as given, entities decoded', () => {
    expect(run.x_vasp_incar_in).toMatchObject({ SYSTEM: 'NaCl test & check', ISPIN: 2, EDIFFG: -0.02, GGA: 'PS' })
  })

  it('reads the method from the parameters; a later separator reusing NELM does not override it', () => {
    expect(run.method[0]).toEqual({
      native_tier: 'normal',
      dft: { xc_functional: { name: 'GGA_C_PBE_SOL+GGA_X_PBE_SOL', component_names: ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'] } },
      electronic: { method: 'DFT', n_spin_channels: 2, smearing: { kind: 'methfessel-paxton', width: 0.2 * EV } },
      basis_set: [{ type: 'plane waves', cutoff: 400 * EV }],
      k_mesh: { generation_method: 'Monkhorst-Pack', grid: [2, 2, 2], offset: [0.5, 0.5, 0.5], n_points: 2, points: [[0.25, 0.25, 0.25], [0.25, -0.25, 0.25]], weights: [0.25, 0.75] },
      scf: { n_max_iteration: 60, threshold_energy_change: 1e-5 * EV },
    })
  })

  it('writes one system per ionic step in Cartesian metres, the last one representative', () => {
    expect(run.system).toHaveLength(2)
    expect(run.system[0].atoms.positions[1]).toEqual([2.82, 2.7636, 2.7636].map((x) => expect.closeTo(x * ANGSTROM, 22)))
    expect(run.system[1].atoms.positions[1]).toEqual([2.82, 2.82, 2.82].map((x) => expect.closeTo(x * ANGSTROM, 22)))
    expect(run.system[1].chemical_composition_hill).toBe('ClNa')
    expect(run.system.map((s: Loose) => s.is_representative)).toEqual([undefined, true])
    expect(run.calculation.map((c: Loose) => c.system_ref)).toEqual(['#/run/0/system/0', '#/run/0/system/1'])
  })

  it('maps energies, forces (eV/Å → N), stress (kB → Pa, sign as printed) and SCF steps of each step', () => {
    const [first, second] = run.calculation
    expect(first.energy).toEqual({ free: { value: -6.5 * EV }, total: { value: -6.4 * EV }, total_t0: { value: -6.45 * EV } })
    expect(first.forces.total.value).toEqual([[0.1 * EV_PER_ANGSTROM, 0, 0], [-0.1 * EV_PER_ANGSTROM, 0, 0]])
    expect(first.stress.total.value).toEqual([[12 * KBAR, KBAR, 0], [KBAR, 10 * KBAR, 0], [0, 0, -8 * KBAR]])
    expect(first.scf_iteration.map((s: Loose) => s.energy.total.value)).toEqual([-4.9 * EV, -6.4 * EV])
    expect(second.scf_iteration).toHaveLength(1)
    expect(first.eigenvalues).toBeUndefined()
  })

  it('reads eigenvalues per spin and k-point (projected ones skipped), band edges and the Fermi level', () => {
    const calculation = run.calculation[1]
    const eigenvalues = calculation.eigenvalues[0]
    expect(eigenvalues).toMatchObject({ n_spin_channels: 2, n_kpoints: 2, n_bands: 3, kpoints_weights: [0.25, 0.75] })
    expect(eigenvalues.energies[1][0]).toEqual([-9.8 * EV, -0.8 * EV, 4.2 * EV])
    // With spin polarisation vasprun's occupations (0…1) are kept as they are.
    expect(eigenvalues.occupations[1][1]).toEqual([1, 0.6, 0])
    expect(calculation.energy.fermi).toBeCloseTo(-0.4 * EV, 30)
    expect(calculation.energy.highest_occupied).toBeCloseTo(-0.3 * EV, 30)
    expect(calculation.energy.lowest_unoccupied).toBeCloseTo(-0.8 * EV, 30)
  })

  it('writes one total DOS section per spin channel in 1/J (partial DOS skipped)', () => {
    const dos = run.calculation[1].dos_electronic
    expect(dos).toHaveLength(2)
    expect(dos.map((d: Loose) => d.spin_channel)).toEqual([0, 1])
    expect(dos[0].energies).toEqual([-12, -6, 0, 6].map((e) => e * EV))
    expect(dos[1].total[0].value).toEqual([0, 0.4, 1.25, 0.125].map((v) => v / EV))
    expect(dos[0].energy_fermi).toBeCloseTo(-0.4 * EV, 30)
  })

  it('is an atomic relaxation (IBRION 2, ISIF 2) to forces below |EDIFFG| = 0.02 eV/Å', () => {
    expect(archive.workflow2).toEqual({
      m_def: 'simulationworkflowschema.GeometryOptimization',
      name: 'GeometryOptimization',
      method: { type: 'atomic', method: 'conjugate gradient', optimization_steps_maximum: 5, convergence_tolerance_force_maximum: 0.02 * EV_PER_ANGSTROM },
    })
  })

  it('keeps the complete steps of a copy cut inside the eigenvalues', () => {
    const cut = bytes.subarray(0, bytes.indexOf('<set comment="spin 2">'))
    const { logger, warnings } = recordingLogger()
    const truncated = runOf(vasprunArchive(cut, logger) as Loose)
    expect(warnings).toEqual([expect.stringContaining('ends inside <modeling><calculation><eigenvalues><array><set>')])
    expect(truncated.calculation).toHaveLength(2)
    expect(truncated.calculation[1].energy.total.value).toBe(-6.5 * EV)
    expect(truncated.calculation[1].eigenvalues).toBeUndefined()
  })
})

describe('a line-mode band structure with HSE06 (fixtures/bands)', () => {
  const vasprun = readFileSync(join(FIXTURES, 'bands/vasprun.xml'))
  const kpoints = readFileSync(join(FIXTURES, 'bands/KPOINTS'))

  it('names the hybrid from HFSCREEN = 0.2 with AEXX as exact-exchange mixing', async () => {
    const { context } = contextOf('si/vasprun.xml', { 'si/vasprun.xml': vasprun })
    const run = runOf(await vaspParser.parse(context))
    expect(run.method[0].dft.xc_functional).toEqual({ name: 'HYB_GGA_XC_HSE06', component_names: ['HYB_GGA_XC_HSE06'], exact_exchange_mixing_factor: 0.25 })
    expect(run.method[0].k_mesh.generation_method).toBe('Line-path')
    expect(run.method[0].k_mesh.grid).toBeUndefined()
  })

  it('splits the path into segments of `divisions` k-points, labelled from the KPOINTS beside it', async () => {
    const { context, warnings } = contextOf('si/vasprun.xml', { 'si/vasprun.xml': vasprun, 'si/KPOINTS': kpoints })
    const archive = (await vaspParser.parse(context)) as Loose
    const calculation = runOf(archive).calculation[0]
    expect(warnings).toEqual([])
    expect(calculation.eigenvalues).toBeUndefined()
    const band = calculation.band_structure_electronic[0]
    expect(band.segment).toHaveLength(2)
    expect(band.segment.map((s: Loose) => s.endpoints_labels)).toEqual([['Γ', 'X'], ['X', 'W']])
    expect(band.segment[1].kpoints).toEqual([[0.5, 0, 0.5], [0.5, 0.125, 0.625], [0.5, 0.25, 0.75]])
    expect(band.segment[0].energies[0][2]).toEqual([-4 * EV, 1.9 * EV])
    // Without spin polarisation occupations run 0…2.
    expect(band.segment[0].occupations[0][0]).toEqual([2, 0])
    expect(band.reciprocal_cell[0]).toEqual([-0.18281536, 0.18281536, 0.18281536].map((x) => expect.closeTo((x * 2 * Math.PI) / ANGSTROM, 0)))
    expect(band.energy_fermi).toBeCloseTo(0.5 * EV, 30)
    expect(calculation.energy.highest_occupied).toBeCloseTo(-3.5 * EV, 30)
    expect(calculation.energy.lowest_unoccupied).toBeCloseTo(1.5 * EV, 30)
    expect(archive.workflow2.name).toBe('SinglePoint')
  })

  it('leaves segments unlabelled without a line-mode KPOINTS, and says so when one is there but unlabelled', async () => {
    const alone = contextOf('si/vasprun.xml', { 'si/vasprun.xml': vasprun })
    expect(runOf(await vaspParser.parse(alone.context)).calculation[0].band_structure_electronic[0].segment[0].endpoints_labels).toBeUndefined()
    expect(alone.warnings).toEqual([])
    const automatic = contextOf('si/vasprun.xml', { 'si/vasprun.xml': vasprun, 'si/KPOINTS': Buffer.from('mesh\n0\nGamma\n 4 4 4\n') })
    await vaspParser.parse(automatic.context)
    expect(automatic.warnings).toEqual([expect.stringContaining('not a labelled line-mode file')])
  })
})

describe('files that are not VASP output', () => {
  it('fails on XML without a VASP generator or calculations', () => {
    const { logger } = recordingLogger()
    expect(() => vasprunArchive(Buffer.from('<?xml version="1.0"?>\n<modeling><generator><i name="program" type="string">other</i></generator></modeling>'), logger)).toThrow(/not a VASP vasprun.xml/)
  })
})
