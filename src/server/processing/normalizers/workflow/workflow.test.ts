import { describe, expect, it } from 'vitest'
import type { Matrix3, Vec3 } from '../../../../core/chemistry'
import { ANGSTROM, EV, EV_PER_ANGSTROM, linkRun, workflowOf } from '../../../parsers/common'
import type { CalculationOut, RunOut, SystemOut } from '../../../parsers/common'
import type { Archive } from '../../../parsers/types'
import { detectWorkflow, workflowNormalizer } from '.'
import { atomsAt, cubic, recordingContext, resolveRef } from './testing'

const energy = (eV: number) => ({ total: { value: eV * EV } })

/** A run with one system and calculation per step, linked as parsers link them. */
function steps(systems: SystemOut[], calculations: CalculationOut[], method: RunOut['method'] = [{}]): RunOut {
  return linkRun({ program: { name: 'VASP' }, method, system: systems, calculation: calculations })
}

function normalised(archive: Archive) {
  const { context, entries } = recordingContext()
  workflowNormalizer.normalize(archive, context)
  return { workflow: archive.workflow2 as Record<string, any>, entries }
}

// Two atoms in a 4 Å cube relaxing; in the last step atom 0 crosses the cell boundary.
const CELL = cubic(4)
const relaxation = (): RunOut =>
  steps(
    [
      atomsAt(CELL, [[0, 0, 0], [2, 2, 2]], ['Si', 'Si']),
      atomsAt(CELL, [[0, 0, 0], [2.1, 2, 2]], ['Si', 'Si']),
      atomsAt(CELL, [[3.98, 0, 0], [2.05, 2, 2]], ['Si', 'Si']),
    ],
    [
      { energy: energy(-10) },
      { energy: energy(-10.5) },
      {
        energy: energy(-10.52),
        forces: { total: { value: [[0.01 * EV_PER_ANGSTROM, 0, 0], [0, 0.03 * EV_PER_ANGSTROM, 0.04 * EV_PER_ANGSTROM]] } },
      },
    ],
  )

describe('workflow detection', () => {
  it('calls a run whose calculations evaluate changing structures a geometry optimisation', () => {
    const { workflow, entries } = normalised({ run: [relaxation()] })
    expect(workflow).toMatchObject({ name: 'GeometryOptimization', m_def: 'simulationworkflowschema.GeometryOptimization' })
    expect(entries.some((e) => e.level === 'INFO' && e.event.includes('GeometryOptimization'))).toBe(true)
  })

  it('calls one calculation, or several of the same structure, a single point', () => {
    const system = atomsAt(CELL, [[0, 0, 0]], ['Si'])
    expect(detectWorkflow(steps([system], [{ energy: energy(-1) }]) as never)).toBe('SinglePoint')
    const sameTwice = steps([system, structuredClone(system)], [{ energy: energy(-1) }, { energy: energy(-1) }])
    expect(detectWorkflow(sameTwice as never)).toBe('SinglePoint')
    expect(normalised({ run: [sameTwice] }).workflow.name).toBe('SinglePoint')
  })

  it('leaves entries without a run, or a run without calculations, without a workflow', () => {
    expect(normalised({ data: { name: 'sample' } }).workflow).toBeUndefined()
    expect(normalised({ run: [{ program: { name: 'CIF' }, system: [atomsAt(CELL, [[0, 0, 0]], ['Si'])] }] }).workflow).toBeUndefined()
  })
})

