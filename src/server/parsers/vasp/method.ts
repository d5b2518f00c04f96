// The run method and workflow settings from VASP's INCAR tags, as NOMAD reads them:
// exchange-correlation from LHFCALC/HFSCREEN/AEXX, METAGGA, GGA (and, where GGA is the
// default '--', from the POTCARs), smearing from ISMEAR/SIGMA, the plane-wave cutoff,
// PREC as native tier, the k-mesh, EDIFF, and the relaxation settings behind workflow2.
import { EV, EV_PER_ANGSTROM, libxcComponents, workflowOf, xcFunctionalSection } from '../common'
import type { MethodOut, WorkflowOut, XCFunctionalOut } from '../common'
import type { VaspContent } from './content'
import { booleanSetting, numberSetting, stringSetting } from './content'

/** VASP's GGA tag → libxc components (NOMAD's table; names with both parts from common/xc). */
const GGA_TAGS: Record<string, readonly string[]> = {
  PE: ['GGA_X_PBE', 'GGA_C_PBE'],
  PBE: ['GGA_X_PBE', 'GGA_C_PBE'],
  '91': ['GGA_X_PW91', 'GGA_C_PW91'],
  RP: ['GGA_X_RPBE', 'GGA_C_PBE'],
  PS: ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  AM: ['GGA_X_AM05', 'GGA_C_AM05'],
  RE: ['GGA_X_PBE_R'],
  CA: ['LDA_X', 'LDA_C_PZ'],
  PZ: ['LDA_C_PZ'],
  HL: ['LDA_C_HL'],
  WI: ['LDA_C_WIGNER'],
  VW: ['LDA_C_VWN'],
  RA: ['LDA_C_PW_RPA'],
  B3: ['HYB_GGA_XC_B3LYP3'],
  B5: ['HYB_GGA_XC_B3LYP5'],
  BF: ['GGA_X_BEEFVDW', 'GGA_XC_BEEFVDW'],
  OR: ['GGA_X_OPTPBE_VDW'],
  BO: ['GGA_X_OPTB88_VDW'],
  MK: ['GGA_X_OPTB86B_VDW'],
  ML: ['VDW_XC_DF2'],
  CX: ['VDW_XC_DF_CX'],
}

/**
 * VASP's METAGGA tag → libxc components. NOMAD lists only the exchange part of SCAN and
 * M06L; VASP applies exchange and correlation of both, so both are named here.
 */
const METAGGA_TAGS: Record<string, readonly string[]> = {
  TPSS: ['MGGA_X_TPSS', 'MGGA_C_TPSS'],
  RTPSS: ['MGGA_X_RTPSS'],
  M06L: ['MGGA_X_M06_L', 'MGGA_C_M06_L'],
  MS0: ['MGGA_X_MS0'],
  MS1: ['MGGA_X_MS1'],
  MS2: ['MGGA_X_MS2'],
  SCAN: ['MGGA_X_SCAN', 'MGGA_C_SCAN'],
  RSCAN: ['MGGA_X_RSCAN', 'MGGA_C_RSCAN'],
  R2SCAN: ['MGGA_X_R2SCAN', 'MGGA_C_R2SCAN'],
  SCANL: ['MGGA_X_SCANL', 'MGGA_C_SCANL'],
  R2SCANL: ['MGGA_X_R2SCANL', 'MGGA_C_R2SCANL'],
  MBJ: ['MGGA_X_BJ06'],
  HLE17: ['MGGA_XC_HLE17'],
}

/**
 * The functional the POTCARs were made with, which VASP uses when GGA is not set
 * ('--'): LEXCH where the OUTCAR prints it, else the title prefix (PAW_PBE → PBE,
 * PAW_GGA / PAW_PW91 → PW91, plain PAW / US / PAW_LDA → LDA).
 */
export function potcarFunctional(content: Pick<VaspContent, 'potcars' | 'potcarExchange'>): string | undefined {
  const lexch = content.potcarExchange[0]?.toUpperCase()
  if (lexch === 'PE') return 'PBE'
  if (lexch === '91') return 'PW91'
  if (lexch === 'CA' || lexch === 'PZ') return 'LDA'
  if (lexch === 'PS') return 'PBESOL'
  const prefix = content.potcars[0]?.split(/\s+/)[0]?.toUpperCase()
  if (!prefix) return undefined
  if (/_PBE$/.test(prefix)) return 'PBE'
  if (/_(GGA|PW91)$/.test(prefix)) return 'PW91'
  if (/^(PAW|US|NC)(_LDA)?$/.test(prefix)) return 'LDA'
  return undefined
}

