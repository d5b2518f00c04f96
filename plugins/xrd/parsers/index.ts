// The XRD plugin's parsers (manifest: `parsers`). Tessera imports this module in the
// server, for matching, and in every parser worker.
import type { Parser } from 'tessera/server'
import { xrdmlParser } from './xrdml'
import { xyParser } from './xy'

export const parsers: Parser[] = [xyParser, xrdmlParser]
