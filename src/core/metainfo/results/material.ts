// results.material: what the entry is made of and how it is arranged. Material
// quantities are the same for every entry of one material; the topology breaks the
// structure into systems (molecules, surfaces, building blocks of frameworks, …).
import { ANGLE } from '../units'
import { ELEMENT_SYMBOLS } from '../elements'
import { bool, enumOf, float, freeText, int, int32, LIST, quantity, ref, searched, str, sub, suggested, types } from '../definitions'
import { Atoms } from '../run'
import {
  BRAVAIS_LATTICES,
  BUILDING_BLOCKS,
  CRYSTAL_SYSTEMS,
  DIMENSIONALITIES,
  NOT_PROCESSED,
  resultsPackage,
  STRUCTURAL_TYPES,
  STRUCTURE_NAMES,
} from './package'

export const ElementalComposition = resultsPackage.section({
  name: 'ElementalComposition',
  description: 'How much of one element the material or system contains, by number of atoms and by mass.',
  nested: true,
  quantities: [
    enumOf('element', ELEMENT_SYMBOLS, 'The element symbol, e.g. Pb.', suggested),
    float('mass', 'kilogram', 'The average mass of one atom of the element.'),
    float('atomic_fraction', undefined, 'Share of the atoms that are of this element, between 0 and 1.', searched),
    float('mass_fraction', undefined, 'Share of the mass that this element contributes, between 0 and 1.', searched),
  ],
})

export const WyckoffSet = resultsPackage.section({
  name: 'WyckoffSet',
  description: 'Atoms of a conventional cell that occupy the same Wyckoff position.',
  quantities: [
    str('wyckoff_letter', 'The Wyckoff letter of the position.'),
    int32('indices', 'Indices of the atoms in this set.', { shape: ['1..*'] }),
    str('element', 'The element on this position.'),
    float('x', undefined, 'The free coordinate x of the position, if it has one.'),
    float('y', undefined, 'The free coordinate y of the position, if it has one.'),
    float('z', undefined, 'The free coordinate z of the position, if it has one.'),
  ],
})

// The symmetry fields shared by the material's symmetry and the per-system symmetry.
const symmetryQuantities = [
  enumOf('bravais_lattice', BRAVAIS_LATTICES, 'The Bravais lattice in Pearson notation: crystal family (a, m, o, t, h, c) followed by centring (P, S, I, R, F).', suggested),
  enumOf('crystal_system', CRYSTAL_SYSTEMS, 'The crystal system.', suggested),
  int32('hall_number', 'The Hall number of the space-group setting.', searched),
  str('hall_symbol', 'The Hall symbol of the space-group setting.', suggested),
  str('point_group', 'The crystallographic point group in Hermann-Mauguin notation.', suggested),
  int32('space_group_number', 'The number of the space group in the International Tables (1 to 230).', searched),
  str('space_group_symbol', 'The short Hermann-Mauguin symbol of the space group.', suggested),
  str('strukturbericht_designation', 'The Strukturbericht classification of the structure type, e.g. B1.', suggested),
]

export const Symmetry = resultsPackage.section({
  name: 'Symmetry',
  description: 'Symmetry of the material, from an analysis of its representative structure.',
  quantities: [
    ...symmetryQuantities,
    str('prototype_formula', 'The formula of the prototype material of this structure type.', searched),
    str('prototype_aflow_id', 'The identifier of the structure in the AFLOW library of crystallographic prototypes.', suggested),
    enumOf('structure_name', STRUCTURE_NAMES, 'A common name of the structure type, e.g. fcc or rock salt.', suggested),
  ],
})

export const SymmetryNew = resultsPackage.section({
  name: 'SymmetryNew',
  description: 'Symmetry of the conventional cell of one system of the topology.',
  quantities: [
    ...symmetryQuantities,
    str('choice', 'The setting of the space group: centring, origin and axes, as spglib names it.'),
    str('symmetry_method', 'Where the symmetry information comes from, e.g. spg_normalized.'),
    float('origin_shift', undefined, 'Shift p from the standardised to the original origin, in fractional coordinates.', { shape: [3] }),
    float('transformation_matrix', undefined, 'Matrix P taking standardised to original coordinates (x_s = P x + p).', { shape: [3, 3] }),
    bool('symmorphic', 'True if the space group is symmorphic.'),
    str('prototype_label_aflow', 'The AFLOW prototype label derived from space group and Wyckoff positions.', suggested),
    enumOf('prototype_name', STRUCTURE_NAMES, 'A common name of the prototype structure, e.g. fcc.', suggested),
  ],
  subSections: [sub('wyckoff_sets', WyckoffSet, { repeats: true })],
})

