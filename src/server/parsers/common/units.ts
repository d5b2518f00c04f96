// SI factors of the units simulation codes write, taken from the unit table in
// src/core/units so that parsers and the GUI agree on every conversion.
import { toSI } from '../../../core/units'

export const EV = toSI(1, 'eV')
export const HARTREE = toSI(1, 'hartree')
export const RYDBERG = toSI(1, 'rydberg')
export const BOHR = toSI(1, 'bohr')
export const ANGSTROM = toSI(1, 'angstrom')
export const EV_PER_ANGSTROM = toSI(1, 'eV / angstrom')
export const HARTREE_PER_BOHR = toSI(1, 'hartree / bohr')
export const RYDBERG_PER_BOHR = toSI(1, 'rydberg / bohr')
export const KBAR = toSI(1, 'kilobar')
export const GPA = toSI(1, 'gigapascal')
export const EV_PER_ANGSTROM3 = toSI(1, 'eV / angstrom ** 3')
export const HARTREE_PER_BOHR3 = toSI(1, 'hartree / bohr ** 3')
export const KELVIN_ENERGY = toSI(1, 'kelvin * boltzmann_constant')
