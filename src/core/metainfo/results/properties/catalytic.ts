// results.properties.catalytic: heterogeneous catalysis tests (the Heterogeneous
// Catalysis use case). Reactants, products and rates are nested so that, e.g., a
// conversion filter applies to the reactant whose name was chosen.
import { ANY, float, searched, str, sub, suggested } from '../../definitions'
import { resultsPackage } from '../package'

export const Reagent = resultsPackage.section({
  name: 'Reagent',
  description: 'A substance taking part in a catalytic reaction.',
  quantities: [
    str('name', 'The IUPAC name of the substance.', suggested),
    float('gas_concentration_in', undefined, 'Fraction of the substance in the feed, between 0 and 1.', { ...searched, shape: ANY }),
    float('gas_concentration_out', undefined, 'Fraction of the substance after the reactor or at a given reaction time, between 0 and 1.', { ...searched, shape: ANY }),
  ],
})

export const Reactant = resultsPackage.section({
  name: 'Reactant',
  description: 'A reactant of a catalytic test: a substance that is converted.',
  nested: true,
  baseSections: [Reagent],
  quantities: [float('conversion', undefined, 'How much of the reactant was consumed, in percent.', { ...searched, shape: ANY })],
})

export const Product = resultsPackage.section({
  name: 'Product',
  description: 'A product of a catalytic reaction.',
  nested: true,
  baseSections: [Reagent],
  quantities: [
    str('name', 'The name of the product, preferably its IUPAC name.', suggested),
    float('selectivity', undefined, 'Selectivity towards the product, in percent.', { ...searched, shape: ANY }),
    float('space_time_yield', '1 / second', 'Mass of product per mass of catalyst per time.', { ...searched, shape: ANY }),
  ],
})

export const Rate = resultsPackage.section({
  name: 'Rate',
  description: 'Reaction rates of one reactant or product.',
  nested: true,
  quantities: [
    str('name', 'The IUPAC name of the substance whose rate is given.', suggested),
    float('reaction_rate', 'mole / kilogram / second', 'Molecules converted or produced per catalyst mass per time.', { ...searched, shape: ANY }),
    float('specific_mass_rate', 'mole / kilogram / second', 'The rate per mass of the active component (e.g. the metal).', { ...searched, shape: ANY }),
    float('specific_surface_area_rate', 'mole / meter ** 2 / second', 'The rate per active surface area.', { ...searched, shape: ANY }),
    float('turnover_frequency', '1 / second', 'Molecules converted per active site per time.', { ...searched, shape: ANY }),
  ],
})

export const ReactionConditions = resultsPackage.section({
  name: 'ReactionConditions',
  description: 'The conditions of a catalytic test.',
  quantities: [
    float('temperature', 'kelvin', 'The reactor temperature(s) during the reaction.', { ...searched, shape: ANY }),
    float('pressure', 'pascal', 'The pressure(s) during the reaction.', { ...searched, shape: ANY }),
    float('weight_hourly_space_velocity', 'meter ** 3 / kilogram / second', 'Gas flow per catalyst mass.', { ...searched, shape: ANY }),
    float('gas_hourly_space_velocity', '1 / second', 'Gas flow per catalyst volume.', { ...searched, shape: ANY }),
    float('flow_rate', 'meter ** 3 / second', 'The volumetric gas flow.', { ...searched, shape: ANY }),
    float('time_on_stream', 'second', 'Time since the reaction started.', { ...searched, shape: ANY }),
  ],
})

export const ReactionStep = resultsPackage.section({
  name: 'ReactionStep',
  description: 'One step of a reaction mechanism.',
  quantities: [
    str('initial_states', 'The reactants of the step.', { ...suggested, shape: ANY }),
    str('final_states', 'The products of the step.', { ...suggested, shape: ANY }),
    float('reaction_enthalpy', 'joule', 'The reaction enthalpy of the step.', searched),
    float('activation_energy', 'joule', 'The (apparent) activation energy of the step.', searched),
  ],
})

export const Reaction = resultsPackage.section({
  name: 'Reaction',
  description: 'A catalytic test reaction: what went in, what came out, how fast and under which conditions.',
  quantities: [
    str('name', 'The name of the test reaction.', suggested),
    str('type', 'Classes of the process, e.g. thermal, electrochemical, oxidation or hydrogenation.', { ...suggested, shape: ANY }),
  ],
  subSections: [
    sub('reactants', Reactant, { repeats: true }),
    sub('products', Product, { repeats: true }),
    sub('rates', Rate, { repeats: true }),
    sub('reaction_conditions', ReactionConditions),
    sub('reaction_mechanism', ReactionStep, { repeats: true }),
  ],
})

export const Catalyst = resultsPackage.section({
  name: 'Catalyst',
  description: 'The catalyst of a heterogeneous catalysis test.',
  quantities: [
    str('catalyst_name', 'The name the authors gave the catalyst.', suggested),
    str('preparation_method', 'The main method by which the catalyst was made.', suggested),
    str('catalyst_type', 'What kind of catalyst it is, e.g. metal, oxide, supported or bulk; several may apply.', { ...suggested, shape: ANY }),
    str('support', 'The support material, if any.', suggested),
    str('characterization_methods', 'The methods used to characterise the catalyst.', { ...suggested, shape: ANY }),
    float('surface_area', 'meter ** 2 / kilogram', 'Surface area per catalyst mass.', searched),
  ],
})

export const CatalyticProperties = resultsPackage.section({
  name: 'CatalyticProperties',
  description: 'Properties relating to catalysis.',
  subSections: [sub('reaction', Reaction), sub('catalyst', Catalyst)],
})
