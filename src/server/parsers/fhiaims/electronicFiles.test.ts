import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EV, HARTREE } from '../common'
import { processMainfile } from '../common/testing'
import { fhiAimsParser } from '.'
import { bandFileName, bandRequestsFromControl, bandRequestsFromOutput, readBandFile, reciprocalCell } from './bands'
import { announcedDosFiles, chooseDosFile, dosSections } from './dos'

const OWN = join(__dirname, 'fixtures')
const SI = join(OWN, 'si-bands')
const NI = join(OWN, 'ni-spin-bands')

/** A copy of a fixture folder in a temp dir, to remove or spoil files in. */
function copyOf(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'aims-files-'))
  cpSync(fixture, dir, { recursive: true })
  return dir
}

const eV = (value: number) => value * EV

describe('FHI-aims band structure and DOS of non-spin-polarised Si (own fixture)', async () => {
  const { status, run, results, warnings } = await processMainfile(fhiAimsParser, OWN, 'si-bands/aims.out')
  const calculation = run.calculation[run.calculation.length - 1]
  const bandStructure = calculation.band_structure_electronic[0]

  it('parses without a warning and finds diamond Si', () => {
    expect(status).toBe('SUCCESS')
    expect(warnings).toEqual([])
    expect(results.material.symmetry.space_group_number).toBe(227)
  })

  it('has one segment per `output band` line with its labels, k-points and bands', () => {
    expect(bandStructure.segment).toHaveLength(2)
    const [first, second] = bandStructure.segment
    expect(first).toMatchObject({ n_spin_channels: 1, n_kpoints: 4, n_bands: 6, endpoints_labels: ['Γ', 'X'] })
    expect(second).toMatchObject({ n_spin_channels: 1, n_kpoints: 3, n_bands: 6, endpoints_labels: ['X', 'W'] })
    expect(first.kpoints[1]).toEqual([0.1666667, 0, 0.1666667])
    expect(second.kpoints[2]).toEqual([0.5, 0.25, 0.75])
    expect(first.occupations[0][0]).toEqual([2, 2, 2, 2, 0, 0])
  })

  it('moves the band energies (eV relative to the Fermi level) onto the calculation scale in joule', () => {
    expect(bandStructure.energy_fermi).toBeCloseTo(eV(-5.73), 28)
    const [first, second] = bandStructure.segment
    // VBM at Γ: -0.30 eV below the Fermi level of -5.73 eV.
    expect(first.energies[0][0][1]).toBeCloseTo(eV(-6.03), 28)
    expect(first.energies[0][3][4]).toBeCloseTo(eV(-5.38), 28)
    expect(second.energies[0][2][5]).toBeCloseTo(eV(-4.33), 28)
  })

  it('gives the reciprocal cell of the fcc cell in 1/m with 2π', () => {
    // a = 5.43 Å: b1 = 2π/a (-1, 1, 1), b2 = 2π/a (1, -1, 1), b3 = 2π/a (1, 1, -1).
    const b = (2 * Math.PI) / 5.43e-10
    const expected = [[-b, b, b], [b, -b, b], [b, b, -b]]
    bandStructure.reciprocal_cell.forEach((row: number[], i: number) => row.forEach((value, j) => expect(value).toBeCloseTo(expected[i][j], -3)))
  })

  it('reads the raw total DOS: energies on the vacuum scale in J, values in 1/J', () => {
    expect(calculation.dos_electronic).toHaveLength(1)
    const [dos] = calculation.dos_electronic
    expect(dos.n_energies).toBe(7)
    expect(dos.spin_channel).toBe(0)
    expect(dos.energies[0]).toBeCloseTo(eV(-20), 28)
    expect(dos.energies[6]).toBeCloseTo(eV(10), 28)
    expect(dos.total[0].value[2]).toBeCloseTo(1.25 / EV, -10)
    expect(dos.energy_fermi).toBeCloseTo(eV(-5.73), 28)
  })

  it('gives results an indirect band gap of 0.65 eV from the band structure, and the DOS', () => {
    const electronic = results.properties.electronic
    const [bs] = electronic.band_structure_electronic
    expect(bs.segment).toEqual(['#/run/0/calculation/0/band_structure_electronic/0/segment/0', '#/run/0/calculation/0/band_structure_electronic/0/segment/1'])
    expect(bs.spin_polarized).toBe(false)
    expect(bs.band_gap).toHaveLength(1)
    expect(bs.band_gap[0].value).toBeCloseTo(eV(0.65), 28)
    expect(bs.band_gap[0].type).toBe('indirect')
    expect(bs.band_gap[0].energy_highest_occupied).toBeCloseTo(eV(-6.03), 28)
    expect(electronic.dos_electronic_new[0].spin_polarized).toBe(false)
    expect(electronic.dos_electronic_new[0].data).toHaveLength(1)
    expect(electronic.dos_electronic_new[0].data[0].total).toBe('#/run/0/calculation/0/dos_electronic/0/total/0')
    expect(results.properties.available_properties).toEqual(
      expect.arrayContaining(['band_structure_electronic', 'electronic.band_structure_electronic.band_gap', 'dos_electronic_new']),
    )
  })
})

