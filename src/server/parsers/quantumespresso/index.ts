// PLACEHOLDER: replaced by the real parser.
import type { Parser } from '../types'

export const quantumEspressoParser: Parser = {
  metadata: {
    name: 'parsers/quantumespresso',
    codeName: 'Quantum Espresso',
    codeLabel: 'Quantum Espresso',
    codeCategory: 'Atomistic code',
    mainfileNameRe: '^$never^',
    status: 'beta',
  },
  parse() {
    throw new Error('not implemented')
  },
}
