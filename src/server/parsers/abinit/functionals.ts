// ABINIT's `ixc`: positive values are ABINIT's own functionals, negative ones name libxc
// functionals by id (-XXXCCC: exchange XXX, correlation CCC). Names as NOMAD maps them.

/** Native ixc → libxc components (NOMAD leaves some partners unknown; those are left out). */
const NATIVE: Record<number, string[]> = {
  1: ['LDA_XC_TETER93'],
  2: ['LDA_X', 'LDA_C_PZ'],
  4: ['LDA_X', 'LDA_C_WIGNER'],
  5: ['LDA_X', 'LDA_C_HL'],
  6: ['LDA_X', 'LDA_C_XALPHA'],
  7: ['LDA_X', 'LDA_C_PW'],
  11: ['GGA_X_PBE', 'GGA_C_PBE'],
  12: ['GGA_X_PBE'],
  13: ['GGA_X_LB', 'LDA_C_PW'],
  14: ['GGA_X_PBE_R'],
  15: ['GGA_X_RPBE'],
  16: ['GGA_XC_HCTH_93'],
  17: ['GGA_XC_HCTH_120'],
  18: ['GGA_X_B88', 'GGA_C_LYP'],
  19: ['GGA_X_B88', 'GGA_C_P86'],
  23: ['GGA_X_WC'],
  24: ['GGA_X_C09X'],
  26: ['GGA_XC_HCTH_147'],
  27: ['GGA_XC_HCTH_407'],
  28: ['GGA_X_OPTX', 'GGA_C_LYP'],
  40: ['HF_X'],
  41: ['HYB_GGA_XC_PBEH'],
  42: ['HYB_GGA_XC_PBE0_13'],
}

/** libxc ids of the functionals used in practice (a subset of libxc's numbering). */
const LIBXC: Record<number, string> = {
  1: 'LDA_X',
  7: 'LDA_C_VWN',
  9: 'LDA_C_PZ',
  12: 'LDA_C_PW',
  20: 'LDA_XC_TETER93',
  101: 'GGA_X_PBE',
  102: 'GGA_X_PBE_R',
  106: 'GGA_X_B88',
  109: 'GGA_X_PW91',
  110: 'GGA_X_OPTX',
  116: 'GGA_X_PBE_SOL',
  117: 'GGA_X_RPBE',
  118: 'GGA_X_WC',
  120: 'GGA_X_AM05',
  130: 'GGA_C_PBE',
  131: 'GGA_C_LYP',
  132: 'GGA_C_P86',
  133: 'GGA_C_PBE_SOL',
  134: 'GGA_C_PW91',
  135: 'GGA_C_AM05',
  161: 'GGA_XC_HCTH_93',
  162: 'GGA_XC_HCTH_120',
  202: 'MGGA_X_TPSS',
  203: 'MGGA_X_M06_L',
  207: 'MGGA_X_BJ06',
  208: 'MGGA_X_TB09',
  212: 'MGGA_X_REVTPSS',
  231: 'MGGA_C_TPSS',
  233: 'MGGA_C_M06_L',
  241: 'MGGA_C_REVTPSS',
  263: 'MGGA_X_SCAN',
  267: 'MGGA_C_SCAN',
  401: 'HYB_GGA_XC_B3PW91',
  402: 'HYB_GGA_XC_B3LYP',
  406: 'HYB_GGA_XC_PBEH',
  427: 'HYB_GGA_XC_HSE03',
  428: 'HYB_GGA_XC_HSE06',
  456: 'HYB_GGA_XC_PBE0_13',
}

/** The libxc components of an ixc; `unknown` lists ids or values that have no name here. */
export function ixcComponents(ixc: number): { components: string[]; unknown: number[] } {
  if (ixc >= 0) {
    const found = NATIVE[ixc]
    return found ? { components: [...found], unknown: [] } : { components: [], unknown: ixc === 0 ? [] : [ixc] }
  }
  const ids = [Math.floor(-ixc / 1000), -ixc % 1000].filter((id) => id > 0)
  return {
    components: ids.filter((id) => LIBXC[id]).map((id) => LIBXC[id]),
    unknown: ids.filter((id) => !LIBXC[id]),
  }
}
