// The edit state of an entry's archive (spec 3 §4): the provider above the entry's tabs,
// the hook the data tab's lanes and editors read and change it through, the toolbar's
// Save entry / Reload archive buttons, and the pure edit operations.
export { ArchiveEditProvider, EDIT_REQUIRED, archiveOfResponse, useArchiveEdit, type ArchiveEdit } from './ArchiveEditProvider'
export { ReloadArchiveButton, SaveEntryButton } from './ArchiveEditButtons'
export { REPLACE_MAINFILE, REPLACE_MAINFILE_INPUT, ReplaceMainfileButton, splitMainfile, type ReplaceMainfileProps } from './ReplaceMainfile'
export {
  AddSubSectionButton, addLabel, DeleteSubSectionButton, deleteLabel, SECTION_TYPE_LABEL, SectionTypeSelect,
  type AddSubSectionProps, type DeleteSubSectionProps, type SectionTypeSelectProps,
} from './SubSectionActions'
export {
  addSubSectionAt, canChangeSectionType, changeSectionTypeAt, removeSubSectionAt, setValueAt, valueAtPath, type EditPath,
} from './operations'
export { fileContent, fileFormat, savedArchive } from './saveFile'
export * from './messages'
