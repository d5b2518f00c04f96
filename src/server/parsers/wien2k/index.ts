// Parser for WIEN2k: the SCF summary (case.scf) with the structure (case.struct) and,
// when uploaded, the inputs case.in0/in1/in2 and case.klist, the DOS (case.dos*) and the
// band structure (case.spaghetti_ene with case.klist_band) beside it. See README.md.
import type { ParserMetadata } from '../../../core/parsers/metadata'
import { RYDBERG, RYDBERG_PER_BOHR, decodeText, linkRun, systemOf, workflowOf, xcFunctionalSection } from '../common'
import type { CalculationOut, MethodOut, RunOut } from '../common'
import type { Archive, MainfileContext, Parser } from '../types'
import { WIEN2K_FUNCTIONALS, functionalKeys, readIn0, readIn1, readIn2, readKlist } from './inputs'
import { readBandStructure, readDos } from './electronic'
import { readScf } from './scf'
import { readSibling } from './siblings'
import type { ScfIteration, Wien2kScf } from './scf'
import { readStruct, structureOf } from './struct'
import type { Wien2kStruct } from './struct'

export const wien2kMetadata: ParserMetadata = {
  name: 'parsers/wien2k',
  codeName: 'WIEN2k',
  codeLabel: 'WIEN2k',
  codeCategory: 'Atomistic code',
  codeUrl: 'http://www.wien2k.at/',
  mainfileNameRe: '.*\\.scf$',
  mainfileContentsRe: '\\s*---------\\s*:ITE[0-9]+:\\s*[0-9]+\\.\\s*ITERATION\\s*---------',
  mainfileAlternative: true,
  tableOfFiles: [
    '|Input Filename| Description|',
    '|--- | --- |',
    '|`case.scf` | **Mainfile:** the SCF summary; a `.scfx` (or other name) with the same content when no `.scf` is beside it|',
    '|`case.struct` | lattice and atoms|',
    '|`case.in0` | exchange-correlation functional|',
    '|`case.in1`, `case.in1c` | RKmax|',
    '|`case.in2`, `case.in2c` | Fermi-level integration (smearing)|',
    '|`case.klist` | k-points and weights|',
    '|`case.dos1`, `case.dos2`, … (`case.dos1up`/`dn`, …); else `case.dos1ev`, … (`case.dos1evup`/`dn`, …) | total density of states (the `total-DOS` column) per spin channel|',
    '|`case.spaghetti_ene` (`case.spaghettiup_ene`/`dn_ene`) with `case.klist_band` | band structure along the labelled k-path|',
  ].join('\n'),
  notes:
    'Without case.in0 the functional comes from the :POT line of the .scf, without case.in1 RKmax from its :RKM line. ' +
    'DOS in eV and band energies (spaghetti) are relative to the Fermi level; the :FER of the .scf is added back.',
  status: 'production',
}

function components(keys: string[] | undefined, context: MainfileContext, source: string): string[] | undefined {
  if (!keys?.length) return undefined
  const found = keys.flatMap((key) => WIEN2K_FUNCTIONALS[key] ?? [])
  const unknown = keys.filter((key) => !WIEN2K_FUNCTIONALS[key])
  if (unknown.length) context.logger.warning(`Cannot resolve the WIEN2k functional ${unknown.join(' ')} (${source}) to libxc names.`)
  return found.length ? [...new Set(found)] : undefined
}

