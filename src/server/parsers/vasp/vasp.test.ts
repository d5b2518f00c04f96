// The VASP parser on the shared real files, through the whole pipeline (parser and
// normalisers), with the values NOMAD extracts from the same files; truncated copies of
// them; and the mainfile matching of vasprun.xml and OUTCAR.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseMainfiles, mainfileMatcher, readHead } from '../../processing/matching'
import { EV, KBAR } from '../common'
import { processMainfile, sharedParserFixtures } from '../common/testing'
import type { Processed } from '../common/testing'
import { vaspParser } from '.'

const VASP = sharedParserFixtures('vasp')
const OUTCARS = sharedParserFixtures('vasp_outcar')
const ANGSTROM = 1e-10

const warningsOf = (processed: Processed) => processed.logs.filter((log) => log.level === 'WARNING').map((log) => log.event)

describe('VASP vasprun.xml: SrTiO3 single point, VASP 5.2.2 (vasp/vasp.xml)', () => {
  let p: Processed
  beforeAll(async () => {
    p = await processMainfile(vaspParser, VASP, 'vasp.xml')
  })

  it('is parsed without warnings, program version as NOMAD writes it (version, subversion, platform)', () => {
    expect(p.status).toBe('SUCCESS')
    expect(warningsOf(p)).toEqual([])
    expect(p.run.program).toEqual({ name: 'VASP', version: '5.2.2 15Apr09 complex parallel LinuxIFC' })
  })

  it('has one structure: cubic perovskite SrTiO3, a = 4.00419668 Å, space group 221', () => {
    expect(p.run.system).toHaveLength(1)
    const atoms = p.run.system[0].atoms
    expect(atoms.labels).toEqual(['Sr', 'Ti', 'O', 'O', 'O'])
    expect(atoms.lattice_vectors[0][0]).toBeCloseTo(4.00419668 * ANGSTROM, 20)
    expect(atoms.positions[1]).toEqual([2.00209834 * ANGSTROM, 2.00209834 * ANGSTROM, 2.00209834 * ANGSTROM].map((x) => expect.closeTo(x, 20)))
    expect(p.results.material.chemical_formula_hill).toBe('O3SrTi')
    expect(p.results.material.chemical_formula_reduced).toBe('O3SrTi')
    expect(p.results.material.symmetry.space_group_number).toBe(221)
  })

  it('reads the method: PBE from the PAW_PBE POTCARs, 600 eV plane waves, PREC high, Gaussian smearing 0.1 eV, Γ-centred 8×8×8 mesh', () => {
    const method = p.run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.basis_set).toEqual([{ type: 'plane waves', cutoff: expect.closeTo(600 * EV, 25) }])
    expect(method.native_tier).toBe('high')
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 1, smearing: { kind: 'gaussian', width: expect.closeTo(0.1 * EV, 30) } })
    expect(method.k_mesh.generation_method).toBe('Gamma-centered')
    expect(method.k_mesh.grid).toEqual([8, 8, 8])
    expect(method.k_mesh.points).toHaveLength(35)
    expect(method.k_mesh.weights[4]).toBe(0.00585938)
    // EDIFF is printed as 0.00000000.
    expect(method.scf.threshold_energy_change).toBe(0)
  })

  it('maps the energies as NOMAD does: e_fr_energy → free, e_wo_entrp → total, e_0_energy → total_t0 (printed 0 by VASP 5.2)', () => {
    expect(p.run.calculation).toHaveLength(1)
    const energy = p.run.calculation[0].energy
    expect(energy.total.value).toBeCloseTo(-40.14867659 * EV, 28)
    expect(energy.free.value).toBeCloseTo(-40.14867659 * EV, 28)
    expect(energy.total_t0.value).toBe(0)
    expect(energy.fermi).toBeCloseTo(3.44107376 * EV, 28)
    expect(energy.highest_occupied).toBeCloseTo(2.8597 * EV, 28)
    expect(energy.lowest_unoccupied).toBeCloseTo(4.5616 * EV, 28)
  })

  it('keeps the 13 SCF steps, zero forces, eigenvalues (1 spin × 35 k-points × 64 bands, occupations 0…2) and the 301-point DOS', () => {
    const calculation = p.run.calculation[0]
    expect(calculation.scf_iteration).toHaveLength(13)
    expect(calculation.scf_iteration[0].energy.free.value).toBeCloseTo(-40.93580964 * EV, 28)
    expect(calculation.forces.total.value).toEqual(Array(5).fill([0, 0, 0]))
    const eigenvalues = calculation.eigenvalues[0]
    expect([eigenvalues.n_spin_channels, eigenvalues.n_kpoints, eigenvalues.n_bands]).toEqual([1, 35, 64])
    expect(eigenvalues.kpoints_weights[0]).toBe(0.00195312)
    expect(Math.max(...eigenvalues.occupations.flat(2))).toBe(2)
    expect(calculation.dos_electronic).toHaveLength(1)
    expect(calculation.dos_electronic[0].n_energies).toBe(301)
    expect(calculation.dos_electronic[0].energy_fermi).toBeCloseTo(3.44107376 * EV, 28)
    expect(calculation.system_ref).toBe('#/run/0/system/0')
  })

  it('is a single point', () => {
    expect(p.archive.workflow2).toMatchObject({ name: 'SinglePoint' })
  })
})

