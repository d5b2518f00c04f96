import type { BaseDimension } from './dimensions'

/**
 * The unit table. Each unit is defined pint-style in terms of other units (or of the
 * hidden constants in constants.ts); factors to SI are computed from these texts, so
 * a value is written once, where its source (SI 2019, CODATA 2018, pint's file)
 * states it. Order is the order of the published unit list: grouped by dimension.
 */
export interface UnitDefinition {
  name: string
  /** The abbreviation shown in labels; equal to `name` where the unit has none. */
  symbol: string
  label: string
  aliases: readonly string[]
  /** Absent for base units (and `dimensionless`). */
  def?: string
  base?: BaseDimension
  /** SI value of this unit's zero, for offset units: K = value * factor + offset. */
  offset?: number
}

interface Extra {
  aliases?: string[]
  label?: string
  offset?: number
}

const labelOf = (name: string) => name[0].toUpperCase() + name.slice(1).replaceAll('_', ' ')

function base(name: string, symbol: string, dimension: BaseDimension, extra: Extra = {}): UnitDefinition {
  return { name, symbol, label: extra.label ?? labelOf(name), aliases: extra.aliases ?? [], base: dimension }
}

function unit(name: string, symbol: string, def: string, extra: Extra = {}): UnitDefinition {
  const { aliases = [], label = labelOf(name), offset } = extra
  return { name, symbol, label, aliases, def, ...(offset === undefined ? {} : { offset }) }
}

const AU = (what: string, def: string, symbol = `a_u_${what}`) =>
  unit(`atomic_unit_of_${what}`, symbol, def)

