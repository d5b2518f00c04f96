// How INCAR tags become the method and workflow, table-driven.
import { describe, expect, it } from 'vitest'
import { EV, EV_PER_ANGSTROM } from '../common'
import type { Settings } from './content'
import { emptyContent } from './content'
import { lineModeLabels } from './kpoints'
import { nativeTierOf, smearingOf, workflowOfSettings, xcFunctionalOf } from './method'

const contentWith = (settings: Settings, potcars: string[] = ['PAW_PBE Si 05Jan2001'], potcarExchange: string[] = []) => ({
  ...emptyContent(),
  settings,
  potcars,
  potcarExchange,
})

describe('exchange-correlation functional', () => {
  it.each([
    ['GGA = -- with PAW_PBE POTCARs', { GGA: '--' }, ['PAW_PBE Si 05Jan2001'], ['GGA_C_PBE', 'GGA_X_PBE']],
    ['GGA = -- with LDA POTCARs (plain PAW)', { GGA: '--' }, ['PAW S_h 21Jan2003'], ['LDA_C_PZ', 'LDA_X']],
    ['GGA = -- with ultrasoft LDA POTCARs', { GGA: '--' }, ['US Si'], ['LDA_C_PZ', 'LDA_X']],
    ['GGA = -- with PW91 POTCARs', { GGA: '--' }, ['PAW_GGA Si 05Jan2001'], ['GGA_C_PW91', 'GGA_X_PW91']],
    ['no GGA and no POTCAR titles (NOMAD assumes PBE)', {}, [], ['GGA_C_PBE', 'GGA_X_PBE']],
    ['GGA = PE', { GGA: 'PE' }, ['PAW S_h'], ['GGA_C_PBE', 'GGA_X_PBE']],
    ['GGA = PS (PBEsol)', { GGA: 'PS' }, undefined, ['GGA_C_PBE_SOL', 'GGA_X_PBE_SOL']],
    ['GGA = RP (RPBE)', { GGA: 'RP' }, undefined, ['GGA_C_PBE', 'GGA_X_RPBE']],
    ['GGA = 91', { GGA: '91' }, undefined, ['GGA_C_PW91', 'GGA_X_PW91']],
    ['METAGGA = SCAN over GGA', { GGA: 'PE', METAGGA: 'SCAN' }, undefined, ['MGGA_C_SCAN', 'MGGA_X_SCAN']],
    ['METAGGA = R2SCAN', { METAGGA: 'R2SCAN' }, undefined, ['MGGA_C_R2SCAN', 'MGGA_X_R2SCAN']],
    ['METAGGA = F (OUTCAR) is no meta-GGA', { METAGGA: false, GGA: '--' }, undefined, ['GGA_C_PBE', 'GGA_X_PBE']],
  ])('%s', (_, settings, potcars, components) => {
    expect(xcFunctionalOf(contentWith(settings as Settings, potcars))?.component_names).toEqual(components)
  })

  it('takes LEXCH of the POTCAR (OUTCAR) before the title', () => {
    expect(xcFunctionalOf(contentWith({ GGA: '--' }, ['PAW Si'], ['PE']))?.component_names).toEqual(['GGA_C_PBE', 'GGA_X_PBE'])
    expect(xcFunctionalOf(contentWith({ GGA: '--' }, ['PAW_PBE Si'], ['CA']))?.component_names).toEqual(['LDA_C_PZ', 'LDA_X'])
  })

  it.each([
    ['HSE06 (HFSCREEN 0.2)', { LHFCALC: true, HFSCREEN: 0.2, AEXX: 0.25 }, 'HYB_GGA_XC_HSE06', 0.25],
    ['HSE03 (HFSCREEN 0.3)', { LHFCALC: true, HFSCREEN: 0.3, AEXX: 0.25 }, 'HYB_GGA_XC_HSE03', 0.25],
    ['PBE0 (GGA PE, unscreened)', { LHFCALC: true, GGA: 'PE', AEXX: 0.25 }, 'HYB_GGA_XC_PBEH', 0.25],
    ['PBE0 with GGA left at --', { LHFCALC: true, GGA: '--', AEXX: 0.25 }, 'HYB_GGA_XC_PBEH', 0.25],
    ['B3LYP', { LHFCALC: true, GGA: 'B3', AEXX: 0.2, AGGAX: 0.72, AGGAC: 0.81, ALDAC: 0.19 }, 'HYB_GGA_XC_B3LYP3', 0.2],
  ])('LHFCALC: %s', (_, settings, name, mixing) => {
    expect(xcFunctionalOf(contentWith(settings as Settings))).toEqual({ name, component_names: [name], exact_exchange_mixing_factor: mixing })
  })

  it('is Hartree-Fock for AEXX = 1 without LDA and GGA correlation', () => {
    expect(xcFunctionalOf(contentWith({ LHFCALC: true, AEXX: 1, ALDAC: 0, AGGAC: 0 }))).toEqual({ name: 'HF_X', component_names: ['HF_X'] })
  })

  it('is left out for a GGA tag it does not know', () => {
    expect(xcFunctionalOf(contentWith({ GGA: 'XX' }))).toBeUndefined()
  })
})

