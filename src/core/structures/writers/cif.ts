// A structure as a CIF file: space group P 1, every atom listed (no symmetry reduction),
// so any reader gets back exactly the atoms. With a cell: the cell parameters and
// fractional coordinates; without one (a molecule): Cartesian coordinates only, which
// CIF allows (`_atom_site_Cartn_*`), rather than a box that was never in the data.
import { cellParameters, toFractional } from '../../chemistry'
import type { AtomicStructure } from '../../chemistry'
import { siteLabels } from './labels'

const DEGREES = 180 / Math.PI

/** A CIF value: bare if it is a plain word, else in single quotes. */
const cifValue = (text: string) => (/^[A-Za-z0-9_.+-]+$/.test(text) ? text : `'${text.replace(/'/g, '')}'`)

export function writeCif(structure: AtomicStructure, name = 'structure'): string {
  const lines = [`data_${name.replace(/\s+/g, '_') || 'structure'}`, '']
  const { lattice } = structure
  if (lattice) {
    const p = cellParameters(lattice)
    lines.push(
      `_cell_length_a ${p.a.toFixed(8)}`,
      `_cell_length_b ${p.b.toFixed(8)}`,
      `_cell_length_c ${p.c.toFixed(8)}`,
      `_cell_angle_alpha ${(p.alpha * DEGREES).toFixed(6)}`,
      `_cell_angle_beta ${(p.beta * DEGREES).toFixed(6)}`,
      `_cell_angle_gamma ${(p.gamma * DEGREES).toFixed(6)}`,
      '',
      "_symmetry_space_group_name_H-M 'P 1'",
      '_symmetry_Int_Tables_number 1',
      '',
      'loop_',
      '_symmetry_equiv_pos_as_xyz',
      "  'x, y, z'",
      '',
    )
  }
  const axes = lattice ? ['fract_x', 'fract_y', 'fract_z'] : ['Cartn_x', 'Cartn_y', 'Cartn_z']
  lines.push('loop_', '_atom_site_label', '_atom_site_type_symbol', ...axes.map((axis) => `_atom_site_${axis}`), '_atom_site_occupancy')
  const coordinates = lattice ? toFractional(structure.positions, lattice) : structure.positions
  const labels = siteLabels(structure.labels)
  coordinates.forEach((c, i) => {
    lines.push(`  ${cifValue(labels[i])} ${cifValue(structure.labels[i])} ${c.map((x) => x.toFixed(8)).join(' ')} 1.0`)
  })
  return `${lines.join('\n')}\n`
}