describe('FHI-aims band structure and DOS of spin-polarised Ni (own fixture)', async () => {
  const { run, results, warnings } = await processMainfile(fhiAimsParser, OWN, 'ni-spin-bands/aims.out')
  const calculation = run.calculation[run.calculation.length - 1]

  it('reads band1001.out and band2001.out as the two spin channels of one segment', () => {
    expect(warnings).toEqual([])
    const [segment] = calculation.band_structure_electronic[0].segment
    expect(calculation.band_structure_electronic[0].segment).toHaveLength(1)
    expect(segment).toMatchObject({ n_spin_channels: 2, n_kpoints: 3, n_bands: 4, endpoints_labels: ['Γ', 'X'] })
    expect(segment.energies[0][0][2]).toBeCloseTo(eV(-1.5 - 5.1), 28)
    expect(segment.energies[1][0][2]).toBeCloseTo(eV(-0.9 - 5.1), 28)
    expect(segment.occupations[1][1]).toEqual([1, 1, 0, 0])
  })

  it('reads one DOS per spin channel from the shifted file (no raw file), moved back by its mu', () => {
    const dos = calculation.dos_electronic
    expect(dos.map((d) => d.spin_channel)).toEqual([0, 1])
    expect(dos[0].energies[0]).toBeCloseTo(eV(-10 - 5.1), 28)
    expect(dos[1].energies).toEqual(dos[0].energies)
    expect(dos[0].total[0].value[2]).toBeCloseTo(2.4 / EV, -10)
    expect(dos[1].total[0].value[1]).toBeCloseTo(0.71 / EV, -10)
  })

  it('gives results a spin-polarised band structure with metallic channels and a spin-polarised DOS', () => {
    const electronic = results.properties.electronic
    expect(electronic.band_structure_electronic[0].spin_polarized).toBe(true)
    expect(electronic.band_structure_electronic[0].band_gap.map((g) => [g.index, g.value])).toEqual([[0, 0], [1, 0]])
    expect(electronic.dos_electronic_new[0].spin_polarized).toBe(true)
    expect(electronic.dos_electronic_new[0].data.map((d) => d.spin_channel)).toEqual([0, 1])
    // The single-channel form of the DOS cannot hold two channels.
    expect(electronic.dos_electronic).toBeUndefined()
  })
})

describe('FHI-aims band path, band file and DOS file reading', () => {
  it('reads `output band` lines with and without labels, ignoring comments and band_mulliken', () => {
    const requests = bandRequestsFromControl([
      'output band 0 0 0  0.5 0 0.5  21 Gamma X  # first',
      '# output band 0 0 0  0.5 0.5 0.5  21 G L',
      'output band_mulliken 0 0 0  0.5 0.5 0.5  21 G L',
      'output band 0.5 0 0.5  0.5 0.25 0.75  11',
    ])
    expect(requests).toEqual([
      { start: [0, 0, 0], end: [0.5, 0, 0.5], nPoints: 21, labels: ['Γ', 'X'] },
      { start: [0.5, 0, 0.5], end: [0.5, 0.25, 0.75], nPoints: 11 },
    ])
  })

  it('falls back to the "Plot band" report of aims.out, which has the same segments without labels', () => {
    const lines = readFileSync(join(SI, 'aims.out'), 'utf8').split('\n')
    expect(bandRequestsFromOutput(lines)).toEqual([
      { start: [0, 0, 0], end: [0.5, 0, 0.5], nPoints: 4 },
      { start: [0.5, 0, 0.5], end: [0.5, 0.25, 0.75], nPoints: 3 },
    ])
  })

  it('names band files by spin channel and segment', () => {
    expect(bandFileName(0, 0)).toBe('band1001.out')
    expect(bandFileName(1, 11)).toBe('band2012.out')
  })

  it('keeps the k-points of a band file before a line cut short', () => {
    const text = readFileSync(join(SI, 'band1001.out'), 'utf8')
    const file = readBandFile(text.slice(0, text.lastIndexOf('0.00000')))
    expect(file.kpoints).toHaveLength(3)
    expect(file.energies[2]).toEqual([-10.2, -4.3, -1.7, -1.7, 0.8, 3.1])
    expect(file.problem).toMatch(/line 4/)
  })

  it('computes no reciprocal cell for linearly dependent vectors', () => {
    expect(reciprocalCell([[1, 0, 0], [2, 0, 0], [0, 0, 1]])).toBeUndefined()
  })

  it('prefers the raw DOS file, matching the announced name without regard to case', () => {
    const lines = ['  | writing DOS (shifted by electron chemical potential) to file KS_dos_total.dat', '  | writing DOS (raw data) to file KS_dos_total_raw.dat']
    const announced = announcedDosFiles(lines)
    expect(announced).toEqual({ raw: 'KS_dos_total_raw.dat', shifted: 'KS_dos_total.dat' })
    expect(chooseDosFile(announced, ['aims.out', 'KS_DOS_total.dat', 'KS_DOS_total_raw.dat'])).toBe('KS_DOS_total_raw.dat')
    expect(chooseDosFile(announced, ['aims.out', 'KS_DOS_total.dat'])).toBe('KS_DOS_total.dat')
    expect(chooseDosFile({}, ['aims.out', 'band1001.out'])).toBeUndefined()
  })

  it('doubles the raw DOS of FHI-aims 071914_7 and older, as NOMAD does', () => {
    const text = readFileSync(join(SI, 'KS_DOS_total_raw.dat'), 'utf8')
    const read = (version: string) => dosSections({ name: 'KS_DOS_total_raw.dat', text, nSpin: 1, version, warn: () => {} })![0].total[0].value[2]
    expect(read('071914')).toBeCloseTo(2.5 / EV, -10)
    expect(read('171221')).toBeCloseTo(1.25 / EV, -10)
  })
})

