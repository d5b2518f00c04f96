// The method section of an FHI-aims run: what FHI-aims reports after reading control.in
// (functional, relativity, spin channels, k-grid) completed by control.in itself
// (smearing, s.c.f. threshold, species tiers).
import { EV, libxcComponents, xcFunctionalSection } from '../common'
import type { MethodOut } from '../common'
import { runTier } from './control'
import type { ControlIn } from './control'
import { relativityFromReport } from './output'
import type { AimsHeader } from './output'

/** FHI-aims' report of the functional ("XC: Using … ") → libxc components, as NOMAD maps them. */
const REPORTED_FUNCTIONALS: Record<string, string[]> = {
  'Perdew-Wang parametrisation of Ceperley-Alder LDA': ['LDA_C_PW', 'LDA_X'],
  'Perdew-Zunger parametrisation of Ceperley-Alder LDA': ['LDA_C_PZ', 'LDA_X'],
  'VWN-LDA parametrisation of VWN5 form': ['LDA_C_VWN', 'LDA_X'],
  'VWN-LDA parametrisation of VWN-RPA form': ['LDA_C_VWN_RPA', 'LDA_X'],
  'AM05 gradient-corrected functionals': ['GGA_C_AM05', 'GGA_X_AM05'],
  'BLYP functional': ['GGA_C_LYP', 'GGA_X_B88'],
  'PBE gradient-corrected functionals': ['GGA_C_PBE', 'GGA_X_PBE'],
  'PBEint gradient-corrected functional': ['GGA_C_PBEINT', 'GGA_X_PBEINT'],
  'PBEsol gradient-corrected functionals': ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL'],
  'RPBE gradient-corrected functionals': ['GGA_C_PBE', 'GGA_X_RPBE'],
  'revPBE gradient-corrected functionals': ['GGA_C_PBE', 'GGA_X_PBE_R'],
  'PW91 gradient-corrected functionals': ['GGA_C_PW91', 'GGA_X_PW91'],
  'M06-L gradient-corrected functionals': ['MGGA_C_M06_L', 'MGGA_X_M06_L'],
  'M11-L gradient-corrected functionals': ['MGGA_C_M11_L', 'MGGA_X_M11_L'],
  'TPSS gradient-corrected functionals': ['MGGA_C_TPSS', 'MGGA_X_TPSS'],
  'TPSSloc gradient-corrected functionals': ['MGGA_C_TPSSLOC', 'MGGA_X_TPSS'],
  'hybrid B3LYP functional': ['HYB_GGA_XC_B3LYP5'],
  'Hartree-Fock': ['HF_X'],
  HSE: ['HYB_GGA_XC_HSE03'],
  'HSE-functional': ['HYB_GGA_XC_HSE06'],
  'hybrid-PBE0 functionals': ['GGA_C_PBE', 'GGA_X_PBE', 'HF_X'],
  'hybrid-PBEsol0 functionals': ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL', 'HF_X'],
  'Hybrid M06 gradient-corrected functionals': ['MGGA_C_M06', 'HYB_MGGA_X_M06'],
  'Hybrid M06-2X gradient-corrected functionals': ['MGGA_C_M06_2X', 'HYB_MGGA_X_M06'],
  'Hybrid M06-HF gradient-corrected functionals': ['MGGA_C_M06_HF', 'HYB_MGGA_X_M06'],
  'Hybrid M08-HX gradient-corrected functionals': ['MGGA_C_M08_HX', 'HYB_MGGA_X_M08_HX'],
  'Hybrid M08-SO gradient-corrected functionals': ['MGGA_C_M08_SO', 'HYB_MGGA_X_M08_SO'],
  'Hybrid M11 gradient-corrected functionals': ['MGGA_C_M11', 'HYB_MGGA_X_M11'],
}

/** control.in's relativistic keyword → relativity_method. */
const CONTROL_RELATIVITY: Record<string, string | undefined> = {
  'atomic_zora scalar': 'scalar_relativistic_atomic_ZORA',
  'zora scalar': 'scalar_relativistic',
  none: undefined,
}

/** control.in's occupation_type → smearing kind. */
const SMEARING_KINDS: Record<string, string> = {
  gaussian: 'gaussian',
  fermi: 'fermi',
  'methfessel-paxton': 'methfessel-paxton',
  cold: 'marzari-vanderbilt',
}

function xcFunctional(header: AimsHeader, control: ControlIn, warn: (message: string) => void) {
  const reported = header.xc ? REPORTED_FUNCTIONALS[header.xc] : undefined
  const keyword = control.keywords.get('xc')?.[0]
  const components = reported ?? (keyword ? libxcComponents(keyword) : undefined)
  if (!components) {
    if (header.xc || keyword) warn(`The functional '${header.xc ?? keyword}' has no libxc name here; xc_functional is not set.`)
    return undefined
  }
  const coefficient = header.hybridCoefficient ?? numberOf(control.keywords.get('hybrid_xc_coeff')?.[0])
  // FHI-aims mixes 25 % exact exchange into HSE and PBE0 unless hybrid_xc_coeff says otherwise.
  const defaultsToQuarter = components.some((c) => /^HYB_GGA_XC_HSE/.test(c)) || (components.includes('HF_X') && components.length > 1)
  const mixing = coefficient ?? (defaultsToQuarter ? 0.25 : undefined)
  return xcFunctionalSection(components, mixing)
}

function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text.replace(/[dD]/, 'e'))
  return Number.isFinite(value) ? value : undefined
}

export function methodOf(header: AimsHeader, control: ControlIn, warn: (message: string) => void): MethodOut {
  const keywords = control.keywords
  const relativistic = header.relativistic
    ? relativityFromReport(header.relativistic)
    : CONTROL_RELATIVITY[(keywords.get('relativistic') ?? []).slice(0, 2).join(' ').toLowerCase()]

  let smearing: { kind?: string; width?: number } | undefined
  const occupation = keywords.get('occupation_type')
  if (occupation) {
    const width = numberOf(occupation[1])
    smearing = { kind: SMEARING_KINDS[occupation[0].toLowerCase()] ?? occupation[0].toLowerCase(), width: width !== undefined ? width * EV : undefined }
  } else if (header.smearing) {
    smearing = { kind: header.smearing.kind, width: header.smearing.widthEv * EV }
  }

  const kGrid = keywords.get('k_grid')?.map(Number) ?? header.kGrid
  const tier = runTier(control)
  const threshold = numberOf(keywords.get('sc_accuracy_etot')?.[0])
  const maxIterations = numberOf(keywords.get('sc_iter_limit')?.[0]) ?? header.maxScfIterations

  const method: MethodOut = {
    electronic: {
      method: 'DFT',
      n_spin_channels: header.nSpin,
      ...(relativistic ? { relativity_method: relativistic } : {}),
      ...(smearing ? { smearing } : {}),
    },
    basis_set: [{ type: 'numeric AOs', ...(tier ? { name: tier } : {}) }],
  }
  const xc = xcFunctional(header, control, warn)
  if (xc) method.dft = { xc_functional: xc }
  if (kGrid && kGrid.length === 3 && kGrid.every(Number.isInteger)) {
    method.k_mesh = { grid: kGrid, ...(header.nKPoints !== undefined ? { n_points: header.nKPoints } : {}) }
  }
  if (threshold !== undefined || maxIterations !== undefined) {
    method.scf = {
      ...(threshold !== undefined ? { threshold_energy_change: threshold * EV } : {}),
      ...(maxIterations !== undefined ? { n_max_iteration: maxIterations } : {}),
    }
  }
  if (tier) method.native_tier = tier
  return method
}
