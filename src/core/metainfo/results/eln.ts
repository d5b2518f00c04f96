// results.eln: what electronic-lab-notebook entries have in common, gathered from
// their data sections so that one set of filters serves every ELN schema.
import { ANY, freeText, searched, str, suggested } from '../definitions'
import { resultsPackage } from './package'

export const ELN = resultsPackage.section({
  name: 'ELN',
  description: 'Searchable summary of the lab-notebook content of an entry.',
  quantities: [
    str('sections', 'The kinds of sections the entry uses: by default the names of their definitions.', { ...searched, shape: ANY }),
    str('tags', 'Short user-chosen tags.', { ...searched, shape: ANY }),
    str('names', 'Human-readable names that appear in the entry.', { ...freeText, shape: ANY }),
    str('descriptions', 'Descriptions that appear in the entry.', { ...freeText, shape: ANY }),
    str('instruments', 'Names or kinds of the instruments used, e.g. in a process or measurement.', { ...searched, shape: ANY }),
    str('methods', 'Names of the methods applied, e.g. in a process or measurement.', { ...searched, shape: ANY }),
    str('lab_ids', 'Laboratory-specific ids of samples, chemicals, instruments, …', { ...suggested, shape: ANY }),
  ],
})
