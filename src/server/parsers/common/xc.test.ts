import { describe, expect, it } from 'vitest'
import { jacobsLadder, libxcComponents, xcFunctionalSection } from './xc'

describe('exchange-correlation functionals', () => {
  it.each([
    ['PBE', ['GGA_X_PBE', 'GGA_C_PBE'], 'GGA'],
    ['pbe-sol', ['GGA_X_PBE_SOL', 'GGA_C_PBE_SOL'], 'GGA'],
    ['LDA', ['LDA_X', 'LDA_C_PZ'], 'LDA'],
    ['SCAN', ['MGGA_X_SCAN', 'MGGA_C_SCAN'], 'meta-GGA'],
    ['HSE06', ['HYB_GGA_XC_HSE06'], 'hybrid'],
    ['B3LYP', ['HYB_GGA_XC_B3LYP'], 'hybrid'],
  ])('names %s by its libxc components and puts it on its rung', (name, components, rung) => {
    expect(libxcComponents(name)).toEqual(components)
    expect(jacobsLadder(components)).toBe(rung)
  })

  it('reads hybrid meta-GGAs as hyper-GGA and leaves Hartree-Fock and unknown names off the ladder', () => {
    expect(jacobsLadder(['HYB_MGGA_XC_TPSSH'])).toBe('hyper-GGA')
    expect(jacobsLadder(['HF_X'])).toBeUndefined()
    expect(libxcComponents('my-own-functional')).toBeUndefined()
  })

  it('stores sorted components joined by +', () => {
    expect(xcFunctionalSection(['GGA_X_PBE', 'GGA_C_PBE'], 0.25)).toEqual({
      name: 'GGA_C_PBE+GGA_X_PBE', component_names: ['GGA_C_PBE', 'GGA_X_PBE'], exact_exchange_mixing_factor: 0.25,
    })
  })
})