export const Cell = resultsPackage.section({
  name: 'Cell',
  description: 'Shape and contents of a unit cell.',
  quantities: [
    float('a', 'meter', 'Length of the first cell vector.', searched),
    float('b', 'meter', 'Length of the second cell vector.', searched),
    float('c', 'meter', 'Length of the third cell vector.', searched),
    float('alpha', ANGLE, 'Angle between the second and third cell vectors, in radians.', searched),
    float('beta', ANGLE, 'Angle between the first and third cell vectors, in radians.', searched),
    float('gamma', ANGLE, 'Angle between the first and second cell vectors, in radians.', searched),
    float('volume', 'meter ** 3', 'Volume of the cell.', searched),
    float('atomic_density', '1 / meter ** 3', 'Number of atoms per volume.', searched),
    float('mass_density', 'kilogram / meter ** 3', 'Mass per volume.', searched),
  ],
})

export const Relation = resultsPackage.section({
  name: 'Relation',
  description: 'How a system relates to its parent system.',
  quantities: [
    enumOf('type', ['root', 'subsystem', 'group', 'primitive_cell', 'conventional_cell'],
      'root: the whole structure; subsystem: one entity taken from the parent; group: a set of similar subsystems; primitive_cell / conventional_cell: the cell the parent is built from.',
      suggested),
  ],
})

export const Coordination = resultsPackage.section({
  name: 'Coordination',
  description: 'How many neighbours an atom of one element is directly bonded to.',
  quantities: [
    enumOf('element', ELEMENT_SYMBOLS, 'The element whose coordination is given.'),
    int('coordination_number', 'Number of directly bonded neighbours.'),
  ],
})

export const CoreHole = resultsPackage.section({
  name: 'CoreHole',
  description: 'An orbital from which electrons are excited, e.g. in core-level spectroscopy.',
  quantities: [
    int32('n_quantum_number', 'Principal quantum number n.', searched),
    int32('l_quantum_number', 'Azimuthal quantum number l.'),
    int32('ml_quantum_number', 'Magnetic quantum number m_l.'),
    bool('ms_quantum_bool', 'Spin: true for up, false for down.'),
    float('j_quantum_number', undefined, 'Total angular momentum j; two values if spin-orbit split.', { ...searched, shape: ['1..2'] }),
    float('mj_quantum_number', undefined, 'Projection m_j of the total angular momentum.', { ...searched, shape: ['1..2'] }),
    float('occupation', undefined, 'Electrons left in the orbital after the excitation.', searched),
    float('n_electrons_excited', undefined, 'Number of electrons removed from the orbital.', searched),
    int32('degeneracy', 'Degeneracy of the orbital.', searched),
    str('l_quantum_symbol', 'l as a letter: s, p, d, f, …', searched),
    str('ml_quantum_symbol', 'm_l as an orbital name, e.g. px.', searched),
    str('ms_quantum_symbol', 'The spin as a symbol: up or down.', searched),
  ],
})

// Fields shared by the material and each system of its topology.
const compositionQuantities = [
  str('material_name', 'A name by which the material is known, if any.', suggested),
  enumOf('dimensionality', DIMENSIONALITIES, 'In how many directions the structure is connected periodically (0D to 3D), from the topology-scaling algorithm.', suggested),
  enumOf('building_block', BUILDING_BLOCKS, 'A finer class of the structure: surface, 2D material, or a molecule or monomer of a force-field topology.', suggested),
  str('functional_type', 'Classes by function, e.g. semiconductor or superconductor.', { ...suggested, shape: LIST }),
  str('compound_type', 'Classes by chemistry, e.g. oxide or intermetallic.', { ...suggested, shape: LIST }),
  enumOf('elements', ELEMENT_SYMBOLS, 'The distinct elements present.', { ...suggested, shape: LIST, default: [] }),
  int('n_elements', 'Number of distinct elements.', { ...searched, default: 0 }),
  str('elements_exclusive', 'The elements in alphabetical order, separated by single spaces; finds entries with exactly these elements.', searched),
  str('chemical_formula_descriptive', 'A formula in the form that describes the material best, e.g. with structural groups.', suggested),
  str('chemical_formula_reduced', 'Elements in alphabetical order with reduced integer proportions; a proportion of 1 is left out.', suggested),
  str('chemical_formula_hill', 'Formula in Hill order (carbon, hydrogen, then alphabetical) with non-reduced proportions.', suggested),
  str('chemical_formula_iupac', 'Reduced formula with elements ordered roughly by electronegativity, as the IUPAC nomenclature of inorganic chemistry (2005) prescribes.', suggested),
  str('chemical_formula_anonymous', 'Reduced formula with elements ordered by proportion and replaced by A, B, C, …; e.g. H2O becomes A2B.', suggested),
  str('chemical_formula_reduced_fragments', 'The reduced formula cut into element-proportion fragments for partial formula matches.', { ...freeText, shape: ['*'] }),
]

