// The parser registry. Each parser folder registers its metadata (and, once it
// exists, its parse function) here; mainfile matching and the artifacts read it.
import type { ParserMetadata } from '../../core/parsers/metadata'

export const parserMetadata: ParserMetadata[] = []
