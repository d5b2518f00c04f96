// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const abinitParser: Parser = {
  metadata: {
    name: 'parsers/abinit',
    codeName: 'ABINIT',
    codeLabel: 'ABINIT',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
