// Exchange-correlation functionals: codes name them in their own way (PBE, GGA = PE,
// xc_functional = 20, B3LYP …); the archive stores the libxc component names, and
// results classify them on Jacob's ladder. One table for all parsers.

/** Common functional names (upper case, no spaces or dashes) → libxc component names. */
const FUNCTIONALS: Record<string, readonly string[]> = {
  LDA: ['LDA_X', 'LDA_C_PZ'],
  PZ: ['LDA_X', 'LDA_C_PZ'],
  CA: ['LDA_X', 'LDA_C_PZ'],
  PW: ['LDA_X', 'LDA_C_PW'],
  PW92: ['LDA_X', 'LDA_C_PW'],
  VWN: ['LDA_X', 'LDA_C_VWN'],
  PADE: ['LDA_XC_TETER93'],
  PBE: ['GGA_X_PBE', 'GGA_C_PBE'],
  PBESOL: ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  PS: ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  REVPBE: ['GGA_X_PBE_R', 'GGA_C_PBE'],
  RPBE: ['GGA_X_RPBE', 'GGA_C_PBE'],
  PW91: ['GGA_X_PW91', 'GGA_C_PW91'],
  AM05: ['GGA_X_AM05', 'GGA_C_AM05'],
  WC: ['GGA_X_WC', 'GGA_C_PBE'],
  BLYP: ['GGA_X_B88', 'GGA_C_LYP'],
  BP86: ['GGA_X_B88', 'GGA_C_P86'],
  SCAN: ['MGGA_X_SCAN', 'MGGA_C_SCAN'],
  RSCAN: ['MGGA_X_RSCAN', 'MGGA_C_RSCAN'],
  R2SCAN: ['MGGA_X_R2SCAN', 'MGGA_C_R2SCAN'],
  TPSS: ['MGGA_X_TPSS', 'MGGA_C_TPSS'],
  M06L: ['MGGA_X_M06_L', 'MGGA_C_M06_L'],
  PBE0: ['HYB_GGA_XC_PBEH'],
  PBEH: ['HYB_GGA_XC_PBEH'],
  HSE03: ['HYB_GGA_XC_HSE03'],
  HSE06: ['HYB_GGA_XC_HSE06'],
  HSE: ['HYB_GGA_XC_HSE06'],
  B3LYP: ['HYB_GGA_XC_B3LYP'],
  B3PW91: ['HYB_GGA_XC_B3PW91'],
  HF: ['HF_X'],
}

/** The libxc components of a functional name as codes print it; undefined when unknown. */
export function libxcComponents(name: string): string[] | undefined {
  const key = name.toUpperCase().replace(/[\s_-]/g, '')
  const found = FUNCTIONALS[key]
  return found ? [...found] : undefined
}

/** The `xc_functional` section of a run method for libxc component names. */
export function xcFunctionalSection(components: readonly string[], exactExchangeMixing?: number) {
  const sorted = [...components].sort()
  return {
    name: sorted.join('+'),
    component_names: sorted,
    ...(exactExchangeMixing !== undefined ? { exact_exchange_mixing_factor: exactExchangeMixing } : {}),
  }
}

export type JacobsLadder = 'LDA' | 'GGA' | 'meta-GGA' | 'hyper-GGA' | 'hybrid'

/**
 * The highest rung among the components, with NOMAD's reading of libxc prefixes:
 * hybrid meta-GGAs are hyper-GGA, other hybrids hybrid. Pure Hartree-Fock exchange is
 * no rung of the ladder.
 */
export function jacobsLadder(components: readonly string[]): JacobsLadder | undefined {
  const rank = (name: string): JacobsLadder | undefined => {
    if (/^HYB_MGGA_/.test(name)) return 'hyper-GGA'
    if (/^HYB_/.test(name)) return 'hybrid'
    if (/^MGGA_/.test(name)) return 'meta-GGA'
    if (/^GGA_/.test(name)) return 'GGA'
    if (/^LDA_/.test(name)) return 'LDA'
    return undefined
  }
  const order: JacobsLadder[] = ['LDA', 'GGA', 'meta-GGA', 'hyper-GGA', 'hybrid']
  let best = -1
  for (const name of components) {
    const rung = rank(name)
    if (rung) best = Math.max(best, order.indexOf(rung))
  }
  return best < 0 ? undefined : order[best]
}
