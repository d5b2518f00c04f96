// The unit a quantity's definition asks to be shown in: the ELN annotation's
// defaultDisplayUnit, else NOMAD's display annotation; nothing for anything else.
import { describe, expect, it } from 'vitest'
import { preferredUnitOf } from './useDisplayUnit'

describe('preferredUnitOf', () => {
  it.each([
    ['the ELN default display unit', { eln: { defaultDisplayUnit: 'nm' } }, 'nm'],
    ['the display annotation', { display: { unit: 'GPa' } }, 'GPa'],
    ['the ELN one before the display one', { eln: { defaultDisplayUnit: 'nm' }, display: { unit: 'mm' } }, 'nm'],
    ['nothing for a blank unit', { eln: { defaultDisplayUnit: ' ' } }, undefined],
    ['nothing for a display annotation that is a list', { display: ['nm'] }, undefined],
    ['nothing without annotations', undefined, undefined],
  ])('reads %s', (_, m_annotations, expected) => {
    expect(preferredUnitOf(m_annotations === undefined ? {} : { m_annotations })).toBe(expected)
  })

})
