/**
 * Constants the unit table's definitions use but that are not units a user picks
 * (π, the fine-structure constant, the density of mercury for mmHg …). They resolve
 * only inside definitions. Values are CODATA 2018 and the exact SI 2019 constants, as
 * in pint's constants file; the ones that are also units (speed_of_light,
 * planck_constant, elementary_charge, electron_mass …) live in the unit table.
 */
export const HIDDEN_CONSTANTS: Readonly<Record<string, string>> = {
  pi: String(Math.PI),
  // Tangent of one arc-second: how a parsec follows from the astronomical unit.
  tansec: '4.8481368111333441675396429478852851658848753880815e-6',
  avogadro_constant: '6.02214076e23 / mole',
  fine_structure_constant: '(2 * planck_constant * rydberg_constant / (electron_mass * speed_of_light)) ^ 0.5',
  vacuum_permittivity: 'elementary_charge ^ 2 / (2 * fine_structure_constant * planck_constant * speed_of_light)',
  gravitational_constant: '6.67430e-11 meter ^ 3 / (kilogram * second ^ 2)',
  // Conventional densities behind the manometric pressure units (mmHg, cmH2O).
  mercury_density: '13595.1 kilogram / meter ^ 3',
  water_density: '1000 kilogram / meter ^ 3',
}
