// PLACEHOLDER: replaced by the real normaliser.
import type { Normalizer } from '../../../parsers/types'

export const workflowNormalizer: Normalizer = { name: 'workflow', normalize() {} }
