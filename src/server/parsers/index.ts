// The parser registry: every built-in parser folder is listed here, in matching order
// (the first parser whose patterns match a file claims it). Plugins add theirs through
// processing/parserModules.ts.
import type { Parser } from './types'

export const parsers: Parser[] = []

export const parserMetadata = parsers.map((parser) => parser.metadata)
