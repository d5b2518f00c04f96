// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const fhiAimsParser: Parser = {
  metadata: {
    name: 'parsers/fhi-aims',
    codeName: 'FHI-aims',
    codeLabel: 'FHI-aims',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