describe('VASP vasprun.xml: S with DOS, VASP 5.4.1 (vasp/vasp_dos.xml)', () => {
  let p: Processed
  beforeAll(async () => {
    p = await processMainfile(vaspParser, VASP, 'vasp_dos.xml')
  })

  it('reads version, structure and LDA from the plain PAW POTCAR', () => {
    expect(p.run.program.version).toBe('5.4.1 24Jun15 (build Apr 19 2016 10:17:20) complex parallel IFC91_ompi')
    expect(p.run.system).toHaveLength(1)
    expect(p.run.system[0].atoms.labels).toEqual(['S'])
    expect(p.results.material.chemical_formula_hill).toBe('S')
    expect(p.results.material.symmetry.space_group_number).toBe(166)
    expect(p.run.method[0].dft.xc_functional.component_names).toEqual(['LDA_C_PZ', 'LDA_X'])
    expect(p.run.method[0].native_tier).toBe('accurate')
    expect(p.run.method[0].electronic.smearing.kind).toBe('fermi')
    expect(p.run.method[0].k_mesh).toMatchObject({ generation_method: 'Monkhorst-Pack', grid: [5, 5, 5], n_points: 63 })
  })

  it('reads energies, stress and the 1000-point DOS with the Fermi level', () => {
    const calculation = p.run.calculation[0]
    expect(calculation.energy.free.value).toBeCloseTo(-4.14351201 * EV, 28)
    expect(calculation.energy.total.value).toBeCloseTo(-4.13444815 * EV, 28)
    expect(calculation.energy.fermi).toBeCloseTo(7.01535164 * EV, 28)
    expect(calculation.energy.highest_occupied).toBeCloseTo(6.814 * EV, 28)
    expect(calculation.energy.lowest_unoccupied).toBeCloseTo(7.2722 * EV, 28)
    expect(calculation.stress.total.value[0][0]).toBeCloseTo(-93.34619232 * KBAR, 1)
    const dos = calculation.dos_electronic[0]
    expect(dos.n_energies).toBe(1000)
    expect(dos.energies[100]).toBeCloseTo(-16.997 * EV, 28)
    expect(dos.spin_channel).toBe(0)
    // states/eV → states/J
    expect(Math.max(...dos.total[0].value) * EV).toBeGreaterThan(0)
  })
})