async function method(context: MainfileContext, scf: Wien2kScf, struct: Wien2kStruct | undefined): Promise<MethodOut> {
  const first: Partial<ScfIteration> = scf.iterations[0] ?? {}
  const last: Partial<ScfIteration> = scf.iterations.at(-1) ?? {}
  const out: MethodOut = {}
  const in0 = await readSibling(context, '.in0')
  let xc = in0 !== undefined ? components(readIn0(in0), context, 'case.in0') : undefined
  if (!xc && first.potentialOption) xc = components(functionalKeys(first.potentialOption), context, ':POT line')
  if (xc) out.dft = { xc_functional: xcFunctionalSection(xc) }
  else context.logger.warning('Cannot resolve the exchange-correlation functional: no case.in0 and no :POT line.')

  out.electronic = { method: 'DFT', n_spin_channels: first.spinPolarized ? 2 : 1 }
  if (struct?.calcMode === 'RELA') out.electronic.relativity_method = 'scalar_relativistic'
  const in2 = await readSibling(context, '.in2', '.in2c')
  const smearing = in2 !== undefined ? readIn2(in2).smearing : undefined
  if (smearing) out.electronic.smearing = { kind: smearing.kind, width: smearing.widthRy * RYDBERG }

  const in1 = await readSibling(context, '.in1', '.in1c')
  const rkmax = (in1 !== undefined ? readIn1(in1).rkmax : undefined) ?? (Number.isFinite(last.rkm) ? last.rkm : undefined)
  if (rkmax !== undefined) out.basis_set = [{ type: '(L)APW+lo', cutoff_fractional: rkmax }]

  const klist = await readSibling(context, '.klist')
  const kpoints = klist !== undefined ? readKlist(klist) : undefined
  if (kpoints?.points.length) {
    out.k_mesh = { ...(kpoints.grid ? { grid: kpoints.grid } : {}), n_points: kpoints.points.length, points: kpoints.points, weights: kpoints.weights }
  } else if (Number.isFinite(last.kpoints)) out.k_mesh = { n_points: last.kpoints }
  return out
}

function calculation(context: MainfileContext, scf: Wien2kScf, struct: Wien2kStruct | undefined): CalculationOut | undefined {
  if (scf.iterations.length === 0) return undefined
  const last = scf.iterations.at(-1)!
  if (last.totalEnergy === undefined) context.logger.warning('The last SCF iteration has no :ENE line: the file is cut off; the energy is that of the last complete iteration.')
  const converged = [...scf.iterations].reverse().find((i) => i.totalEnergy !== undefined)
  const out: CalculationOut = {
    scf_iteration: scf.iterations.map((i) => ({
      energy: {
        ...(i.totalEnergy !== undefined ? { total: { value: i.totalEnergy * RYDBERG } } : {}),
        ...(i.fermi !== undefined ? { fermi: i.fermi * RYDBERG } : {}),
      },
    })),
  }
  if (converged) {
    out.energy = { total: { value: converged.totalEnergy! * RYDBERG }, ...(converged.fermi !== undefined ? { fermi: converged.fermi * RYDBERG } : {}) }
  }
  // :FGL gives one force per inequivalent atom; NOMAD repeats it for each equivalent one.
  if (last.forces.length) {
    const mult = last.multiplicities.length === last.forces.length ? last.multiplicities : struct?.atoms.map((a) => a.positions.length)
    if (mult?.length === last.forces.length) {
      out.forces = { total: { value: last.forces.flatMap((f, i) => Array.from({ length: mult[i] }, () => f.map((v) => v * 1e-3 * RYDBERG_PER_BOHR))) } }
    } else context.logger.warning('The :FGL forces do not match the atoms of the structure; not stored.')
  }
  return out
}

export const wien2kParser: Parser = {
  metadata: wien2kMetadata,
  async parse(context: MainfileContext): Promise<Archive> {
    const scf = readScf(decodeText(await context.readMainfile()))
    if (scf.iterations.length === 0 && !scf.version) throw new Error('The file holds no WIEN2k SCF iterations.')
    const structText = await readSibling(context, '.struct')
    const struct = structText !== undefined ? readStruct(structText) : undefined
    if (!struct) context.logger.warning('No case.struct beside the SCF file; the run has no structure.')
    const structure = struct ? structureOf(struct) : undefined
    if (struct && !structure) context.logger.warning('The case.struct has no lattice constants or atoms; the run has no structure.')

    const run: RunOut = { program: { name: 'WIEN2k', ...(scf.version ? { version: scf.version } : {}) } }
    run.method = [await method(context, scf, struct)]
    if (structure) run.system = [systemOf(structure)]
    const calc = calculation(context, scf, struct)
    if (calc) {
      const nSpin = run.method[0].electronic?.n_spin_channels ?? 1
      const fermi = calc.energy?.fermi
      const dos = await readDos(context, nSpin, fermi)
      if (dos) calc.dos_electronic = dos
      const bandStructure = await readBandStructure(context, nSpin, fermi, struct, structure)
      if (bandStructure) calc.band_structure_electronic = [bandStructure]
      run.calculation = [calc]
    }
    const gap = [...scf.iterations].reverse().find((i) => i.gap !== undefined)?.gap
    if (gap !== undefined) run.x_wien2k_ene_gap = gap * RYDBERG
    return { run: [linkRun(run)], workflow2: workflowOf('SinglePoint') }
  },
}
