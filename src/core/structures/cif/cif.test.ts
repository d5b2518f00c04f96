// The CIF reader as the GUI's preview uses it (the parser's tests cover the crystallography).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { countElements } from '../../chemistry'
import { CifStructureError, CifSyntaxError, structureFromCif } from '.'

const fixture = (name: string) => readFileSync(new URL(`../../../server/parsers/cif/fixtures/${name}`, import.meta.url), 'utf8')

describe('structureFromCif', () => {
  it('gives the full cell of the first block with atom sites', () => {
    const { structure, block } = structureFromCif(fixture('NaCl-Fm-3m.cif'))
    expect(block).toBeTruthy()
    expect(countElements(structure.labels)).toEqual({ Na: 4, Cl: 4 })
    expect(structure.lattice).toHaveLength(3)
  })

  it.each([
    ['no data block', '# only a comment\n', 'The file contains no CIF data block (data_…).'],
    ['no atom sites', 'data_x\n_cell_length_a 4.0\n', 'No data block of the CIF has atom sites (_atom_site_fract_x or _atom_site_Cartn_x).'],
  ])('refuses a file with %s', (_case, text, message) => {
    expect(() => structureFromCif(text)).toThrow(new CifStructureError(message))
  })

  it('refuses text that is not CIF with the syntax error', () => {
    expect(() => structureFromCif('just text\n')).toThrow(CifSyntaxError)
  })
})