describe('geometry optimisation results', () => {
  it('does not count a final structure that was listed without being evaluated as a step', () => {
    const run = relaxation()
    run.system!.push(structuredClone(run.system![2]))
    run.calculation!.push({})
    const { workflow, entries } = normalised({ run: [linkRun(run)], workflow2: workflowOf('GeometryOptimization') })
    expect(workflow.results.optimization_steps).toBe(3)
    expect(workflow.results.energies).toHaveLength(3)
    expect(workflow.results.final_force_maximum / EV_PER_ANGSTROM).toBeCloseTo(0.05, 12)
    expect(entries.filter((e) => e.level === 'WARNING')).toEqual([])
  })

  it('gives the energies and final changes of the last step, checked by hand', () => {
    const { workflow } = normalised({ run: [relaxation()] })
    const results = workflow.results
    expect(results.optimization_steps).toBe(3)
    expect(results.energies).toEqual([-10 * EV, -10.5 * EV, -10.52 * EV])
    expect(results.final_energy_difference).toBeCloseTo(0.02 * EV, 30)
    // |(0, 0.03, 0.04)| = 0.05 eV/Å
    expect(results.final_force_maximum / EV_PER_ANGSTROM).toBeCloseTo(0.05, 12)
    // Atom 0 moved 0.02 Å across the boundary (not 3.98 Å); atom 1 moved 0.05 Å.
    expect(results.final_displacement_maximum / ANGSTROM).toBeCloseTo(0.05, 10)
    expect(results.calculation_result_ref).toBe('#/run/0/calculation/2')
    expect(workflow.method.type).toBe('atomic')
  })

  it('is converged when any given criterion is met', () => {
    const check = (method: Record<string, number>) => {
      const archive: Archive = { run: [relaxation()], workflow2: workflowOf('GeometryOptimization', method) }
      return normalised(archive).workflow.results.is_converged_geometry
    }
    expect(check({ convergence_tolerance_energy_difference: 0.01 * EV })).toBe(false)
    expect(check({ convergence_tolerance_energy_difference: 0.01 * EV, convergence_tolerance_force_maximum: 0.1 * EV_PER_ANGSTROM })).toBe(true)
    expect(check({ convergence_tolerance_force_maximum: 0.01 * EV_PER_ANGSTROM })).toBe(false)
    const archive: Archive = { run: [relaxation()] }
    expect(normalised(archive).workflow.results.is_converged_geometry).toBeUndefined()
  })

  it('tells scaled cells (cell_volume) from reshaped ones (cell_shape)', () => {
    const scale = (m: Matrix3, f: number) => m.map((row) => row.map((x) => x * f)) as Matrix3
    const typeOf = (last: Matrix3) => {
      const run = steps(
        [atomsAt(CELL, [[0, 0, 0]], ['Si']), atomsAt(last, [[0, 0, 0]], ['Si'])],
        [{ energy: energy(-1) }, { energy: energy(-1.1) }],
      )
      return normalised({ run: [run], workflow2: workflowOf('GeometryOptimization') }).workflow.method.type
    }
    expect(typeOf(scale(CELL, 1.02))).toBe('cell_volume')
    expect(typeOf([[4, 0, 0], [0.2, 4, 0], [0, 0, 4]])).toBe('cell_shape')
  })

  it('keeps what the parser set', () => {
    const archive: Archive = {
      run: [relaxation()],
      workflow2: { ...workflowOf('GeometryOptimization', { type: 'cell_shape' }), results: { final_energy_difference: 1e-22 } },
    }
    const { workflow } = normalised(archive)
    expect(workflow.method.type).toBe('cell_shape')
    expect(workflow.results.final_energy_difference).toBe(1e-22)
    expect(workflow.results.optimization_steps).toBe(3)
  })

  it('falls back to free energies when a step lacks the total energy', () => {
    const run = relaxation()
    run.calculation = run.calculation!.map((c, i) => ({ ...c, energy: { free: { value: -i * EV } } }))
    expect(normalised({ run: [run] }).workflow.results.energies).toEqual([-0, -EV, -2 * EV])
  })

  it('links the steps as tasks, each reading the structure the step before produced', () => {
    const archive: Archive = { run: [relaxation()] }
    const { workflow } = normalised(archive)
    expect(workflow.tasks.map((t: { name: string }) => t.name)).toEqual(['Step 0', 'Step 1', 'Step 2'])
    expect(workflow.tasks[2].inputs).toContainEqual({ name: 'Input system', section: '#/run/0/system/1' })
    expect(workflow.outputs).toContainEqual({ name: 'Output calculation', section: '#/run/0/calculation/2' })
    const links = [workflow.inputs, workflow.outputs, ...workflow.tasks.flatMap((t: { inputs: unknown[]; outputs: unknown[] }) => [t.inputs, t.outputs])].flat()
    for (const link of links) expect(resolveRef(archive, link.section), link.section).toBeDefined()
  })
})

