// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const castepParser: Parser = {
  metadata: {
    name: 'parsers/castep',
    codeName: 'CASTEP',
    codeLabel: 'CASTEP',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
