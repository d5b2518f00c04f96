import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mainfileMatcher, readHead } from '../../processing/matching'
import { BOHR, HARTREE, HARTREE_PER_BOHR, KELVIN_ENERGY, RYDBERG } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import { cp2kParser } from '.'
import { isOn, keywordOf, readCp2kInput, sectionAt } from './input'
import { readCp2kOutput } from './output'
import { readXyzFrames } from './trajectory'

const SHARED = sharedParserFixtures('cp2k')
const OWN = join(__dirname, 'fixtures')

describe('CP2K parser on the shared Si bulk single point (si_bulk8.out + si_bulk8.inp)', async () => {
  const processed = await processMainfile(cp2kParser, SHARED, 'si_bulk8.out')
  const { run, results } = processed

  it('parses without warnings and names the program as NOMAD does', () => {
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings).toEqual([])
    expect(run.program).toEqual({ name: 'CP2K', version: 'CP2K version 2.6.2' })
    expect(run.x_cp2k_run_type).toBe('ENERGY_FORCE')
  })

  it('reads the method: PADE as LDA_XC_TETER93, GPW basis, SCF threshold', () => {
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['LDA_XC_TETER93'])
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1 })
    // 150 Ry density cutoff printed as 150.0 a.u. = 300 Ry (MGRID CUTOFF 300).
    expect(method.basis_set[0].type).toBe('plane waves')
    expect(method.basis_set[0].cutoff).toBeCloseTo(6.53961708e-16, 22)
    expect(method.basis_set[0].cutoff).toBeCloseTo(300 * RYDBERG, 22)
    expect(method.basis_set[1]).toEqual({ type: 'gaussians', name: 'DZVP-GTH-PADE' })
    expect(method.scf.threshold_energy_change / 4.35974472220717e-25).toBeCloseTo(1, 8)
    expect(method.scf.n_max_iteration).toBe(300)
  })

  it('reads one system: 8 Si in the printed cell, periodic', () => {
    expect(run.system).toHaveLength(1)
    const atoms = run.system[0].atoms
    expect(atoms.labels).toEqual(Array(8).fill('Si'))
    expect(atoms.positions[6][2] / 4.073023e-10).toBeCloseTo(1, 9)
    expect(atoms.lattice_vectors[2][2] / 5.431e-10).toBeCloseTo(1, 9)
    expect(atoms.periodic).toEqual([true, true, true])
    expect(results.material.chemical_formula_hill).toBe('Si8')
    expect(results.material.chemical_formula_reduced).toBe('Si')
    expect(results.material.symmetry.space_group_number).toBe(227)
  })

  it('reads one calculation: ENERGY| total energy, forces and the 10 SCF steps (not the atomic guess)', () => {
    expect(run.calculation).toHaveLength(1)
    const calculation = run.calculation[0]
    expect(calculation.energy.total.value / -1.36450791e-16).toBeCloseTo(1, 7)
    expect(calculation.energy.total.value).toBeCloseTo(-31.297885372811063 * HARTREE, 25)
    expect(calculation.forces.total.value).toHaveLength(8)
    expect(calculation.forces.total.value[4][1] / -8.2387235e-16).toBeCloseTo(1, 6)
    expect(calculation.scf_iteration).toHaveLength(10)
    expect(calculation.scf_iteration[1].energy.total.value / -1.35770357e-16).toBeCloseTo(1, 7)
    expect(calculation.system_ref).toBe('#/run/0/system/0')
    expect(calculation.method_ref).toBe('#/run/0/method/0')
  })

  it('writes a SinglePoint workflow', () => {
    expect(processed.archive.workflow2).toMatchObject({ name: 'SinglePoint' })
  })
})

describe('CP2K parser on a geometry optimisation (own fixture)', async () => {
  const processed = await processMainfile(cp2kParser, OWN, 'h2o_geo_opt/h2o.out')
  const { run } = processed

  it('reads settings only the input holds: functional subsections, @SET cutoff, smearing', () => {
    expect(processed.warnings).toEqual([])
    const method = run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_LYP', 'GGA_X_B88'])
    expect(method.basis_set[0].cutoff).toBeCloseTo(400 * RYDBERG, 22)
    expect(method.electronic.smearing.kind).toBe('fermi')
    expect(method.electronic.smearing.width).toBeCloseTo(500 * KELVIN_ENERGY, 25)
  })

  it('makes one calculation per optimisation step, each with its trajectory frame', () => {
    expect(run.calculation.map((c) => c.energy.total.value / HARTREE)).toEqual([
      expect.closeTo(-17.15, 10),
      expect.closeTo(-17.155, 10),
      expect.closeTo(-17.156, 10),
    ])
    expect(run.calculation.map((c) => c.scf_iteration.length)).toEqual([2, 2, 1])
    expect(run.system).toHaveLength(3)
    expect(run.calculation.map((c) => c.system_ref)).toEqual(['#/run/0/system/0', '#/run/0/system/1', '#/run/0/system/2'])
    expect(run.system[2].atoms.positions[0][1] / 2.985e-10).toBeCloseTo(1, 9)
    expect(run.system[2].atoms.labels).toEqual(['O', 'H', 'H'])
    // PERIODIC NONE: a molecule in a box.
    expect(run.system[0].atoms.periodic).toEqual([false, false, false])
    expect(run.calculation[2].forces.total.value[0][1]).toBeCloseTo(0.0001 * HARTREE_PER_BOHR, 15)
  })

  it('writes a GeometryOptimization workflow with the optimiser and its limits', () => {
    const workflow = processed.archive.workflow2 as any
    expect(workflow.name).toBe('GeometryOptimization')
    expect(workflow.method).toMatchObject({ type: 'atomic', method: 'bfgs', optimization_steps_maximum: 50 })
    expect(workflow.method.convergence_tolerance_force_maximum).toBeCloseTo(0.00045 * HARTREE_PER_BOHR, 15)
    expect(workflow.method.convergence_tolerance_displacement_maximum).toBeCloseTo(0.003 * BOHR, 20)
  })
})

