// PLACEHOLDER: replaced by the real normaliser.
import type { Normalizer } from '../../../parsers/types'

export const propertiesNormalizer: Normalizer = { name: 'properties', normalize() {} }