export const System = resultsPackage.section({
  name: 'System',
  description: 'A structural part identified in the entry, e.g. the whole cell, a molecule, a surface or a building unit; may contain other systems.',
  nested: true,
  quantities: [
    str('system_id', 'The path of the system within the topology, unique within the entry.', searched),
    str('label', 'A descriptive label, e.g. the name of a molecule or MOF.', suggested),
    enumOf('method', ['parser', 'user', 'matid', 'porosity'], 'How the system was identified.', suggested),
    str('description', 'A short description of this part of the structure.', searched),
    str('material_id', 'The material identifier of this system, a fixed-length hash.', searched),
    enumOf('structural_type', [...STRUCTURAL_TYPES, 'group', 'molecule', 'monomer', 'active orbitals'], 'The structural class of the system.', suggested),
    ...compositionQuantities,
    str('parent_system', 'The system_id of the parent system.', searched),
    str('child_systems', 'The system_ids of the child systems.', { ...searched, shape: ['*'] }),
    float('atomic_fraction', undefined, 'Share of the atoms of the whole structure that belong to this system.', searched),
    float('mass_fraction', undefined, 'Share of the mass of the whole structure that belongs to this system.', searched),
    int('n_atoms', 'Number of atoms (or particles) in the system.', searched),
    ref('atoms_ref', Atoms, 'The structure in the run that this system was taken from.'),
    quantity('indices', types.int64, 'Indices of the atoms of each instance of the system within atoms_ref, one row per instance.', { shape: ['*', '*'] }),
    // Porosity, for frameworks and other porous materials.
    str('sbu_type', 'Topology of the metal secondary building unit, e.g. paddlewheel or rodlike.', suggested),
    int('sbu_coordination_number', 'Number of points at which the secondary building unit connects to linkers.', searched),
    float('largest_cavity_diameter', 'meter', 'Diameter of the largest sphere that fits into the pores without overlapping atoms.', searched),
    float('pore_limiting_diameter', 'meter', 'Diameter of the largest sphere that can travel through the pore network.', searched),
    float('largest_included_sphere_along_free_sphere_path', 'meter', 'Diameter of the largest sphere that fits along the path of the free sphere.', searched),
    float('accessible_surface_area', 'meter ** 2', 'Surface area reachable by a probe sphere (radius 1.86 Å, nitrogen, by default).', searched),
    float('accessible_volume', 'meter ** 3', 'Unoccupied volume reachable by guest molecules.', searched),
    float('void_fraction', undefined, 'Unoccupied volume divided by the total volume.', searched),
    int('n_channels', 'Number of channels (pores) in the porous system.', searched),
  ],
  subSections: [
    sub('atoms', Atoms, { description: 'The atoms of this system, when stored here rather than referenced.' }),
    sub('elemental_composition', ElementalComposition, { repeats: true }),
    sub('system_relation', Relation),
    sub('cell', Cell),
    sub('symmetry', SymmetryNew),
    sub('metal_coordination', Coordination, { repeats: true }),
    sub('active_orbitals', CoreHole, { repeats: true, description: 'Orbitals excited in core-hole calculations.' }),
  ],
})

export const Material = resultsPackage.section({
  name: 'Material',
  description: 'What the entry is made of and how it is structured.',
  quantities: [
    str('material_id', 'The material identifier: a fixed-length hash shared by all entries of the same material.', searched),
    enumOf('structural_type', STRUCTURAL_TYPES, 'The structural class, from the atomic structure.', { ...suggested, default: NOT_PROCESSED }),
    ...compositionQuantities,
  ],
  subSections: [
    sub('elemental_composition', ElementalComposition, { repeats: true }),
    sub('symmetry', Symmetry),
    sub('topology', System, { repeats: true, description: 'The systems identified in the structure and how they contain each other.' }),
  ],
})