describe('CP2K parser on cut-off files', () => {
  function truncatedCopy(source: string, fraction: number, withInput: boolean): string {
    const dir = mkdtempSync(join(tmpdir(), 'cp2k-'))
    const text = readFileSync(join(SHARED, source), 'utf8')
    writeFileSync(join(dir, source), text.slice(0, Math.floor(text.length * fraction)))
    if (withInput) copyFileSync(join(SHARED, 'si_bulk8.inp'), join(dir, 'si_bulk8.inp'))
    return dir
  }

  it('keeps what was read before the cut and warns', async () => {
    // Cut in the SCF loop: structure and method, but no finished evaluation.
    const processed = await processMainfile(cp2kParser, truncatedCopy('si_bulk8.out', 0.55, true), 'si_bulk8.out')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.run.system[0].atoms.n_atoms).toBe(8)
    expect(processed.run.calculation).toBeUndefined()
    expect(processed.warnings.some((w) => w.includes('PROGRAM ENDED'))).toBe(true)
    expect(processed.warnings.some((w) => w.includes('No completed force evaluation'))).toBe(true)
  })

  it('warns when the input file named in the output is missing', async () => {
    const processed = await processMainfile(cp2kParser, truncatedCopy('si_bulk8.out', 1, false), 'si_bulk8.out')
    expect(processed.status).toBe('SUCCESS')
    expect(processed.warnings.some((w) => w.includes('si_bulk8.inp'))).toBe(true)
    // The functional then comes from the output's FUNCTIONAL| line.
    expect(processed.run.method[0].dft.xc_functional.component_names).toEqual(['LDA_XC_TETER93'])
  })
})

describe('CP2K output reader', () => {
  it('puts a STRESS TENSOR [GPa] table on the force evaluation printed before it', () => {
    const output = readCp2kOutput(
      [
        ' ENERGY| Total FORCE_EVAL ( QS ) energy (a.u.):              -1.5',
        ' STRESS TENSOR [GPa]',
        '',
        '                        X               Y               Z',
        '  X        1.00000000      0.10000000      0.00000000',
        '  Y        0.10000000      2.00000000      0.00000000',
        '  Z        0.00000000      0.00000000      3.00000000',
        '',
      ].join('\n'),
    )
    expect(output.evaluations[0].stress).toEqual([
      [1, 0.1, 0],
      [0.1, 2, 0],
      [0, 0, 3],
    ])
  })

  it('gives up a block whose rows never come instead of swallowing the file', () => {
    const output = readCp2kOutput([' ATOMIC FORCES in [a.u.]', ...Array(8).fill(' unexpected'), ' GLOBAL| Run type   GEO_OPT'].join('\n'))
    expect(output.runType).toBe('GEO_OPT')
  })
})

describe('CP2K input and trajectory readers', () => {
  it('reads nested sections, keywords, section parameters and @SET variables', () => {
    const { root, warnings } = readCp2kInput('@SET N 3\n&A x ! comment\n  KEY  1 ${N}\n  &B OFF\n  &END B\n&END A\n@INCLUDE other.inc\n')
    expect(sectionAt(root, 'A')?.parameter).toBe('x')
    expect(keywordOf(sectionAt(root, 'a'), 'key')).toBe('1 3')
    expect(isOn(sectionAt(root, 'A/B')?.parameter)).toBe(false)
    expect(isOn(undefined)).toBe(true)
    expect(warnings).toHaveLength(1)
  })

  it('reads complete XYZ frames with their step numbers and drops a cut-off last frame', () => {
    const text = readFileSync(join(OWN, 'h2o_geo_opt/H2O-pos-1.xyz'), 'utf8')
    expect(readXyzFrames(text).map((f) => f.step)).toEqual([0, 1, 2])
    expect(readXyzFrames(text.slice(0, text.length - 60))).toHaveLength(2)
  })
})

describe('CP2K mainfile matching', () => {
  const match = mainfileMatcher([cp2kParser.metadata])

  it('claims the output by its banner and not the input file', async () => {
    expect(match('si/si_bulk8.out', await readHead(join(SHARED, 'si_bulk8.out')))).toEqual([{ parser: 'parsers/cp2k', alternative: false }])
    expect(match('si/si_bulk8.inp', await readHead(join(SHARED, 'si_bulk8.inp')))).toEqual([])
  })

  it('matches the banner in a file with Windows line ends', () => {
    const crlf = Buffer.from(readFileSync(join(SHARED, 'si_bulk8.out'), 'latin1').replace(/\n/g, '\r\n'), 'latin1')
    expect(match('si/si_bulk8.out', crlf)).toHaveLength(1)
  })
})
