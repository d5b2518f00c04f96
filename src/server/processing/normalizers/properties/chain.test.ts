// The whole normaliser chain, in processing order, over a synthetic relaxation of
// silicon: the material, workflow, method and properties normalisers must agree.
import { describe, expect, it } from 'vitest'
import type { Vec3 } from '../../../../core/chemistry'
import { ANGSTROM, EV, EV_PER_ANGSTROM, libxcComponents, linkRun, xcFunctionalSection } from '../../../parsers/common'
import type { RunOut } from '../../../parsers/common'
import type { Archive } from '../../../parsers/types'
import { normalizers } from '..'
import { crystal, cubic, metainfoProblems, recordingContext, resolveRef } from '../workflow/testing'

const FCC: Vec3[] = [[0, 0, 0], [0.5, 0.5, 0], [0.5, 0, 0.5], [0, 0.5, 0.5]]
const diamond = (shift = 0) => [...FCC, ...FCC.map((p) => p.map((x) => x + 0.25) as Vec3)].map((p, i) => (i === 0 ? (p.map((x) => x + shift) as Vec3) : p))
const A = 5.43

function siliconRelaxation(): RunOut {
  const steps = [0.01, 0.004, 0]
  return linkRun({
    program: { name: 'VASP', version: '6.4.2' },
    method: [{
      native_tier: 'Accurate',
      dft: { xc_functional: xcFunctionalSection(libxcComponents('PBE')!) },
      electronic: { method: 'DFT', n_spin_channels: 1, smearing: { kind: 'gaussian', width: 0.05 * EV } },
      basis_set: [{ type: 'plane waves', cutoff: 520 * EV }],
      k_mesh: { grid: [8, 8, 8] },
      scf: { threshold_energy_change: 1e-6 * EV },
    }],
    system: steps.map((shift) => crystal(cubic(A), diamond(shift), Array(8).fill('Si'))),
    calculation: steps.map((shift, i) => ({
      energy: { total: { value: (-43.3 - 0.01 * i) * EV }, fermi: 5.6 * EV },
      forces: { total: { value: Array.from({ length: 8 }, (_, atom) => [atom === 0 ? shift * EV_PER_ANGSTROM : 0, 0, 0]) } },
      scf_iteration: [{ energy: { total: { value: -43 * EV } } }, { energy: { total: { value: (-43.3 - 0.01 * i) * EV } } }],
      ...(i === steps.length - 1
        ? {
          eigenvalues: [{
            kpoints: [[0, 0, 0], [0.5, 0, 0]],
            energies: [[[-6, 5.6, 6.2], [-5, 5.2, 6.4]].map((k) => k.map((e) => e * EV))],
            occupations: [[[2, 2, 0], [2, 2, 0]]],
          }],
          dos_electronic: [{ energies: [4, 5, 6, 7].map((e) => e * EV), total: [{ value: [1, 1, 0, 1].map((v) => v / EV) }] }],
        }
        : {}),
    })),
  })
}

async function normaliseAll(archive: Archive) {
  const { context, entries } = recordingContext()
  for (const normalizer of normalizers) await normalizer.normalize(archive, context)
  return entries
}

describe('the normaliser chain', () => {
  it('derives material, workflow, method and properties of a relaxation consistently', async () => {
    const archive: Archive = { run: [siliconRelaxation()] }
    const entries = await normaliseAll(archive)
    expect(entries.filter((e) => e.level === 'WARNING' || e.level === 'ERROR')).toEqual([])
    const results = archive.results as Record<string, any>

    expect(results.material).toMatchObject({ structural_type: 'bulk', chemical_formula_reduced: 'Si', symmetry: { space_group_number: 227 } })
    expect(archive.workflow2).toMatchObject({ name: 'GeometryOptimization', method: { type: 'atomic' }, results: { optimization_steps: 3 } })
    expect(results.method).toMatchObject({
      method_name: 'DFT',
      workflow_name: 'GeometryOptimization',
      simulation: {
        program_name: 'VASP',
        dft: { xc_functional_type: 'GGA', basis_set_type: 'plane waves', core_electron_treatment: 'pseudopotential', spin_polarized: false },
        precision: { native_tier: 'VASP - Accurate', basis_set: 'plane waves', planewave_cutoff: 520 * EV },
      },
    })
    // Conventional cubic cell, 8 k-points per axis: 8 · 5.43 Å / 2π.
    expect(results.method.simulation.precision.k_line_density).toBeCloseTo((8 * A * ANGSTROM) / (2 * Math.PI), 22)

    const { properties } = results
    expect(properties.n_calculations).toBe(3)
    expect(properties.available_properties).toEqual(['dos_electronic', 'dos_electronic_new', 'geometry_optimization'])
    expect(properties.electronic.band_gap[0]).toMatchObject({ index: 0, type: 'direct', provenance: { label: 'DFT' } })
    expect(properties.electronic.band_gap[0].value / EV).toBeCloseTo(0.6, 12)
    // Atom 0 moved by 0.004 of the cell along the body diagonal in the last step.
    expect(properties.geometry_optimization.final_displacement_maximum / ANGSTROM).toBeCloseTo(0.004 * A * Math.sqrt(3), 10)
    expect(properties.structures.structure_original.n_sites).toBe(8)

    expect(metainfoProblems(results.method, 'results.method')).toEqual([])
    expect(metainfoProblems(properties, 'results.properties')).toEqual([])
    const refs = [
      properties.electronic.dos_electronic_new[0].data[0].energies,
      properties.geometry_optimization.system_optimized,
      (archive.workflow2 as Record<string, any>).results.calculation_result_ref,
    ]
    for (const ref of refs) expect(resolveRef(archive, ref), ref).toBeDefined()
    const metadata = archive.metadata as { quantities: string[]; entry_type: string; entry_name: string }
    expect(metadata.entry_type).toBe('VASP DFT GeometryOptimization')
    expect(metadata.entry_name).toBe(`${results.material.chemical_formula_descriptive} VASP DFT GeometryOptimization simulation`)
    expect(metadata.quantities).toContain('results.properties.geometry_optimization.final_energy_difference')
    expect(metadata.quantities).toContain('results.method.simulation.precision.k_line_density')
  })

  it('gives lab-notebook entries no method, properties or workflow', async () => {
    const archive: Archive = { data: { name: 'A sample' } }
    await normaliseAll(archive)
    expect(archive.workflow2).toBeUndefined()
    expect((archive.results as Record<string, unknown> | undefined)?.method).toBeUndefined()
    expect((archive.results as Record<string, unknown> | undefined)?.properties).toBeUndefined()
  })
})
