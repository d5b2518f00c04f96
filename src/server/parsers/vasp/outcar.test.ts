// OUTCAR on a small hand-written file: a spin-unpolarised SCAN single point.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ANGSTROM, EV, EV_PER_ANGSTROM, KBAR } from '../common'
import type { ProcessingLogger } from '../types'
import { outcarArchive } from '.'
import { outcarVersion, readOutcar } from './outcar'

const text = readFileSync(join(__dirname, 'fixtures/outcar-scf/OUTCAR'), 'latin1')

function recordingLogger() {
  const warnings: string[] = []
  const logger: ProcessingLogger = { debug() {}, info() {}, warning: (event) => void warnings.push(event), error: (event) => void warnings.push(event) }
  return { logger, warnings }
}

type Loose = Record<string, any>

describe('OUTCAR of a SCAN single point (fixtures/outcar-scf)', () => {
  const { logger, warnings } = recordingLogger()
  const archive = outcarArchive(text, logger) as Loose
  const run = archive.run[0]

  it('reads the header as NOMAD does: a run "running on N cores" is parallel', () => {
    expect(warnings).toEqual([])
    expect(run.program).toEqual({ name: 'VASP', version: '6.3.0 20Jan22 complex parallel LinuxGNU' })
  })

  it('takes the settings from the parameter block: METAGGA SCAN, tetrahedra, EDIFF, cutoff, PREC', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['MGGA_C_SCAN', 'MGGA_X_SCAN'])
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1, smearing: { kind: 'tetrahedra' } })
    expect(method.basis_set).toEqual([{ type: 'plane waves', cutoff: 450 * EV }])
    expect(method.native_tier).toBe('normal')
    expect(method.scf).toEqual({ n_max_iteration: 60, threshold_energy_change: 1e-6 * EV })
    // Multiplicities 1 and 3 become weights.
    expect(method.k_mesh).toEqual({ n_points: 2, points: [[0, 0, 0], [0.5, 0, 0]], weights: [0.25, 0.75] })
  })

  it('maps TOTEN → free, energy without entropy → total, energy(sigma->0) → total_t0, for the step and each SCF iteration', () => {
    const calculation = run.calculation[0]
    expect(calculation.energy).toMatchObject({ free: { value: -10.8 * EV }, total: { value: -10.79 * EV }, total_t0: { value: -10.795 * EV } })
    expect(calculation.scf_iteration.map((s: Loose) => s.energy.free.value)).toEqual([10.12345678 * EV, -10.8 * EV])
  })

  it('reads stress in the order XX YY ZZ XY YZ ZX, forces, structure and eigenvalues', () => {
    const calculation = run.calculation[0]
    expect(calculation.stress.total.value).toEqual([[1, 0.4, 0.6], [0.4, 2, 0.5], [0.6, 0.5, 3]].map((row) => row.map((v) => v * KBAR)))
    expect(calculation.forces.total.value[1]).toEqual([-0.01, 0.02, -0.03].map((f) => f * EV_PER_ANGSTROM))
    expect(run.system).toHaveLength(1)
    expect(run.system[0].atoms.positions[1]).toEqual([1.3575, 1.3575, 1.3575].map((x) => expect.closeTo(x * ANGSTROM, 22)))
    expect(run.system[0].atoms.labels).toEqual(['Si', 'Si'])
    expect(calculation.eigenvalues[0]).toMatchObject({ n_spin_channels: 1, n_kpoints: 2, n_bands: 4, kpoints_weights: [0.25, 0.75] })
    expect(calculation.eigenvalues[0].occupations[0][1]).toEqual([2, 2, 2, 0])
    expect(calculation.energy.fermi).toBeCloseTo(5.9 * EV, 30)
    expect(calculation.energy.highest_occupied).toBeCloseTo(6.2 * EV, 30)
    expect(calculation.energy.lowest_unoccupied).toBeCloseTo(6.8 * EV, 30)
    expect(archive.workflow2.name).toBe('SinglePoint')
  })

  it('keeps the SCF iterations of a file cut before the final energies, with a warning', () => {
    const { logger, warnings } = recordingLogger()
    const cut = outcarArchive(text.slice(0, text.indexOf('FREE ENERGIE')), logger) as Loose
    expect(warnings).toEqual([expect.stringContaining('inside ionic step 1, before its final energies')])
    expect(cut.run[0].calculation[0].scf_iteration).toHaveLength(2)
    expect(cut.run[0].calculation[0].energy.free).toBeUndefined()
  })

  it('drops an eigenvalue listing cut in the middle', () => {
    const cutText = text.slice(0, text.indexOf('      2      -0.8000'))
    const { content } = readOutcar(cutText)
    const { logger, warnings } = recordingLogger()
    const cut = outcarArchive(cutText, logger) as Loose
    // The second k-point has one band of four.
    expect(content.steps[0].eigenvalues?.energies[0].map((k) => k.length)).toEqual([4, 1])
    expect(cut.run[0].calculation[0].eigenvalues).toBeUndefined()
    expect(warnings).toContainEqual(expect.stringContaining('eigenvalues of step 1 do not match'))
  })

  it('fails on text that is no OUTCAR', () => {
    expect(() => outcarArchive('just some text\n', recordingLogger().logger)).toThrow(/not a VASP OUTCAR/)
  })
})

describe('OUTCAR header', () => {
  it.each([
    [' vasp.5.3.2 13Sep12 (build Mar 19 2013 10:46:17) complex\n\n executed on             LinuxIFC date 2013.12.05  17:01:31\n serial version', '5.3.2 13Sep12 complex serial LinuxIFC'],
    [' vasp.6.4.2 20Jul23 (build Oct 02 2023 10:00:00) gamma-only\n executed on  IFC91_ompi date 2024.01.02  10:00:00\n running on   32 total cores', '6.4.2 20Jul23 gamma-only parallel IFC91_ompi'],
  ])('%j → %s', (head, version) => {
    expect(outcarVersion(head.split('\n'))).toBe(version)
  })
})
