// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const vaspParser: Parser = {
  metadata: {
    name: 'parsers/vasp',
    codeName: 'VASP',
    codeLabel: 'VASP',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
