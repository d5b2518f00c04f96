// PLACEHOLDER: replaced by the real normaliser.
import type { Normalizer } from '../../../parsers/types'

export const methodNormalizer: Normalizer = { name: 'method', normalize() {} }
