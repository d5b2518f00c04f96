// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const excitingParser: Parser = {
  metadata: {
    name: 'parsers/exciting',
    codeName: 'exciting',
    codeLabel: 'exciting',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
