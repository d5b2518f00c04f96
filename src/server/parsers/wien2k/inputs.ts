// The WIEN2k input files the parser reads when they are uploaded beside the .scf:
// case.in0 (functional), case.in1 / .in1c (RKmax), case.in2 / .in2c (Fermi-level
// integration) and case.klist (k-points).

/** Functional switches of case.in0 (index or XC_ name) → libxc components, as NOMAD maps them. */
export const WIEN2K_FUNCTIONALS: Record<string, string[]> = {
  '5': ['LDA_X', 'LDA_C_PW'],
  '6': ['HF_X'],
  '11': ['GGA_X_WC', 'GGA_C_PBE'],
  '13': ['GGA_X_PBE', 'GGA_C_PBE'],
  '17': ['GGA_X_PW91'],
  '18': ['HYB_GGA_XC_B3PW91'],
  '19': ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  '24': ['GGA_X_B88', 'GGA_C_LYP'],
  '27': ['MGGA_X_TPSS', 'MGGA_C_TPSS'],
  '28': ['MGGA_X_TB09', 'LDA_C_PW'],
  '46': ['GGA_X_HTBS'],
  '47': ['HYB_GGA_XC_B3LYP'],
  XC_LDA: ['LDA_X', 'LDA_C_PW'],
  XC_PBE: ['GGA_X_PBE', 'GGA_C_PBE'],
  XC_WC: ['GGA_X_WC', 'GGA_C_PBE'],
  XC_PBESOL: ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'],
  XC_B3PW91: ['HYB_GGA_XC_B3PW91'],
  XC_B3LYP: ['HYB_GGA_XC_B3LYP'],
  XC_MBJ: ['MGGA_X_TB09', 'LDA_C_PW'],
  XC_TPSS: ['MGGA_X_TPSS', 'MGGA_C_TPSS'],
  XC_MGGA_MS: ['MGGA_X_MS', 'MGGA_C_MS'],
  XC_MVS: ['MGGA_X_MVS', 'MGGA_C_MVS'],
  XC_MBEEF: ['MGGA_X_MBEEF', 'GGA_C_PBE_SOL'],
  XC_SCAN: ['MGGA_X_SCAN', 'MGGA_C_SCAN'],
  XC_SCANL: ['MGGA_X_SCANL', 'MGGA_C_SCANL'],
  XC_RSCAN: ['MGGA_X_RSCAN', 'MGGA_C_RSCAN'],
  XC_R2SCAN: ['MGGA_X_R2SCAN', 'MGGA_C_R2SCAN'],
  XC_TM: ['MGGA_X_TM', 'MGGA_C_TM'],
  XC_HTBS: ['GGA_X_HTBS'],
}

/**
 * The functional switches of an option list such as 'XC_PBE', '13' or the four-part
 * 'EX_PBE EC_PBE VX_PBE VC_PBE' (printed in the .scf's :POT line), as keys of the table.
 */
export function functionalKeys(option: string): string[] {
  const tokens = option.split('(')[0].trim().split(/\s+/).filter(Boolean)
  const parts = tokens.map((t) => /^(EX|EC|VX|VC)_(\w+)$/.exec(t))
  if (tokens.length > 0 && parts.every(Boolean)) {
    const names = new Set(parts.map((p) => p![2]))
    if (names.size === 1) return [`XC_${[...names][0]}`]
  }
  return tokens
}

/** case.in0: the switches after TOT (or KXC, POT, …) on its first such line. */
export function readIn0(text: string): string[] | undefined {
  const line = /^\s*(?:TOT|KXC|POT|MULT|COUL|EXCH)\b(.*)$/m.exec(text)
  return line ? functionalKeys(line[1]) : undefined
}

/** case.in1: RKmax is the first number of the second line. */
export function readIn1(text: string): { rkmax?: number } {
  const second = text.split(/\r?\n/)[1]
  const rkmax = second !== undefined ? Number(second.trim().split(/\s+/)[0]) : NaN
  return Number.isFinite(rkmax) ? { rkmax } : {}
}

/** case.in2: the Fermi-level method and its width (Ry), e.g. 'TETRA    0.000'. */
export function readIn2(text: string): { smearing?: { kind: string; widthRy: number } } {
  const line = /^\s*(GAUSS|ROOT|TEMP|TETRA|ALL)\w*\s+([\d.]+)/m.exec(text)
  if (!line) return {}
  const kinds: Record<string, string> = { GAUSS: 'gaussian', TEMP: 'fermi', TETRA: 'tetrahedra', ROOT: 'ROOT', ALL: 'ALL' }
  return { smearing: { kind: kinds[line[1]], widthRy: Number(line[2]) } }
}

/** case.klist: integer k-vectors over a divisor with weights, up to 'END'; weights normalised to one. */
export function readKlist(text: string): { points: number[][]; weights: number[]; grid?: number[] } {
  const points: number[][] = []
  const weights: number[] = []
  let grid: number[] | undefined
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*END/.test(line)) break
    const div = /div:\s*\(\s*(\d+)\s+(\d+)\s+(\d+)\s*\)/.exec(line)
    if (div) grid ??= div.slice(1, 4).map(Number)
    const values = line.trim().split(/\s+/).slice(0, 6).map(Number)
    if (values.length < 6 || values.some((v) => !Number.isFinite(v)) || values[4] === 0) continue
    points.push(values.slice(1, 4).map((k) => k / values[4]))
    weights.push(values[5])
  }
  const sum = weights.reduce((s, w) => s + w, 0)
  return { points, weights: sum > 0 ? weights.map((w) => w / sum) : weights, ...(grid ? { grid } : {}) }
}
