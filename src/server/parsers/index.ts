// The parser registry: every built-in parser folder is listed here, in matching order
// (the first parser whose patterns match a file claims it). Plugins add theirs through
// processing/parserModules.ts.
import type { Parser } from './types'
import { archiveParser } from './archive'
import { cifParser } from './cif'
import { poscarParser } from './poscar'
import { xyzParser } from './xyz'

export const parsers: Parser[] = [archiveParser, cifParser, poscarParser, xyzParser]

export const parserMetadata = parsers.map((parser) => parser.metadata)
