// What the electronic and vibrational plots share: the energy unit (spec 3 §9: electron
// volt for electrons; phonons in meV), the colours and names of spin channels.
export const ELECTRON_VOLT = 1.602176634e-19
export const ENERGY_AXIS_TITLE = 'Energy (eV)'
export const PHONON_AXIS_TITLE = 'Energy (meV)'
/** Spin up, spin down. */
export const SPIN_COLORS = ['#2965cc', '#d13913'] as const
export const SPIN_LABELS = ['Spin up', 'Spin down'] as const
/** Joules per meV: phonon energies. */
export const MILLI_ELECTRON_VOLT = 1.602176634e-22
export const BOLTZMANN = 1.380649e-23
