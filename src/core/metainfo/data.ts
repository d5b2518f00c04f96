// Sections shared by the entry metadata and by user-defined data: people, and the base
// section every ELN or custom schema extends.
import { definePackage, str, suggested, searched } from './definitions'

export const dataPackage = definePackage('nomad.datamodel.data')

/**
 * A person as entries show them. Only id and name are searchable: they are what the
 * author filters and the authors column use; the rest is contact detail.
 */
export const User = dataPackage.section({
  name: 'User',
  description: 'A registered person: an author, co-author, reviewer or owner of uploads and datasets.',
  quantities: [
    str('user_id', 'The unique, persistent identifier of the user account.', searched),
    str('name', 'The full display name of the person.', suggested),
    str('first_name', 'The given name.'),
    str('last_name', 'The family name.'),
    str('affiliation', 'The institution the person works for.'),
    str('affiliation_address', 'The postal address of the affiliation.'),
    str('email', 'The e-mail address; never part of search results.'),
  ],
})

/**
 * The base of every section that can stand in an archive. References that may point
 * at any section (workflow inputs, links between entries) target this section.
 */
export const ArchiveSection = dataPackage.section({
  name: 'ArchiveSection',
  description: 'Base of all sections that can appear in an entry archive.',
})

/**
 * The base of everything stored under `data`. It has no quantities of its own: ELN
 * schemas and custom schemas from uploads extend it at run time, and their searchable
 * quantities become dynamic search quantities (`search_quantities`).
 */
export const EntryData = dataPackage.section({
  name: 'EntryData',
  baseSections: [ArchiveSection],
  description:
    'Base section for the main data of an entry: electronic lab notebook records and the sections of user-defined schemas extend it.',
})
