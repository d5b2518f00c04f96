// results: the normalised summary of an entry, the source of nearly all search
// quantities. Sub-folders define material, method, properties and ELN.
import { sub } from '../definitions'
import { ELN } from './eln'
import { Material } from './material'
import { Method } from './method'
import { resultsPackage } from './package'
import { Properties } from './properties'

export const Results = resultsPackage.section({
  name: 'Results',
  description: 'A summary of the entry, the same for every parser and schema: material, method, properties and lab-notebook fields.',
  subSections: [sub('material', Material), sub('method', Method), sub('properties', Properties), sub('eln', ELN)],
})

export { resultsPackage }
