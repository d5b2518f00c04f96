// pw.x names its functional by six (or seven) indices: exchange, correlation, gradient
// corrections to both, non-local van der Waals and meta-GGA, e.g.
// 'Exchange-correlation = PBE ( 1 4 3 4 0 0)'. The libxc components follow from the
// indices as NOMAD derives them (funct.f90 of QE 5.4/6.5): each index adds weighted terms
// and removes what it replaces (a gradient correction replaces the LDA term it corrects),
// terms of weight ≈ 0 drop out, and two known sums are renamed to libxc hybrids.
import { libxcComponents } from '../common'

type Weight = number | ((exx: number) => number)
/** [libxc name, weight]; the weight may depend on the fraction of exact exchange. */
type Term = [string, Weight]
interface Index {
  add: Term[]
  remove?: Term[]
}

const hybridOnly = (exx: number) => (Math.abs(exx) > 0.01 ? 1 : 0)
const withoutHybrid = (exx: number) => (Math.abs(exx) > 0.01 ? 0 : 1)
const exact = (exx: number) => exx
const remainder = (exx: number) => 1 - exx

const gradientX = (name: string): Index => ({ add: [[name, 1]], remove: [['LDA_X', 1]] })
const gradientC = (name: string, replaces = 'LDA_C_PW'): Index => ({ add: [[name, 1]], remove: [[replaces, 1]] })

const EXCHANGE: Record<number, Index> = {
  1: { add: [['LDA_X', 1]] },
  2: { add: [['LDA_X', 1]] },
  5: { add: [['HF_X', 1]] },
  6: { add: [['HF_X', exact], ['LDA_X', remainder]] },
  7: { add: [['HF_X', exact], ['LDA_X', remainder]] },
  9: { add: [['HF_X', exact], ['LDA_X', remainder]] },
}

const CORRELATION: Record<number, Index> = {
  1: { add: [['LDA_C_PZ', 1]] },
  2: { add: [['LDA_C_VWN', 1]] },
  3: { add: [['LDA_C_LYP', 1]] },
  4: { add: [['LDA_C_PW', 1]] },
  5: { add: [['LDA_C_WIGNER', 1]] },
  6: { add: [['LDA_C_HL', 1]] },
  7: { add: [['LDA_C_OB_PZ', 1]] },
  8: { add: [['LDA_C_OB_PW', 1]] },
  9: { add: [['LDA_C_GL', 1]] },
  11: { add: [['LDA_C_VWN_RPA', 1]] },
  // NOMAD's table gives the B3LYP/X3LYP mixtures fixed weights that its code then
  // overwrites with 1; only the names matter here.
  12: { add: [['LDA_C_VWN', 1], ['LDA_C_LYP', 1]] },
  13: { add: [['LDA_C_VWN_RPA', 1], ['LDA_C_LYP', 1]] },
  14: { add: [['LDA_C_VWN_RPA', 1], ['LDA_C_LYP', 1]] },
}

const EXCHANGE_GRADIENT: Record<number, Index> = {
  1: gradientX('GGA_X_B88'),
  2: gradientX('GGA_X_PW91'),
  3: gradientX('GGA_X_PBE'),
  4: gradientX('GGA_X_PBE_R'),
  5: { add: [['GGA_XC_HCTH_120', 1]] },
  6: { add: [['GGA_X_OPTX', 1]] },
  7: gradientX('MGGA_X_TPSS'),
  8: { add: [['GGA_X_PBE', remainder]], remove: [['LDA_X', remainder]] },
  9: { add: [['GGA_X_B88', (exx) => (Math.abs(exx) > 0.01 ? 0.72 : 1)]], remove: [['LDA_X', remainder]] },
  10: gradientX('GGA_X_PBE_SOL'),
  11: gradientX('GGA_X_WC'),
  12: {
    add: [['HYB_GGA_XC_HSE06', hybridOnly], ['GGA_X_PBE', withoutHybrid]],
    remove: [['LDA_X', 1], ['GGA_C_PBE', hybridOnly]],
  },
  13: gradientX('GGA_X_RPW86'),
  14: gradientX('GGA_X_PBE'),
  16: gradientX('GGA_X_C09X'),
  17: gradientX('GGA_X_SOGGA'),
  19: gradientX('GGA_X_Q2D'),
  20: {
    add: [['HYB_GGA_XC_GAU_PBE', hybridOnly], ['GGA_X_PBE', withoutHybrid]],
    remove: [['LDA_X', 1], ['GGA_C_PBE', hybridOnly]],
  },
  21: gradientX('GGA_X_PW86'),
  22: gradientX('GGA_X_B86_MGC'),
  23: gradientX('GGA_X_OPTB88_VDW'),
  24: gradientX('GGA_X_OPTB86B_VDW'),
  25: gradientX('GGA_X_EV93'),
  26: gradientX('GGA_X_B86_R'),
  27: gradientX('GGA_X_LV_RPW86'),
}