describe('smearing and precision', () => {
  it.each([
    [-1, { kind: 'fermi', width: 0.1 * EV }],
    [0, { kind: 'gaussian', width: 0.1 * EV }],
    [2, { kind: 'methfessel-paxton', width: 0.1 * EV }],
    [-4, { kind: 'tetrahedra' }],
    [-5, { kind: 'tetrahedra' }],
    [-2, undefined],
  ])('ISMEAR %i, SIGMA 0.1 → %j', (ismear, smearing) => {
    expect(smearingOf(contentWith({ ISMEAR: ismear, SIGMA: 0.1 }))).toEqual(smearing)
  })

  it.each([
    ['accura', 'accurate'],
    ['Accurate', 'accurate'],
    ['acc', 'accurate'],
    ['med', 'medium'],
    ['high', 'high'],
    ['Normal', 'normal'],
    ['l', 'low'],
  ])('PREC %s → native tier %s', (prec, tier) => {
    expect(nativeTierOf(prec)).toBe(tier)
  })
})

describe('workflow', () => {
  it.each([
    [{ NSW: 0, IBRION: -1 }, 'SinglePoint', undefined],
    [{ NSW: 50, IBRION: 0 }, 'SinglePoint', undefined],
    [{ NSW: 1, IBRION: 5 }, 'SinglePoint', undefined],
    [{ NSW: 50, IBRION: 1, ISIF: 2, EDIFFG: -0.05 }, 'GeometryOptimization', { type: 'atomic', method: 'quasi-Newton (RMM-DIIS)', optimization_steps_maximum: 50, convergence_tolerance_force_maximum: 0.05 * EV_PER_ANGSTROM }],
    [{ NSW: 50, IBRION: 2, ISIF: 3, EDIFFG: 0.001 }, 'GeometryOptimization', { type: 'cell_shape', method: 'conjugate gradient', optimization_steps_maximum: 50, convergence_tolerance_energy_difference: 0.001 * EV }],
    [{ NSW: 50, IBRION: 3, ISIF: 4, EDIFFG: -0.01 }, 'GeometryOptimization', { type: 'cell_shape', method: 'damped molecular dynamics', optimization_steps_maximum: 50, convergence_tolerance_force_maximum: 0.01 * EV_PER_ANGSTROM }],
    [{ NSW: 50, IBRION: 2, ISIF: 7, EDIFF: 1e-5 }, 'GeometryOptimization', { type: 'cell_volume', method: 'conjugate gradient', optimization_steps_maximum: 50, convergence_tolerance_energy_difference: 1e-4 * EV }],
  ])('%j → %s', (settings, name, method) => {
    const workflow = workflowOfSettings(contentWith(settings as Settings))
    expect(workflow.name).toBe(name)
    expect(workflow.method).toEqual(method)
  })
})

describe('KPOINTS line-mode labels', () => {
  it('pairs the points into labelled segments, Γ written in any of its spellings', () => {
    const text = 'path\n 20\nLine-mode\nrec\n 0 0 0 ! \\Gamma\n 0.5 0 0.5 ! X\n\n 0.5 0 0.5 X\n 0 0 0 GAMMA\n\n 0 0 0 ! G\n 0.5 0.5 0.5 ! $L$\n'
    expect(lineModeLabels(text)).toEqual([['Γ', 'X'], ['X', 'Γ'], ['Γ', 'L']])
  })

  it('gives nothing for a mesh or an unlabelled path', () => {
    expect(lineModeLabels('mesh\n0\nGamma\n 4 4 4\n')).toBeUndefined()
    expect(lineModeLabels('path\n 20\nLine\nrec\n 0 0 0\n 0.5 0 0.5\n')).toBeUndefined()
  })
})
