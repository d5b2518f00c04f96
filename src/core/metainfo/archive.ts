// The root of every entry archive. What the server stores per entry and what the
// archive endpoints return is an instance of EntryArchive.
import { EntryData } from './data'
import { definePackage, str, sub } from './definitions'
import { datamodelPackage, EntryMetadata } from './metadata'
import { Results } from './results'
import { Run } from './run'
import { Workflow } from './workflow'

export const schemaPackage = definePackage('nomad.metainfo.metainfo')

/**
 * The custom schema an entry defines (`definitions:` in an ELN schema file). Only its
 * header is defined here: the section definitions inside are read by the custom-schema
 * loader, which turns them into sections of this language at run time.
 */
export const SchemaPackage = schemaPackage.section({
  name: 'Package',
  description: 'A package of section definitions written by users, e.g. an ELN schema.',
  quantities: [
    str('name', 'The name of the package; qualifies the names of its sections.'),
    str('description', 'What the package is for.'),
  ],
})

// Log records keep the field names of the structured log they come from, so that the
// logs view can show any extra field without knowing it in advance.
export const ProcessingLog = datamodelPackage.section({
  name: 'ProcessingLog',
  description: 'One message logged while the entry was processed.',
  quantities: [
    str('event', 'The message.'),
    str('level', 'The severity: DEBUG, INFO, WARNING, ERROR or CRITICAL.'),
    str('logger', 'The component that logged the message.'),
    str('timestamp', 'When the message was logged, as the logger wrote it (e.g. 2022-12-13 17:42.30).'),
    str('proc', 'The kind of processed object, e.g. Entry.'),
    str('process', 'The processing step, e.g. process_entry.'),
    str('parser', 'The parser that was running, if any.'),
    str('step', 'The normalizer or stage that was running, if any.'),
    str('exception', 'The error and its stack trace, for messages caused by an error.'),
  ],
})

export const EntryArchive = datamodelPackage.section({
  name: 'EntryArchive',
  description: 'Everything stored for one entry: metadata, normalised results, parsed data and processing logs.',
  subSections: [
    sub('metadata', EntryMetadata),
    sub('results', Results),
    sub('data', EntryData, { description: 'The main data of ELN and custom-schema entries.' }),
    sub('run', Run, { repeats: true, description: 'The runs of simulation codes, as parsed.' }),
    sub('workflow2', Workflow, { description: 'How the calculations of the entry depend on each other.' }),
    sub('definitions', SchemaPackage, { description: 'The custom schema this entry defines, if any.' }),
    sub('processing_logs', ProcessingLog, { repeats: true }),
  ],
})

export const rootSection = EntryArchive