describe('FHI-aims band and DOS files that are missing or malformed', () => {
  it('leaves out a segment whose file is missing and warns', async () => {
    const dir = copyOf(SI)
    rmSync(join(dir, 'band1002.out'))
    const { status, run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    expect(status).toBe('SUCCESS')
    const calculation = run.calculation[0]
    expect(calculation.band_structure_electronic[0].segment).toHaveLength(1)
    expect(calculation.band_structure_electronic[0].segment[0].endpoints_labels).toEqual(['Γ', 'X'])
    expect(calculation.dos_electronic).toHaveLength(1)
    expect(warnings.some((w) => /band1002\.out/.test(w))).toBe(true)
  })

  it('keeps the rows of band and DOS files before a malformed line and warns', async () => {
    const dir = copyOf(SI)
    const band = readFileSync(join(dir, 'band1001.out'), 'utf8')
    writeFileSync(join(dir, 'band1001.out'), band.slice(0, band.lastIndexOf('0.00000')))
    const dos = readFileSync(join(dir, 'KS_DOS_total_raw.dat'), 'utf8')
    writeFileSync(join(dir, 'KS_DOS_total_raw.dat'), dos.replace('      5.00000000      0.37000000', '      5.000000**'))
    const { status, run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    expect(status).toBe('SUCCESS')
    const calculation = run.calculation[0]
    const [first] = calculation.band_structure_electronic[0].segment
    expect(first.n_kpoints).toBe(3)
    expect(calculation.dos_electronic[0].n_energies).toBe(5)
    expect(warnings.some((w) => /band1001\.out: line 4/.test(w))).toBe(true)
    expect(warnings.some((w) => /KS_DOS_total_raw\.dat: line 9/.test(w))).toBe(true)
  })

  it('reads the shifted DOS file like the raw one when the raw one is missing', async () => {
    const dir = copyOf(SI)
    rmSync(join(dir, 'KS_DOS_total_raw.dat'))
    const { run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    const [dos] = run.calculation[0].dos_electronic
    expect(dos.energies[0]).toBeCloseTo(eV(-20), 28)
    expect(dos.total[0].value[2]).toBeCloseTo(1.25 / EV, -10)
    expect(warnings).toEqual([])
  })

  it('warns about every missing file and keeps the rest of the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aims-files-'))
    cpSync(join(SI, 'aims.out'), join(dir, 'aims.out'))
    const { status, run, results, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    expect(status).toBe('SUCCESS')
    const calculation = run.calculation[0]
    expect(calculation.band_structure_electronic).toBeUndefined()
    expect(calculation.dos_electronic).toBeUndefined()
    expect(calculation.energy.total.value).toBeCloseTo(-578.2 * HARTREE, 22)
    expect(warnings.some((w) => /band1001\.out, band1002\.out/.test(w))).toBe(true)
    expect(warnings.some((w) => /announces KS_DOS_total_raw\.dat/.test(w))).toBe(true)
    expect(results.material.symmetry.space_group_number).toBe(227)
  })

  it('reads no band structure without a Fermi level, but still the raw DOS', async () => {
    const dir = copyOf(SI)
    const text = readFileSync(join(dir, 'aims.out'), 'utf8')
    writeFileSync(join(dir, 'aims.out'), text.replace(/^.*Chemical potential \(Fermi level\).*$/m, ''))
    const { run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    const calculation = run.calculation[0]
    expect(calculation.band_structure_electronic).toBeUndefined()
    expect(calculation.dos_electronic[0].energies[0]).toBeCloseTo(eV(-20), 28)
    expect(calculation.dos_electronic[0].energy_fermi).toBeUndefined()
    expect(warnings.some((w) => /no Fermi level/.test(w))).toBe(true)
  })

  it('reads nothing from a DOS file without rows and warns', async () => {
    const dir = copyOf(SI)
    writeFileSync(join(dir, 'KS_DOS_total_raw.dat'), '# total density of states output by FHI-aims \ngarbage\n')
    const { status, run, warnings } = await processMainfile(fhiAimsParser, dir, 'aims.out')
    expect(status).toBe('SUCCESS')
    expect(run.calculation[0].dos_electronic).toBeUndefined()
    expect(run.calculation[0].band_structure_electronic[0].segment).toHaveLength(2)
    expect(warnings.some((w) => /KS_DOS_total_raw\.dat holds no density of states/.test(w))).toBe(true)
  })
})
