// The normalisers, in the order they run after every parser. Later ones may read what
// earlier ones wrote (the metadata normaliser counts everything, so it runs last).
import type { Normalizer } from '../../parsers/types'
import { metadataNormalizer } from './metadata'
import { materialNormalizer } from './material'
import { elnNormalizer } from './eln'

export const normalizers: Normalizer[] = [materialNormalizer, elnNormalizer, metadataNormalizer]