const CORRELATION_GRADIENT: Record<number, Index> = {
  1: gradientC('GGA_C_P86'),
  2: gradientC('GGA_C_PW91'),
  3: gradientC('GGA_C_LYP', 'LDA_C_LYP'),
  4: gradientC('GGA_C_PBE'),
  5: { add: [['GGA_XC_HCTH_120', 1]] },
  6: gradientC('MGGA_C_TPSS'),
  7: gradientC('GGA_C_LYP', 'LDA_C_LYP'),
  8: gradientC('GGA_C_PBE_SOL'),
  9: gradientC('GGA_C_PBE'),
  10: gradientC('MGGA_C_TPSS'),
  11: { add: [['MGGA_C_M06_L', 1]] },
  12: gradientC('GGA_C_Q2D'),
  13: gradientC('GGA_C_LYP', 'LDA_C_LYP'),
}

const NONLOCAL: Record<number, Index> = {
  1: { add: [['VDW_XC_DF1', 1]], remove: [['LDA_X', 1], ['LDA_C_PW', 1]] },
  2: { add: [['VDW_XC_DF2', 1]], remove: [['LDA_X', 1], ['LDA_C_PW', 1]] },
  3: { add: [['VDW_C_RVV10', 1]], remove: [['GGA_C_PBE', 1]] },
}

const LDA_REPLACED: Term[] = [['LDA_X', 1], ['LDA_C_PW', 1]]
const META: Record<number, Index> = {
  1: { add: [['MGGA_X_TPSS', 1], ['MGGA_C_TPSS', 1]], remove: LDA_REPLACED },
  2: { add: [['MGGA_X_M06_L', 1], ['MGGA_C_M06_L', 1]] },
  3: { add: [['MGGA_X_TB09', 1], ['MGGA_C_TPSS', 1]], remove: LDA_REPLACED },
  4: { add: [['MGGA_X_TPSS', 1], ['MGGA_C_TPSS', 1]], remove: LDA_REPLACED },
  5: { add: [['MGGA_X_SCAN', 1], ['MGGA_C_SCAN', 1]], remove: LDA_REPLACED },
  6: { add: [['HYB_MGGA_X_SCAN0', 1], ['MGGA_C_SCAN', 1]], remove: LDA_REPLACED },
}

/** In the order pw.x prints the indices. */
const TABLES = [EXCHANGE, CORRELATION, EXCHANGE_GRADIENT, CORRELATION_GRADIENT, NONLOCAL, META]
const KINDS = ['exchange', 'correlation', 'exchange gradient correction', 'correlation gradient correction', 'van der Waals', 'meta-GGA']

/** Weighted sums that libxc knows as one hybrid functional. */
const LIBXC_SHORTCUTS: Record<string, string> = {
  'GGA_C_PBE+0.750*GGA_X_PBE+0.250*HF_X': 'HYB_GGA_XC_PBEH',
  '0.810*GGA_C_LYP+0.720*GGA_X_B88+0.200*HF_X+0.190*LDA_C_VWN': 'HYB_GGA_XC_B3LYP',
}

/** The indices inside the parentheses: '( 1 4 3 4 0 0)', '(1434)' or fixed-width fields. */
export function xcIndices(text: string): number[] {
  const inner = text.replace(/[()]/g, '')
  let fields: string[]
  if (/^\d{4}$/.test(inner.trim())) fields = inner.trim().split('')
  else if (inner.length === 10) fields = inner.match(/[ \d]\d/g) ?? []
  else fields = inner.trim().split(/\s+/)
  const indices = fields.map(Number).filter(Number.isInteger)
  while (indices.length < 6) indices.push(0)
  return indices
}

export interface QeFunctional {
  components: string[]
  /** The fraction of exact exchange, for hybrids. */
  exactExchange?: number
  unknown: string[]
}

/** The libxc components of pw.x's functional indices. */
export function qeFunctional(indices: number[], exactExchangeFraction = 0): QeFunctional {
  const weightOf = (w: Weight) => (typeof w === 'number' ? w : w(exactExchangeFraction))
  const terms = new Map<string, number>()
  const removed = new Map<string, number>()
  const unknown: string[] = []
  TABLES.forEach((table, i) => {
    const index = indices[i] ?? 0
    if (index === 0) return
    const entry = table[index]
    if (!entry) {
      unknown.push(`${KINDS[i]} ${index}`)
      return
    }
    for (const [name, w] of entry.add) terms.set(name, weightOf(w))
    for (const [name, w] of entry.remove ?? []) removed.set(name, weightOf(w))
  })
  for (const [name, w] of removed) terms.set(name, (terms.get(name) ?? 0) - w)
  const kept = [...terms].filter(([, w]) => Math.abs(w) >= 0.01).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = kept
    .map(([name, w], n) => {
      const prefix = Math.abs(w - 1) < 0.01 ? '' : `${w.toFixed(3)}*`
      return (n > 0 && w > 0 ? '+' : '') + prefix + name
    })
    .join('')
  const shortcut = LIBXC_SHORTCUTS[key]
  const components = shortcut ? [shortcut] : kept.map(([name]) => name)
  const hybrid = components.some((name) => name === 'HF_X' || name.startsWith('HYB_'))
  return { components, unknown, ...(hybrid && exactExchangeFraction > 0 ? { exactExchange: exactExchangeFraction } : {}) }
}

/** From the short name alone (e.g. 'PBE'), when no indices were printed. */
export function functionalFromShortName(name: string): string[] | undefined {
  return libxcComponents(name.trim())
}
