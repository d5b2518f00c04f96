// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const wien2kParser: Parser = {
  metadata: {
    name: 'parsers/wien2k',
    codeName: 'WIEN2k',
    codeLabel: 'WIEN2k',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