describe('VASP vasprun.xml, gzip-compressed (vasp_compressed/vasp.xml.gz)', () => {
  it('reads the same run as the plain file', async () => {
    const p = await processMainfile(vaspParser, sharedParserFixtures('vasp_compressed'), 'vasp.xml.gz')
    expect(p.status).toBe('SUCCESS')
    expect(p.run.program.version).toBe('5.2.2 15Apr09 complex parallel LinuxIFC')
    expect(p.run.calculation[0].energy.total.value).toBeCloseTo(-40.14867659 * EV, 28)
    expect(p.results.material.chemical_formula_reduced).toBe('O3SrTi')
  })

  it('reads a gzip stream cut in half as a truncated file: warnings, not a failure', async () => {
    const bytes = await readFile(join(sharedParserFixtures('vasp_compressed'), 'vasp.xml.gz'))
    const dir = await mkdtemp(join(tmpdir(), 'vasp-gz-'))
    try {
      await writeFile(join(dir, 'vasprun.xml.gz'), bytes.subarray(0, bytes.length / 2))
      const p = await processMainfile(vaspParser, dir, 'vasprun.xml.gz')
      expect(p.status).toBe('SUCCESS')
      expect(p.warnings.length).toBeGreaterThan(0)
      expect(p.run.program.version).toBe('5.2.2 15Apr09 complex parallel LinuxIFC')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('fails only its entry when the compressed data is corrupt', async () => {
    const bytes = Buffer.from(await readFile(join(sharedParserFixtures('vasp_compressed'), 'vasp.xml.gz')))
    bytes.fill(0x55, 200, 400)
    const dir = await mkdtemp(join(tmpdir(), 'vasp-gz-'))
    try {
      await writeFile(join(dir, 'vasprun.xml.gz'), bytes)
      const p = await processMainfile(vaspParser, dir, 'vasprun.xml.gz')
      expect(p.status).toBe('FAILURE')
      expect(p.errors[0]).toMatch(/^The parser failed: /)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('VASP vasprun.xml cut off in the first SCF cycle (vasp/broken.xml)', () => {
  it('warns and keeps settings, the input structure and the SCF steps read so far', async () => {
    const p = await processMainfile(vaspParser, VASP, 'broken.xml')
    expect(p.status).toBe('SUCCESS')
    expect(warningsOf(p)).toEqual([expect.stringContaining('ends inside <modeling><calculation><scstep>')])
    expect(p.run.program.version).toBe('5.3.2 13Sep12 (build Mar 19 2013 12:21:59) complex parallel LinuxIFC')
    expect(p.run.system).toHaveLength(1)
    expect(p.results.material.chemical_formula_hill).toBe('Cs2Tb2Te6Zn2')
    expect(p.run.method[0].electronic).toMatchObject({ n_spin_channels: 2, smearing: { kind: 'tetrahedra' } })
    expect(p.run.calculation).toHaveLength(1)
    expect(p.run.calculation[0].scf_iteration).toHaveLength(5)
    expect(p.run.calculation[0].scf_iteration[4].energy.free.value).toBeCloseTo(-36.06630849 * EV, 28)
    expect(p.run.calculation[0].energy).toBeUndefined()
  })
})

describe('VASP OUTCAR without vasprun.xml: AcAg relaxation in 3 steps, VASP 5.3.2 (vasp_outcar/OUTCAR)', () => {
  let p: Processed
  beforeAll(async () => {
    p = await processMainfile(vaspParser, OUTCARS, 'OUTCAR')
  })

  it('reads the version as NOMAD writes it, and the method from the parameter block', () => {
    expect(p.status).toBe('SUCCESS')
    expect(warningsOf(p)).toEqual([])
    expect(p.run.program).toEqual({ name: 'VASP', version: '5.3.2 13Sep12 complex serial LinuxIFC' })
    const method = p.run.method[0]
    expect(method.dft.xc_functional.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(method.basis_set[0].cutoff).toBeCloseTo(249.8 * EV, 25)
    expect(method.native_tier).toBe('accurate')
    expect(method.electronic).toEqual({ method: 'DFT', n_spin_channels: 2, smearing: { kind: 'methfessel-paxton', width: expect.closeTo(0.2 * EV, 30) } })
    expect(method.k_mesh.n_points).toBe(145)
    expect(method.scf.threshold_energy_change).toBeCloseTo(1e-4 * EV, 30)
  })

  it('has one structure and one calculation per ionic step, with NOMAD\'s test values', () => {
    expect(p.run.system).toHaveLength(3)
    expect(p.run.calculation).toHaveLength(3)
    expect(p.run.calculation.map((c: { scf_iteration: unknown[] }) => c.scf_iteration.length)).toEqual([12, 10, 6])
    expect(p.run.system[1].atoms.positions[1][0]).toBeCloseTo(3.2771907e-10, 15)
    expect(p.run.system[0].atoms.lattice_vectors[1][0]).toBeCloseTo(3.239654e-10, 18)
    expect(p.results.material.chemical_formula_hill).toBe('AcAg')
    expect(p.results.material.symmetry.space_group_number).toBe(225)
    const [first, second, last] = p.run.calculation
    expect(first.energy.free.value).toBeCloseTo(-1.14352735e-18, 26)
    expect(first.energy.total.value).toBeCloseTo(-7.12751877 * EV, 28)
    expect(first.energy.total_t0.value).toBeCloseTo(-7.13406381 * EV, 28)
    expect(first.stress.total.value[0][0]).toBeCloseTo(11.31528 * KBAR, 1)
    expect(second.forces.total.value.flat()).toEqual([0, 0, 0, 0, 0, 0])
    // NOMAD's vasprun.xml of the same run: -2.02429105e8 Pa; the OUTCAR prints 5 decimals of kB.
    expect(last.stress.total.value[2][2]).toBeCloseTo(-2.02429 * KBAR, 1)
    expect(last.energy.total.value).toBeCloseTo(-7.13185574 * EV, 28)
    expect(last.energy.fermi).toBeCloseTo(4.9539 * EV, 28)
    expect(last.energy.highest_occupied).toBeCloseTo(7.93702283e-19, 26)
    expect(last.energy.lowest_unoccupied).toBeCloseTo(7.93718304e-19, 26)
    expect(last.eigenvalues[0]).toMatchObject({ n_spin_channels: 2, n_kpoints: 145, n_bands: 18 })
    expect(p.run.system[2].is_representative).toBe(true)
  })

  it('is a cell-shape relaxation (IBRION 2, ISIF 3) to an energy change of EDIFFG = 1e-3 eV', () => {
    expect(p.archive.workflow2).toMatchObject({
      name: 'GeometryOptimization',
      method: { type: 'cell_shape', optimization_steps_maximum: 60, convergence_tolerance_energy_difference: expect.closeTo(1e-3 * EV, 30) },
    })
  })
})

describe('VASP OUTCAR cut off before the first ionic step (vasp_outcar/OUTCAR_broken)', () => {
  it('warns and keeps the settings and the input structure', async () => {
    const p = await processMainfile(vaspParser, OUTCARS, 'OUTCAR_broken')
    expect(p.status).toBe('SUCCESS')
    expect(warningsOf(p)).toEqual([expect.stringContaining('before the first ionic step')])
    expect(p.run.system).toHaveLength(1)
    expect(p.run.calculation).toBeUndefined()
    expect(p.results.material.chemical_formula_hill).toBe('AcAg')
  })
})

describe('truncated copies of the real files', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vasp-truncated-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it.each([
    { source: 'vasp/vasp.xml', name: 'vasprun.xml', fraction: 0.6 },
    { source: 'vasp/vasp.xml', name: 'vasprun.xml', fraction: 0.05 },
    { source: 'vasp/vasp_dos.xml', name: 'vasprun.xml', fraction: 0.7 },
    { source: 'vasp_outcar/OUTCAR', name: 'OUTCAR', fraction: 0.5 },
    { source: 'vasp_outcar/OUTCAR', name: 'OUTCAR', fraction: 0.9 },
  ])('$source cut to $fraction of its bytes gives an archive with warnings', async ({ source, name, fraction }) => {
    const bytes = await readFile(join(sharedParserFixtures(''), source))
    const sub = await mkdtemp(join(dir, 'case-'))
    await writeFile(join(sub, name), bytes.subarray(0, Math.floor(bytes.length * fraction)))
    const p = await processMainfile(vaspParser, sub, name)
    expect(p.status).toBe('SUCCESS')
    expect(warningsOf(p).length).toBeGreaterThan(0)
    expect(p.run.program.name).toBe('VASP')
    expect(p.run.method).toHaveLength(1)
  })
})

describe('mainfile matching', () => {
  const match = mainfileMatcher([vaspParser.metadata])
  const candidatesOf = async (path: string) => match(path, await readHead(path))

  it('claims the vasprun.xml files, plain and compressed, by name', async () => {
    for (const path of [join(VASP, 'vasp.xml'), join(VASP, 'vasp_dos.xml'), join(VASP, 'broken.xml'), join(sharedParserFixtures('vasp_compressed'), 'vasp.xml.gz')]) {
      expect(await candidatesOf(path)).toEqual([{ parser: 'parsers/vasp', alternative: false }])
    }
  })

  it('claims an OUTCAR only as alternative, and no other text or XML file', async () => {
    expect(await candidatesOf(join(OUTCARS, 'OUTCAR'))).toEqual([{ parser: 'parsers/vasp', alternative: true }])
    expect(match('calc/KPOINTS', Buffer.from('k-path\n 3\nLine-mode\nreciprocal\n 0 0 0 ! G\n'))).toEqual([])
    expect(match('calc/data.xml', Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<root/>\n'))).toEqual([])
    expect(match('calc/INCAR', Buffer.from('PREC = Accurate\nENCUT = 520\n'))).toEqual([])
  })

  it('with chooseMainfiles: a lone OUTCAR is a mainfile, one beside vasprun.xml is not', async () => {
    const outcarHead = await readHead(join(OUTCARS, 'OUTCAR'))
    const vasprunHead = await readHead(join(VASP, 'vasp.xml'))
    const files = ['lone/OUTCAR', 'pair/OUTCAR', 'pair/vasprun.xml'].map((path) => ({
      path,
      candidates: match(path, path.endsWith('.xml') ? vasprunHead : outcarHead),
    }))
    expect(Object.fromEntries(chooseMainfiles(files))).toEqual({ 'lone/OUTCAR': 'parsers/vasp', 'pair/vasprun.xml': 'parsers/vasp' })
  })
})

describe('VASP entries after normalisation: what the search apps filter on', () => {
  it('summarises the SrTiO3 single point: DFT, PBE (GGA), plane waves, an indirect gap of 1.7019 eV and its DOS', async () => {
    const p = await processMainfile(vaspParser, VASP, 'vasp.xml')
    expect(p.results.method).toMatchObject({
      method_name: 'DFT',
      workflow_name: 'SinglePoint',
      simulation: {
        program_name: 'VASP',
        program_version: '5.2.2 15Apr09 complex parallel LinuxIFC',
        dft: { xc_functional_names: ['GGA_C_PBE', 'GGA_X_PBE'], xc_functional_type: 'GGA', basis_set_type: 'plane waves', spin_polarized: false },
        precision: { native_tier: 'VASP - high', planewave_cutoff: expect.closeTo(600 * EV, 25) },
      },
    })
    const [gap] = p.results.properties.electronic.band_gap
    // Band edges 2.8597 eV (highest occupied) and 4.5616 eV (lowest unoccupied), at different k-points.
    expect(gap).toMatchObject({ index: 0, type: 'indirect' })
    expect(gap.value / EV).toBeCloseTo(4.5616 - 2.8597, 4)
    expect(p.results.properties.available_properties).toEqual(['dos_electronic', 'dos_electronic_new'])
    expect((p.archive.metadata as { entry_name: string }).entry_name).toBe('SrTiO3 VASP DFT SinglePoint simulation')
  })

  it('gives a line-mode run a band structure with its segments and a direct gap', async () => {
    const p = await processMainfile(vaspParser, fileURLToPath(new URL('./fixtures/bands/', import.meta.url)), 'vasprun.xml')
    const [bands] = p.results.properties.electronic.band_structure_electronic
    expect(bands.segment).toEqual([0, 1].map((s) => `#/run/0/calculation/0/band_structure_electronic/0/segment/${s}`))
    expect(bands.band_gap[0].type).toBe('direct')
    expect(p.results.properties.available_properties).toEqual(['band_structure_electronic', 'electronic.band_structure_electronic.band_gap'])
  })

  it('records the AcAg relaxation from the OUTCAR as a geometry optimisation of 3 steps', async () => {
    const p = await processMainfile(vaspParser, OUTCARS, 'OUTCAR')
    expect(p.results.method.workflow_name).toBe('GeometryOptimization')
    expect(p.results.properties.geometry_optimization).toMatchObject({ type: 'cell_shape', n_calculations: 3 })
    expect(p.results.properties.geometry_optimization.energies).toHaveLength(3)
    expect(p.results.properties.available_properties).toContain('geometry_optimization')
  })
})