/** The hybrid functional of an LHFCALC run, as NOMAD names it from HFSCREEN, AEXX and the GGA parts. */
function hybridOf(content: VaspContent): XCFunctionalOut {
  const settings = content.settings
  const gga = stringSetting(settings, 'GGA')?.toUpperCase()
  const aexx = numberSetting(settings, 'AEXX') ?? 0
  const aggax = numberSetting(settings, 'AGGAX') ?? 1
  const aggac = numberSetting(settings, 'AGGAC') ?? 1
  const aldac = numberSetting(settings, 'ALDAC') ?? 1
  const hfscreen = numberSetting(settings, 'HFSCREEN') ?? 0
  let name: string
  if (hfscreen === 0.2) name = 'HYB_GGA_XC_HSE06'
  else if (hfscreen === 0.3) name = 'HYB_GGA_XC_HSE03'
  else if (gga === 'B3' && aexx === 0.2 && aggax === 0.72 && aggac === 0.81 && aldac === 0.19) name = 'HYB_GGA_XC_B3LYP3'
  else if (aexx === 1 && aldac === 0 && aggac === 0) return xcFunctionalSection(['HF_X'])
  // GGA '--' takes the POTCAR's functional, PBE for every hybrid POTCAR set.
  else if (gga === 'PE' || gga === undefined || gga === '--') name = 'HYB_GGA_XC_PBEH'
  else name = `HYB_GGA_XC_${gga}`
  return xcFunctionalSection([name], aexx)
}

const isUnset = (value: string | undefined) => value === undefined || /^(|--|F|FALSE|\.FALSE\.|NONE)$/i.test(value)

/** The xc functional section; undefined when the tags name a functional we cannot map. */
export function xcFunctionalOf(content: VaspContent): XCFunctionalOut | undefined {
  const settings = content.settings
  if (booleanSetting(settings, 'LHFCALC')) return hybridOf(content)
  const metagga = stringSetting(settings, 'METAGGA')?.toUpperCase()
  if (!isUnset(metagga)) {
    const components = METAGGA_TAGS[metagga!]
    return xcFunctionalSection(components ?? [metagga!])
  }
  const gga = stringSetting(settings, 'GGA')?.toUpperCase()
  if (isUnset(gga)) {
    // VASP takes the functional of the POTCARs; NOMAD assumes PBE, which is right for PAW_PBE sets.
    const components = libxcComponents(potcarFunctional(content) ?? 'PBE')
    return components && xcFunctionalSection(components)
  }
  const components = GGA_TAGS[gga!]
  return components && components.length ? xcFunctionalSection(components) : undefined
}

/** ISMEAR → the smearing kinds NOMAD names; -2 (fixed occupations) and -3 (a scan) have none. */
export function smearingOf(content: VaspContent): { kind: string; width?: number } | undefined {
  const ismear = numberSetting(content.settings, 'ISMEAR')
  const sigma = numberSetting(content.settings, 'SIGMA')
  if (ismear === undefined) return undefined
  const width = sigma !== undefined ? { width: sigma * EV } : {}
  if (ismear === -1) return { kind: 'fermi', ...width }
  if (ismear === 0) return { kind: 'gaussian', ...width }
  if (ismear > 0) return { kind: 'methfessel-paxton', ...width }
  if (ismear === -4 || ismear === -5) return { kind: 'tetrahedra' }
  return undefined
}

/** PREC as NOMAD's native tier: the first of its names that starts with what VASP printed ('accura' → accurate). */
export function nativeTierOf(prec: string | undefined): string | undefined {
  if (!prec) return undefined
  const lower = prec.toLowerCase()
  return ['low', 'medium', 'high', 'normal', 'single', 'accurate'].find((tier) => tier.startsWith(lower))
}

