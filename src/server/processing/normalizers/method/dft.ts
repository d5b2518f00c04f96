// results.method.simulation.dft from the run method: functional (names, rung on Jacob's
// ladder, exact exchange), basis set, core electrons, spin, smearing, SCF threshold.
import { jacobsLadder } from '../../../parsers/common'
import { at, finite, isObject, sectionsOf, text } from '../workflow'
import type { Json } from '../workflow'

/** The basis set types of a run method, as parsers write them. */
export const basisSetTypes = (method: Json): Set<string> =>
  new Set(sectionsOf(method.basis_set).map((b) => text(b.type)).filter((t): t is string => t !== undefined))

/** All-electron (L)APW codes: NOMAD files them under (L)APW+lo whatever the run says. */
const APW_PROGRAMS = new Set(['exciting', 'WIEN2k', 'Elk'])

/**
 * The kind of basis functions for wave functions. Mixed Gaussian and plane-wave basis
 * sets (CP2K's GPW) count as plane waves, as in NOMAD.
 */
export function basisSetType(types: Set<string>, program: string | undefined): string | undefined {
  if ((program && APW_PROGRAMS.has(program)) || types.has('(L)APW+lo')) return '(L)APW+lo'
  if (types.has('plane waves')) return 'plane waves'
  for (const type of ['numeric AOs', 'gaussians', 'psinc functions', 'real-space grid']) if (types.has(type)) return type
  return undefined
}

/**
 * Core-electron treatment by program. NOMAD's own table has VASP, FHI-aims, exciting
 * (and a lower-case 'quantum espresso' that never matches); the other codes of this
 * repository are added by what they do: pseudopotentials or all electrons.
 */
const CORE_ELECTRON_TREATMENT: Record<string, string> = {
  VASP: 'pseudopotential',
  'Quantum Espresso': 'pseudopotential',
  CASTEP: 'pseudopotential',
  ABINIT: 'pseudopotential',
  CP2K: 'pseudopotential',
  'FHI-aims': 'full all electron',
  exciting: 'full all electron',
  WIEN2k: 'full all electron',
}

const RELATIVITY_METHODS = new Set(['scalar_relativistic', 'pseudo_scalar_relativistic', 'scalar_relativistic_atomic_ZORA'])

/** libxc components of the method's functional, sorted. */
export function xcFunctionalNames(method: Json): string[] {
  const xc = at(method, 'dft', 'xc_functional')
  const components = at(xc, 'component_names')
  const names = Array.isArray(components)
    ? components.filter((c): c is string => text(c) !== undefined)
    : (text(at(xc, 'name'))?.split('+') ?? [])
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort()
}

/**
 * Exact-exchange fraction a hybrid has by definition, for when the parser gave none
 * (NOMAD's table; HSE is matched with its year suffix, which NOMAD's pattern misses).
 */
const DEFAULT_EXACT_EXCHANGE: [RegExp, number][] = [
  [/_B3LYP[35]?$/, 0.2],
  [/_(HSE(03|06|12|12S)?|PBEH|PBE_MOL0|PBE_SOL0)$/, 0.25],
  [/_M05$/, 0.28],
  [/_PBE0_13$/, 1 / 3],
  [/_PBE38$/, 3 / 8],
  [/_PBE50$/, 0.5],
  [/_M06_2X$/, 0.54],
  [/_(M05_2X|PBE_2X)$/, 0.56],
]

function exactExchange(method: Json, names: string[]): number | undefined {
  const given = finite(at(method, 'dft', 'xc_functional', 'exact_exchange_mixing_factor'))
  if (given !== undefined) return given
  for (const name of names) {
    if (!/_XC?_/.test(name)) continue
    const known = DEFAULT_EXACT_EXCHANGE.find(([pattern]) => pattern.test(name))
    if (known) return known[1]
  }
  return undefined
}

/** The DFT section of results.method.simulation; fields without a value are left out (metainfo defaults apply). */
export function dftSettings(method: Json, program: string | undefined): Json {
  const dft: Json = {}
  const set = (key: string, value: unknown) => {
    if (value !== undefined) dft[key] = value
  }
  set('basis_set_type', basisSetType(basisSetTypes(method), program))
  set('basis_set_name', sectionsOf(method.basis_set).map((b) => text(b.name)).find((n) => n !== undefined))
  set('core_electron_treatment', program ? CORE_ELECTRON_TREATMENT[program] : undefined)

  const electronic = isObject(method.electronic) ? method.electronic : {}
  const spinChannels = finite(electronic.n_spin_channels)
  if (spinChannels !== undefined) set('spin_polarized', spinChannels > 1)
  set('smearing_kind', text(at(electronic, 'smearing', 'kind')))
  set('smearing_width', finite(at(electronic, 'smearing', 'width')))
  set('van_der_Waals_method', text(electronic.van_der_waals_method))
  const relativity = text(electronic.relativity_method)
  set('relativity_method', relativity && RELATIVITY_METHODS.has(relativity) ? relativity : undefined)

  // NOMAD writes 'unavailable' when the functional is unknown, rather than leaving
  // the 'not processed' default.
  const names = xcFunctionalNames(method)
  const rung = jacobsLadder(names) ?? 'unavailable'
  if (names.length > 0) set('xc_functional_names', names)
  set('jacobs_ladder', rung)
  set('xc_functional_type', rung)
  set('exact_exchange_mixing_factor', exactExchange(method, names))
  set('scf_threshold_energy_change', finite(at(method, 'scf', 'threshold_energy_change')))
  return dft
}
