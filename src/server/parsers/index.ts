// The parser registry: every built-in parser folder is listed here, in matching order
// (the first parser whose patterns match a file claims it). Plugins add theirs through
// processing/parserModules.ts.
import type { Parser } from './types'
import { abinitParser } from './abinit'
import { archiveParser } from './archive'
import { castepParser } from './castep'
import { cifParser } from './cif'
import { cp2kParser } from './cp2k'
import { excitingParser } from './exciting'
import { fhiAimsParser } from './fhiaims'
import { poscarParser } from './poscar'
import { quantumEspressoParser } from './quantumespresso'
import { vaspParser } from './vasp'
import { wien2kParser } from './wien2k'
import { xyzParser } from './xyz'

export const parsers: Parser[] = [
  archiveParser,
  vaspParser,
  fhiAimsParser,
  excitingParser,
  quantumEspressoParser,
  castepParser,
  cp2kParser,
  wien2kParser,
  abinitParser,
  cifParser,
  poscarParser,
  xyzParser,
]

export const parserMetadata = parsers.map((parser) => parser.metadata)
