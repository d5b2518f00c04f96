// The electronic-lab-notebook base sections (`nomad.datamodel.metainfo.eln`). ELN schemas
// extend them (`base_sections: [nomad.datamodel.metainfo.eln.Chemical, …EntryData]`) to
// get the common quantities; the ELN normaliser recognises them by inheritance and
// fills `results.eln` (names, lab ids, methods, instruments) and, for sections with a
// chemical formula, `results.material`.
import { ArchiveSection } from '../data'
import { datetime, definePackage, LIST, quantity, ref, str, types } from '../definitions'
import { editedWith, PureSubstance } from './basesections'

export const elnPackage = definePackage('nomad.datamodel.metainfo.eln')

export const ElnBaseSection = elnPackage.section({
  name: 'ElnBaseSection',
  description:
    'A generic base for lab-notebook sections: a name, a lab id and a description, all added to the search. ' +
    'A string or enum quantity named tags in an inheriting section is searchable as well.',
  baseSections: [ArchiveSection],
  quantities: [
    str('name', 'A short human-readable and descriptive name.', editedWith('StringEditQuantity')),
    // Here as in NOMAD (not only on activities): samples and instruments have a date too.
    datetime('datetime', 'The date and time associated with this section.', editedWith('DateTimeEditQuantity')),
    str('lab_id', 'An id that is unique at least within the lab that produced the data.', editedWith('StringEditQuantity')),
    str('description', 'A human description: room for what the notebook cannot capture otherwise, as rich text.', editedWith('RichTextEditQuantity')),
  ],
})

export const ElnActivityBaseSection = elnPackage.section({
  name: 'ElnActivityBaseSection',
  description: 'A generic base for lab activities: processes, characterisations, measurements.',
  baseSections: [ElnBaseSection],
  quantities: [
    str('method', 'A short, consistent handle for the method applied; by default the name of the section definition.'),
    quantity('user', types.user, 'The registered user who did the activity.'),
    quantity('author', types.author, 'The person who did the activity, registered or not.'),
  ],
})

export const ElnWithFormulaBaseSection = elnPackage.section({
  name: 'ElnWithFormulaBaseSection',
  description: 'A generic base for lab items with a chemical formula, e.g. chemicals and samples.',
  baseSections: [ElnBaseSection],
  quantities: [
    str(
      'chemical_formula',
      'The chemical formula. It is searchable itself, and the elements and normalised formulas derived from it fill the material of the entry.',
    ),
  ],
})

export const Chemical = elnPackage.section({
  name: 'Chemical',
  description: 'A chemical of the lab.',
  baseSections: [ElnWithFormulaBaseSection],
})

export const Sample = elnPackage.section({
  name: 'Sample',
  description: 'A sample of the lab.',
  baseSections: [ElnWithFormulaBaseSection],
})

export const Instrument = elnPackage.section({
  name: 'Instrument',
  description: 'An instrument of the lab; its name is searchable among the instruments of entries.',
  baseSections: [ElnBaseSection],
})

export const Process = elnPackage.section({
  name: 'Process',
  description: 'A process applied to a sample.',
  baseSections: [ElnActivityBaseSection],
})

export const Measurement = elnPackage.section({
  name: 'Measurement',
  description: 'A measurement of a sample.',
  baseSections: [ElnActivityBaseSection],
})

export const SampleID = elnPackage.section({
  name: 'SampleID',
  description:
    'A human-readable sample id. When institute, owner, short name and creation time are given, the id joins them with underscores.',
  baseSections: [ArchiveSection],
  quantities: [
    str('institute', 'Short name of the home institute of the owner, e.g. HZB.'),
    str('sample_owner', 'Name or alias of the process operator.'),
    datetime('creation_datetime', 'When the sample was created.'),
    str('sample_short_name', 'The short name scribed on the sample or its container, e.g. 4001-8.'),
    str('sample_id', 'The full sample id, e.g. hzb_oah_20200602_4001-08.'),
    ref('children', () => SampleID, 'Samples made from this one.', { shape: LIST }),
    ref('parents', () => SampleID, 'The sample this one was made from.'),
  ],
})

export const PublicationReference = elnPackage.section({
  name: 'PublicationReference',
  description: 'A publication or data set where the data can be found.',
  baseSections: [ArchiveSection],
  quantities: [
    str('DOI_number', 'The DOI of the publication, e.g. 10.1021/jp5126624.'),
    str('lead_author', 'The surname of the first author.'),
    datetime('publication_date', 'When the work was published.'),
    str('journal', 'The journal the work appeared in.'),
    str('publication_title', 'The title of the publication.'),
  ],
})

export const ELNSubstance = elnPackage.section({
  name: 'ELNSubstance',
  description: 'A pure substance recorded in the lab notebook.',
  baseSections: [PureSubstance],
})
