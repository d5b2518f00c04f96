// NOMAD's generic base sections for experiments (`nomad.datamodel.metainfo.basesections`),
// plus the two mixins ELN schemas commonly list next to them (plots and tabular data).
// Custom schemas name these in `base_sections`, so their qualified names are NOMAD's.
// Only the quantities that schemas and the ELN normaliser rely on are defined; a schema
// that inherits more simply gets fewer inherited quantities, never a failure.
import { ArchiveSection } from '../data'
import { datetime, definePackage, enumOf, float, str, sub, type QuantityOptions } from '../definitions'
import { ELEMENT_SYMBOLS } from '../elements'

export const basesectionsPackage = definePackage('nomad.datamodel.metainfo.basesections')

/**
 * The ELN annotation that names a quantity's edit component, as NOMAD's base sections
 * declare it (`a_eln=dict(component=…)`): the GUI's ranked testers pick the editor from it,
 * as they do for schemas' `m_annotations`.
 */
export const editedWith = (component: string): QuantityOptions => ({ annotations: { eln: { component } } })

export const BaseSection = basesectionsPackage.section({
  name: 'BaseSection',
  description: 'A generic base for the sections of an experiment: a name, a point in time, a lab id and a description.',
  baseSections: [ArchiveSection],
  quantities: [
    str('name', 'A short human-readable and descriptive name.', editedWith('StringEditQuantity')),
    datetime('datetime', 'The date and time associated with this section.', editedWith('DateTimeEditQuantity')),
    str('lab_id', 'An id that is unique at least within the lab that produced the data.', editedWith('StringEditQuantity')),
    str('description', 'Any information that the other fields cannot hold, as rich text.', editedWith('RichTextEditQuantity')),
  ],
})

export const Entity = basesectionsPackage.section({
  name: 'Entity',
  description: 'Something that persists in time: a sample, a chemical, an instrument.',
  baseSections: [BaseSection],
})

export const Activity = basesectionsPackage.section({
  name: 'Activity',
  description: 'Something that happens in time: a process, a measurement, an analysis.',
  baseSections: [BaseSection],
  quantities: [str('method', 'A short, consistent handle for the method applied.')],
})

export const Process = basesectionsPackage.section({
  name: 'Process',
  description: 'An activity that changes a sample, e.g. a deposition or an annealing step.',
  baseSections: [Activity],
})

export const Measurement = basesectionsPackage.section({
  name: 'Measurement',
  description: 'An activity that observes a sample without changing it.',
  baseSections: [Activity],
})

export const Experiment = basesectionsPackage.section({
  name: 'Experiment',
  description: 'A series of activities aimed at one goal.',
  baseSections: [Activity],
})

export const Instrument = basesectionsPackage.section({
  name: 'Instrument',
  description: 'A device used in activities.',
  baseSections: [Entity],
})

export const ElementalComposition = basesectionsPackage.section({
  name: 'ElementalComposition',
  description: 'How much of one element a system contains.',
  baseSections: [ArchiveSection],
  quantities: [
    enumOf('element', ELEMENT_SYMBOLS, 'The element symbol, e.g. Cu.'),
    float('atomic_fraction', undefined, 'Share of the atoms that are of this element, between 0 and 1.'),
    float('mass_fraction', undefined, 'Share of the mass that this element contributes, between 0 and 1.'),
  ],
})

export const System = basesectionsPackage.section({
  name: 'System',
  description: 'Matter of some composition: the base of substances and samples.',
  baseSections: [Entity],
  subSections: [sub('elemental_composition', ElementalComposition, { repeats: true })],
})

export const PureSubstanceSection = basesectionsPackage.section({
  name: 'PureSubstanceSection',
  description: 'The identity of a pure substance: names, formula and registry numbers.',
  baseSections: [ArchiveSection],
  quantities: [
    str('name', 'The common name of the substance.'),
    str('iupac_name', 'The name the IUPAC nomenclature gives the substance.'),
    str('molecular_formula', 'The molecular formula, e.g. H2O.'),
    float('molecular_mass', 'kilogram', 'The mass of one molecule.'),
    str('inchi', 'The IUPAC International Chemical Identifier.'),
    str('inchi_key', 'The hashed form of the InChI.'),
    str('smile', 'The SMILES string of the substance.'),
    str('canonical_smile', 'The canonical SMILES string of the substance.'),
    str('cas_number', 'The CAS Registry Number.'),
  ],
})

export const PureSubstance = basesectionsPackage.section({
  name: 'PureSubstance',
  description: 'A system made of one substance.',
  baseSections: [System],
  subSections: [sub('pure_substance', PureSubstanceSection)],
})

export const CompositeSystem = basesectionsPackage.section({
  name: 'CompositeSystem',
  description: 'A system made of several components, e.g. a sample.',
  baseSections: [System],
})

export const plotPackage = definePackage('nomad.datamodel.metainfo.plot')

/** A mixin: the figures it adds are drawn by the GUI from the section's annotations. */
export const PlotSection = plotPackage.section({
  name: 'PlotSection',
  description: 'A section whose data the entry page shows as plots, as its plot annotations describe.',
  baseSections: [ArchiveSection],
})

export const tabularPackage = definePackage('nomad.parsing.tabular')

/** A mixin: schemas list it so that a data file (CSV, Excel) can fill the section. */
export const TableData = tabularPackage.section({
  name: 'TableData',
  description: 'A section that can be filled from the columns or rows of a tabular data file.',
  baseSections: [ArchiveSection],
})
