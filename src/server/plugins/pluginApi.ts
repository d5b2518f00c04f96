// What a plugin's server modules import as 'tessera/server' (an alias of the build, the
// tests and tsconfig): the parser contract. Type-only, so a parser module bundles none
// of Tessera's code.
export type { Archive, LogEntry, LogLevel, MainfileContext, Parser, ProcessingLogger } from '../parsers/types'
export type { ParserMetadata } from '../../core/parsers/metadata'
