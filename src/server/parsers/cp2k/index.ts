// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const cp2kParser: Parser = {
  metadata: {
    name: 'parsers/cp2k',
    codeName: 'CP2K',
    codeLabel: 'CP2K',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