describe('single point results', () => {
  const scf = (eV: number[]) => eV.map((e) => ({ energy: energy(e) }))
  const singlePoint = (threshold?: number): Archive => ({
    run: [steps(
      [atomsAt(CELL, [[0, 0, 0]], ['Si'])],
      [{ energy: energy(-10.41), scf_iteration: scf([-10, -10.4, -10.41, -10.41]) }],
      [{ scf: threshold === undefined ? undefined : { threshold_energy_change: threshold * EV } }],
    )],
    workflow2: workflowOf('SinglePoint'),
  })

  it('counts SCF steps and takes the last non-zero energy change', () => {
    const { workflow } = normalised(singlePoint())
    expect(workflow.results).toMatchObject({ n_scf_steps: 4, calculation: '#/run/0/calculation/0', system: '#/run/0/system/0' })
    expect(workflow.results.final_scf_energy_difference / EV).toBeCloseTo(0.01, 10)
    expect(workflow.results.is_converged).toBeUndefined()
    expect(workflow.method.method).toBe('#/run/0/method/0')
  })

  it('is converged when the last change is within the SCF threshold', () => {
    expect(normalised(singlePoint(0.1)).workflow.results.is_converged).toBe(true)
    expect(normalised(singlePoint(1e-5)).workflow.results.is_converged).toBe(false)
  })

  it('references sections that exist', () => {
    const archive = singlePoint()
    const { workflow } = normalised(archive)
    for (const ref of [workflow.results.calculation, workflow.results.system, workflow.method.method]) {
      expect(resolveRef(archive, ref), ref).toBeDefined()
    }
  })
})

describe('odd input', () => {
  it('does not throw on NaN energies, missing forces or malformed sections', () => {
    const nanRun = relaxation()
    nanRun.calculation![1].energy = { total: { value: Number.NaN } }
    const { workflow, entries } = normalised({ run: [nanRun] })
    expect(workflow.results.energies).toEqual([-10 * EV])
    expect(entries.some((e) => e.level === 'WARNING')).toBe(true)

    const odd: Archive[] = [
      { run: [{ program: { name: 'x' }, calculation: 'not a list' }] },
      { run: [{ program: { name: 'x' }, calculation: [null, 5, {}], system: [null, { atoms: { labels: ['H'], positions: [[0, 0]] } }] }] },
      { run: [{ calculation: [{ system_ref: '#/run/0/system/9' }, { system_ref: 42 }] }], workflow2: workflowOf('GeometryOptimization') },
      { run: [{ calculation: [{ scf_iteration: [null, { energy: { total: { value: 'x' } } }] }] }], workflow2: workflowOf('SinglePoint') },
      { run: 'nonsense' },
      { run: [{ calculation: [{}] }], workflow2: { m_def: 'something.Else' } },
    ]
    for (const archive of odd) expect(() => normalised(archive)).not.toThrow()
  })

  it('treats atoms that cannot be matched between steps as giving no displacement', () => {
    const run = steps(
      [atomsAt(CELL, [[0, 0, 0]], ['Si']), atomsAt(CELL, [[0, 0, 0], [1, 1, 1] as Vec3], ['Si', 'Si'])],
      [{ energy: energy(-1) }, { energy: energy(-2) }],
    )
    const { workflow } = normalised({ run: [run] })
    expect(workflow.name).toBe('GeometryOptimization')
    expect(workflow.results.final_displacement_maximum).toBeUndefined()
  })
})