/** vasprun's k-point generation names → NOMAD's sampling methods. */
const K_GENERATION: Record<string, string> = {
  Automatic: 'Gamma-centered',
  Gamma: 'Gamma-centered',
  'Monkhorst-Pack': 'Monkhorst-Pack',
  listgenerated: 'Line-path',
}

export const isLinePath = (content: VaspContent) => content.kpoints.generation === 'listgenerated'

export function methodOf(content: VaspContent): MethodOut {
  const settings = content.settings
  const method: MethodOut = {}
  const tier = nativeTierOf(stringSetting(settings, 'PREC'))
  if (tier) method.native_tier = tier
  const xc = xcFunctionalOf(content)
  method.dft = xc ? { xc_functional: xc } : {}
  const ispin = numberSetting(settings, 'ISPIN') ?? 1
  const smearing = smearingOf(content)
  method.electronic = {
    method: booleanSetting(settings, 'LDAU') ? 'DFT+U' : 'DFT',
    n_spin_channels: ispin,
    ...(smearing ? { smearing } : {}),
  }
  // vasprun's parameters print the cutoff in force as ENMAX; the INCAR and OUTCAR call it ENCUT.
  const cutoff = numberSetting(settings, 'ENMAX') ?? numberSetting(settings, 'ENCUT')
  method.basis_set = [{ type: 'plane waves', ...(cutoff !== undefined ? { cutoff: cutoff * EV } : {}) }]
  const { kpoints } = content
  const kMesh: NonNullable<MethodOut['k_mesh']> = {}
  const generation = kpoints.generation && K_GENERATION[kpoints.generation]
  if (generation) kMesh.generation_method = generation
  if (kpoints.divisions?.length === 3 && !isLinePath(content)) kMesh.grid = kpoints.divisions
  if (kpoints.shift?.length === 3 && !isLinePath(content)) kMesh.offset = kpoints.shift
  if (kpoints.points.length) {
    kMesh.n_points = kpoints.points.length
    kMesh.points = kpoints.points
  }
  if (kpoints.weights.length === kpoints.points.length && kpoints.weights.length) kMesh.weights = kpoints.weights
  if (Object.keys(kMesh).length) method.k_mesh = kMesh
  const ediff = numberSetting(settings, 'EDIFF')
  const nelm = numberSetting(settings, 'NELM')
  if (ediff !== undefined || nelm !== undefined) {
    method.scf = {
      ...(nelm !== undefined ? { n_max_iteration: nelm } : {}),
      ...(ediff !== undefined ? { threshold_energy_change: ediff * EV } : {}),
    }
  }
  return method
}

/** What relaxes for each ISIF: 0–2 the ions, 3–6 the cell shape (with or without volume and ions), 7 the volume alone. */
function optimizationType(isif: number | undefined): string {
  if (isif === undefined || isif <= 2) return 'atomic'
  if (isif === 7) return 'cell_volume'
  return 'cell_shape'
}

/**
 * GeometryOptimization for ionic relaxations (NSW > 0 with IBRION 1, 2 or 3), with EDIFFG
 * as energy (> 0) or force (< 0) tolerance; SinglePoint for everything else.
 */
export function workflowOfSettings(content: VaspContent): WorkflowOut {
  const settings = content.settings
  const nsw = numberSetting(settings, 'NSW') ?? 0
  const ibrion = numberSetting(settings, 'IBRION') ?? (nsw > 1 ? 0 : -1)
  if (!(nsw > 0 && [1, 2, 3].includes(ibrion))) return workflowOf('SinglePoint')
  const method: Record<string, unknown> = {
    type: optimizationType(numberSetting(settings, 'ISIF')),
    method: ibrion === 1 ? 'quasi-Newton (RMM-DIIS)' : ibrion === 2 ? 'conjugate gradient' : 'damped molecular dynamics',
    optimization_steps_maximum: nsw,
  }
  const ediffg = numberSetting(settings, 'EDIFFG') ?? 10 * (numberSetting(settings, 'EDIFF') ?? 1e-4)
  if (ediffg > 0) method.convergence_tolerance_energy_difference = ediffg * EV
  else if (ediffg < 0) method.convergence_tolerance_force_maximum = -ediffg * EV_PER_ANGSTROM
  return workflowOf('GeometryOptimization', method)
}
