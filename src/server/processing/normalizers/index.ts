// The normalisers, in the order they run after every parser. Later ones may read what
// earlier ones wrote: the workflow normaliser settles the workflow type that method
// (workflow_name) and properties (geometry optimisation) read; the metadata normaliser
// counts everything, so it runs last.
import type { Normalizer } from '../../parsers/types'
import { elnNormalizer } from './eln'
import { materialNormalizer } from './material'
import { metadataNormalizer } from './metadata'
import { methodNormalizer } from './method'
import { optimadeNormalizer } from './optimade'
import { propertiesNormalizer } from './properties'
import { workflowNormalizer } from './workflow'

export const normalizers: Normalizer[] = [
  materialNormalizer,
  optimadeNormalizer,
  workflowNormalizer,
  methodNormalizer,
  propertiesNormalizer,
  elnNormalizer,
  metadataNormalizer,
]