export const UNIT_DEFINITIONS: readonly UnitDefinition[] = [
  // dimensionless
  { name: 'dimensionless', symbol: '', label: 'Dimensionless', aliases: [] },
  unit('percent', '%', '0.01'),
  unit('permille', '‰', '0.001'),
  unit('ppm', 'ppm', '1e-6', { label: 'Parts per million' }),
  // length
  base('meter', 'm', 'length', { aliases: ['metre'] }),
  unit('angstrom', 'Å', '1e-10 meter', { label: 'Ångström', aliases: ['ångström', 'Angstrom'] }),
  unit('bohr', 'bohr', 'dirac_constant / (fine_structure_constant * electron_mass * speed_of_light)', {
    aliases: ['a_0', 'a0', 'bohr_radius', 'atomic_unit_of_length', 'a_u_length'],
  }),
  unit('micron', 'micron', 'micrometer', { aliases: ['µ'] }),
  unit('fermi', 'fermi', 'femtometer'),
  unit('inch', 'in', '0.0254 meter', { aliases: ['inches', 'international_inch'] }),
  unit('foot', 'ft', '12 inch', { aliases: ['feet', 'international_foot'] }),
  unit('yard', 'yd', '0.9144 meter', { aliases: ['international_yard'] }),
  unit('mile', 'mi', '1760 yard', { aliases: ['international_mile'] }),
  unit('thou', 'th', '1e-3 inch', { aliases: ['mil_length'] }),
  unit('hand', 'hand', '4 inch'),
  unit('nautical_mile', 'nmi', '1852 meter'),
  unit('survey_foot', 'sft', '1200 / 3937 meter'),
  unit('survey_mile', 'smi', '5280 survey_foot', { aliases: ['us_statute_mile'] }),
  unit('fathom', 'fathom', '6 survey_foot'),
  unit('rod', 'rd', '16.5 survey_foot', { aliases: ['pole', 'perch'] }),
  unit('chain', 'chain', '4 rod'),
  unit('furlong', 'fur', '40 rod'),
  unit('league', 'league', '3 survey_mile'),
  unit('astronomical_unit', 'au', '149597870700 meter'),
  unit('light_year', 'ly', 'speed_of_light * year', { aliases: ['lightyear'] }),
  unit('parsec', 'pc', 'astronomical_unit / tansec'),
  unit('planck_length', 'planck_length', '(dirac_constant * gravitational_constant / speed_of_light ^ 3) ^ 0.5'),
  // mass
  base('kilogram', 'kg', 'mass'),
  unit('gram', 'g', '1e-3 kilogram'),
  unit('metric_ton', 't', '1e3 kilogram', { aliases: ['tonne'] }),
  unit('unified_atomic_mass_unit', 'u', '1.66053906660e-27 kilogram', {
    aliases: ['amu', 'atomic_mass_unit', 'atomic_mass_constant', 'm_u'],
  }),
  unit('dalton', 'Da', 'unified_atomic_mass_unit'),
  unit('electron_mass', 'm_e', '9.1093837015e-31 kilogram', { aliases: ['atomic_unit_of_mass', 'a_u_mass'] }),
  unit('proton_mass', 'm_p', '1.67262192369e-27 kilogram'),
  unit('neutron_mass', 'm_n', '1.67492749804e-27 kilogram'),
  unit('pound', 'lb', '0.45359237 kilogram', { aliases: ['avoirdupois_pound'] }),
  unit('ounce', 'oz', 'pound / 16'),
  unit('dram', 'dr', 'pound / 256'),
  unit('grain', 'gr', '64.79891 milligram'),
  unit('stone', 'stone', '14 pound'),
  unit('short_ton', 'short_ton', '2000 pound', { aliases: ['ton'] }),
  unit('long_ton', 'long_ton', '2240 pound'),
  unit('carat', 'ct', '200 milligram', { aliases: ['karat'] }),
  unit('slug', 'slug', 'force_pound * second ^ 2 / foot'),
  unit('planck_mass', 'planck_mass', '(dirac_constant * speed_of_light / gravitational_constant) ^ 0.5'),
  // time
  base('second', 's', 'time', { aliases: ['sec'] }),
  unit('minute', 'min', '60 second'),
  unit('hour', 'h', '60 minute', { aliases: ['hr'] }),
  unit('day', 'd', '24 hour'),
  unit('week', 'week', '7 day'),
  unit('fortnight', 'fortnight', '2 week'),
  unit('year', 'a', '365.25 day', { aliases: ['yr', 'julian_year'] }),
  unit('month', 'month', 'year / 12'),
  unit('decade', 'decade', '10 year'),
  unit('century', 'century', '100 year', { aliases: ['centuries'] }),
  unit('millennium', 'millennium', '1000 year', { aliases: ['millennia'] }),
  unit('common_year', 'common_year', '365 day'),
  unit('leap_year', 'leap_year', '366 day'),
  unit('gregorian_year', 'gregorian_year', '365.2425 day'),
  unit('shake', 'shake', '1e-8 second'),
  unit('svedberg', 'svedberg', '1e-13 second'),
  AU('time', 'dirac_constant / hartree'),
  unit('planck_time', 'planck_time', '(dirac_constant * gravitational_constant / speed_of_light ^ 5) ^ 0.5'),
  // current
  base('ampere', 'A', 'current', { aliases: ['amp'] }),
  AU('current', 'elementary_charge / atomic_unit_of_time'),
  unit('biot', 'Bi', '10 ampere', { aliases: ['abampere', 'abA'] }),
  // temperature
  base('kelvin', 'K', 'temperature', { aliases: ['degK', '°K', 'degree_Kelvin', 'degreeK'] }),
  unit('celsius', '°C', 'kelvin', { offset: 273.15, aliases: ['degC', 'degree_Celsius', 'degreeC'] }),
  unit('fahrenheit', '°F', '5 / 9 kelvin', {
    offset: 233.15 + 200 / 9,
    aliases: ['degF', 'degree_Fahrenheit', 'degreeF'],
  }),
  unit('rankine', '°R', '5 / 9 kelvin', { aliases: ['degR', 'degree_Rankine', 'degreeR'] }),
  unit('reaumur', '°Re', '4 / 5 kelvin', { offset: 273.15, label: 'Réaumur', aliases: ['degRe', 'degree_Reaumur', 'réaumur'] }),
  AU('temperature', 'hartree / boltzmann_constant', 'a_u_temp'),
  unit('planck_temperature', 'planck_temperature',
    '(dirac_constant * speed_of_light ^ 5 / gravitational_constant / boltzmann_constant ^ 2) ^ 0.5'),
  // substance, luminosity and light
  base('mole', 'mol', 'substance'),
  unit('particle', 'particle', '1 / avogadro_constant', { aliases: ['molecule', 'molec'] }),
  base('candela', 'cd', 'luminosity', { aliases: ['candle'] }),
  unit('lumen', 'lm', 'candela * steradian'),
  unit('nit', 'nit', 'candela / meter ^ 2'),
  unit('stilb', 'stilb', 'candela / centimeter ^ 2'),
  unit('lambert', 'lambert', '1 / pi * candela / centimeter ^ 2'),
  unit('lux', 'lx', 'lumen / meter ^ 2'),
  unit('phot', 'ph', '1e4 lux'),
  unit('footcandle', 'fc', 'lumen / foot ^ 2', { label: 'Foot-candle' }),
  // angle and solid angle
  base('radian', 'rad', 'angle'),
  unit('degree', '°', 'pi / 180 * radian', { aliases: ['deg', 'arcdeg', 'arcdegree', 'angular_degree'] }),
  unit('arcminute', 'arcmin', 'degree / 60', { aliases: ['arc_minute', 'angular_minute'] }),
  unit('arcsecond', 'arcsec', 'arcminute / 60', { aliases: ['arc_second', 'angular_second'] }),
  unit('milliarcsecond', 'mas', '1e-3 arcsecond'),
  unit('turn', 'turn', '2 * pi * radian', { aliases: ['revolution', 'cycle', 'circle'] }),
  unit('grade', 'grad', 'pi / 200 * radian', { aliases: ['gon'] }),
  unit('steradian', 'sr', 'radian ^ 2'),
  unit('square_degree', 'sq_deg', '(pi / 180) ^ 2 * steradian', { aliases: ['sqdeg'] }),
  // information
  base('bit', 'bit', 'information'),
  unit('byte', 'B', '8 bit', { aliases: ['octet'] }),
  // force
  unit('newton', 'N', 'kilogram * meter / second ^ 2'),
  unit('dyne', 'dyn', 'gram * centimeter / second ^ 2'),
  unit('force_kilogram', 'kgf', 'standard_gravity * kilogram', { aliases: ['kilogram_force', 'pond'] }),
  unit('force_gram', 'gf', 'standard_gravity * gram', { aliases: ['gram_force'] }),
  unit('force_metric_ton', 'tf', 'standard_gravity * metric_ton', { aliases: ['metric_ton_force'] }),
  unit('force_pound', 'lbf', 'standard_gravity * pound', { aliases: ['pound_force'] }),
  unit('kip', 'kip', '1000 force_pound'),
  unit('poundal', 'pdl', 'pound * foot / second ^ 2'),
  AU('force', 'hartree / bohr'),
  // energy
  unit('joule', 'J', 'newton * meter'),
  unit('erg', 'erg', 'dyne * centimeter'),
  unit('electron_volt', 'eV', 'elementary_charge * volt'),
  unit('hartree', 'Ha', '2 * rydberg', {
    aliases: ['E_h', 'Eh', 'hartree_energy', 'atomic_unit_of_energy', 'a_u_energy'],
  }),
  unit('rydberg', 'Ry', 'planck_constant * speed_of_light * rydberg_constant'),
  unit('calorie', 'cal', '4.184 joule', { aliases: ['thermochemical_calorie', 'cal_th'] }),
  unit('kilocalorie', 'kcal', '1000 calorie'),
  unit('international_calorie', 'cal_it', '4.1868 joule', { aliases: ['international_steam_table_calorie'] }),
  unit('fifteen_degree_calorie', 'cal_15', '4.1855 joule'),
  unit('watt_hour', 'Wh', 'watt * hour', { aliases: ['watthour'] }),
  unit('british_thermal_unit', 'Btu', '1055.056 joule', { label: 'British thermal unit', aliases: ['BTU', 'Btu_iso'] }),
  unit('therm', 'thm', '1e5 british_thermal_unit', { aliases: ['EC_therm'] }),
  unit('quadrillion_Btu', 'quad', '1e15 british_thermal_unit'),
  unit('ton_TNT', 'tTNT', '1e9 calorie', { label: 'Ton of TNT' }),
  unit('tonne_of_oil_equivalent', 'toe', '1e10 international_calorie'),
  unit('foot_pound', 'ft_lb', 'foot * force_pound', { aliases: ['footpound'] }),
  unit('atmosphere_liter', 'atm_l', 'atmosphere * liter'),
  // power
  unit('watt', 'W', 'joule / second'),
  unit('volt_ampere', 'VA', 'volt * ampere'),
  unit('horsepower', 'hp', '550 foot * force_pound / second', { aliases: ['UK_horsepower', 'hydraulic_horsepower'] }),
  unit('metric_horsepower', 'metric_horsepower', '75 force_kilogram * meter / second'),
  unit('electrical_horsepower', 'electrical_horsepower', '746 watt'),
  unit('boiler_horsepower', 'boiler_horsepower', '33475 british_thermal_unit / hour'),
  unit('refrigeration_ton', 'refrigeration_ton', '12e3 british_thermal_unit / hour', { aliases: ['ton_of_refrigeration'] }),
  // pressure
  unit('pascal', 'Pa', 'newton / meter ^ 2'),
  unit('bar', 'bar', '1e5 pascal'),
  unit('atmosphere', 'atm', '101325 pascal', { aliases: ['standard_atmosphere'] }),
  unit('technical_atmosphere', 'at', 'force_kilogram / centimeter ^ 2'),
  unit('torr', 'Torr', 'atmosphere / 760'),
  unit('barye', 'Ba', 'dyne / centimeter ^ 2', { aliases: ['barie', 'barad', 'barrie', 'baryd'] }),
  unit('pound_force_per_square_inch', 'psi', 'force_pound / inch ^ 2'),
  unit('kip_per_square_inch', 'ksi', 'kip / inch ^ 2'),
  unit('millimeter_Hg', 'mmHg', 'millimeter * mercury_density * standard_gravity', {
    label: 'Millimeter of mercury', aliases: ['mm_Hg', 'millimeter_Hg_0C'],
  }),
  unit('centimeter_Hg', 'cmHg', 'centimeter * mercury_density * standard_gravity', {
    label: 'Centimeter of mercury', aliases: ['cm_Hg'],
  }),
  unit('inch_Hg', 'inHg', 'inch * mercury_density * standard_gravity', { label: 'Inch of mercury', aliases: ['in_Hg'] }),
  unit('centimeter_H2O', 'cmH2O', 'centimeter * water_density * standard_gravity', {
    label: 'Centimeter of water', aliases: ['cm_H2O'],
  }),
  unit('foot_H2O', 'ftH2O', 'foot * water_density * standard_gravity', { label: 'Foot of water', aliases: ['feet_H2O'] }),
  AU('pressure', 'hartree / bohr ^ 3'),
  // charge and electric potential
  unit('coulomb', 'C', 'ampere * second'),
  unit('elementary_charge', 'e', '1.602176634e-19 coulomb'),
  unit('faraday', 'faraday', 'elementary_charge * avogadro_constant * mole'),
  unit('abcoulomb', 'abC', '10 coulomb'),
  unit('ampere_hour', 'Ah', 'ampere * hour'),
  unit('volt', 'V', 'joule / coulomb'),
  unit('abvolt', 'abV', '1e-8 volt'),
  AU('electric_potential', 'hartree / elementary_charge'),
  // resistance, conductance, capacitance, inductance
  unit('ohm', 'Ω', 'volt / ampere'),
  unit('abohm', 'abΩ', '1e-9 ohm'),
  unit('von_klitzing_constant', 'R_K', 'planck_constant / elementary_charge ^ 2', { label: 'Von Klitzing constant' }),
  unit('siemens', 'S', 'ampere / volt', { aliases: ['mho'] }),
  unit('absiemens', 'abS', '1e9 siemens', { aliases: ['abmho'] }),
  unit('conductance_quantum', 'G_0', '2 * elementary_charge ^ 2 / planck_constant'),
  unit('farad', 'F', 'coulomb / volt'),
  unit('abfarad', 'abF', '1e9 farad'),
  unit('henry', 'H', 'weber / ampere'),
  unit('abhenry', 'abH', '1e-9 henry'),
  // magnetism
  unit('weber', 'Wb', 'volt * second'),
  unit('maxwell', 'Mx', '1e-8 weber'),
  unit('magnetic_flux_quantum', 'Φ_0', 'planck_constant / (2 * elementary_charge)', { aliases: ['Phi_0'] }),
  unit('tesla', 'T', 'weber / meter ^ 2'),
  unit('gauss', 'G', '1e-4 tesla'),
  unit('gamma', 'γ', '1e-9 tesla'),
  AU('magnetic_flux_density', 'dirac_constant / (elementary_charge * bohr ^ 2)'),
  unit('bohr_magneton', 'µ_B', 'elementary_charge * dirac_constant / (2 * electron_mass)', { aliases: ['mu_B'] }),
  unit('nuclear_magneton', 'µ_N', 'elementary_charge * dirac_constant / (2 * proton_mass)', { aliases: ['mu_N'] }),
  // frequency and (catalytic) activity
  unit('hertz', 'Hz', '1 / second'),
  unit('becquerel', 'Bq', '1 / second'),
  unit('curie', 'Ci', '3.7e10 becquerel'),
  unit('rutherford', 'Rd', '1e6 becquerel'),
  unit('counts_per_second', 'cps', '1 / second'),
  unit('katal', 'kat', 'mole / second'),
  unit('enzyme_unit', 'U', 'micromole / minute', { aliases: ['enzymeunit'] }),
  // area and volume
  unit('are', 'are', '100 meter ^ 2'),
  unit('hectare', 'ha', '100 are'),
  unit('barn', 'b', '1e-28 meter ^ 2'),
  unit('acre', 'acre', '10 chain ^ 2'),
  unit('square_inch', 'sq_in', 'inch ^ 2', { aliases: ['square_inches'] }),
  unit('square_foot', 'sq_ft', 'foot ^ 2', { aliases: ['square_feet'] }),
  unit('square_mile', 'sq_mi', 'mile ^ 2'),
  unit('darcy', 'darcy', 'centipoise * centimeter ^ 2 / (second * atmosphere)'),
  unit('liter', 'L', '1e-3 meter ^ 3', { aliases: ['l', 'litre'] }),
  unit('cubic_centimeter', 'cc', '1e-6 meter ^ 3'),
  unit('stere', 'stere', 'meter ^ 3'),
  unit('cubic_inch', 'cu_in', 'inch ^ 3'),
  unit('cubic_foot', 'cu_ft', 'foot ^ 3', { aliases: ['cubic_feet'] }),
  unit('cubic_yard', 'cu_yd', 'yard ^ 3'),
  unit('gallon', 'gal', '231 cubic_inch', { aliases: ['US_gallon', 'US_liquid_gallon'] }),
  unit('quart', 'qt', 'gallon / 4'),
  unit('pint', 'pt', 'quart / 2'),
  unit('cup', 'cup', 'pint / 2'),
  unit('fluid_ounce', 'floz', 'pint / 16', { aliases: ['fl_oz'] }),
  unit('tablespoon', 'tbsp', 'fluid_ounce / 2'),
  unit('teaspoon', 'tsp', 'tablespoon / 3'),
  unit('oil_barrel', 'bbl', '42 gallon'),
  unit('imperial_gallon', 'imperial_gallon', '4.54609 liter', { aliases: ['UK_gallon'] }),
  // speed and acceleration
  unit('speed_of_light', 'c', '299792458 meter / second', { aliases: ['c_0'] }),
  unit('knot', 'kt', 'nautical_mile / hour', { aliases: ['international_knot'] }),
  unit('mile_per_hour', 'mph', 'mile / hour', { aliases: ['MPH'] }),
  unit('kilometer_per_hour', 'kph', 'kilometer / hour', { aliases: ['KPH'] }),
  AU('velocity', 'bohr * hartree / dirac_constant'),
  unit('standard_gravity', 'g_0', '9.80665 meter / second ^ 2', { aliases: ['g0', 'g_n', 'gravity'] }),
  unit('galileo', 'Gal', 'centimeter / second ^ 2'),
  // transport: viscosity and diffusivity
  unit('poise', 'P', '0.1 pascal * second'),
  unit('reyn', 'reyn', 'pound_force_per_square_inch * second'),
  unit('stokes', 'St', 'centimeter ^ 2 / second'),
  // wavenumber, momentum, action
  unit('reciprocal_centimeter', 'cm_1', '1 / centimeter', { aliases: ['kayser'] }),
  unit('rydberg_constant', 'R_inf', '10973731.568160 / meter'),
  AU('momentum', 'dirac_constant / bohr'),
  unit('planck_constant', 'planck_constant', '6.62607015e-34 joule * second', { label: 'Planck constant' }),
  unit('dirac_constant', 'ħ', 'planck_constant / (2 * pi)', {
    label: 'Reduced Planck constant',
    aliases: ['hbar', 'h_bar', 'reduced_planck_constant', 'atomic_unit_of_action', 'a_u_action'],
  }),
  // thermodynamics
  unit('boltzmann_constant', 'k_B', '1.380649e-23 joule / kelvin'),
  unit('clausius', 'Cl', 'calorie / kelvin'),
  unit('molar_gas_constant', 'R', 'boltzmann_constant * avogadro_constant'),
  unit('entropy_unit', 'eu', 'calorie / kelvin / mole'),
  unit('molar', 'M', 'mole / liter'),
  // electric and magnetic moments, fields, response
  unit('debye', 'D', '1e-21 / 299792458 coulomb * meter'),
  AU('electric_dipole_moment', 'elementary_charge * bohr'),
  AU('electric_field', 'hartree / (elementary_charge * bohr)'),
  AU('intensity', '0.5 * vacuum_permittivity * speed_of_light * atomic_unit_of_electric_field ^ 2'),
  AU('electric_polarizability', 'elementary_charge ^ 2 * bohr ^ 2 / hartree'),
  AU('charge_density', 'elementary_charge / bohr ^ 3'),
]
