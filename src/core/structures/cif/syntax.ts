// A tolerant reader of CIF 1.1 syntax (and the CIF 2 dotted tag names): data blocks,
// tag–value pairs, loops, quoted strings and `;` text fields. It knows nothing about
// crystallography; structure.ts gives the tags meaning.

export class CifSyntaxError extends Error {
  override name = 'CifSyntaxError'
}

export interface CifLoop {
  /** Normalised tag names (see normaliseTag), in column order. */
  tags: string[]
  rows: string[][]
}

export interface CifBlock {
  name: string
  /** Single-valued tags. */
  values: Map<string, string>
  loops: CifLoop[]
}

/**
 * Tags are case-insensitive, and CIF 2 (DDLm) writes `_space_group_symop.operation_xyz`
 * where CIF 1 writes `_space_group_symop_operation_xyz`: one spelling serves both.
 */
export function normaliseTag(tag: string): string {
  return tag.toLowerCase().replace(/\./g, '_')
}

/** The column of a tag in a block: the loop holding it, or its single value as a one-row column. */
export function column(block: CifBlock, tag: string): string[] | undefined {
  const name = normaliseTag(tag)
  for (const loop of block.loops) {
    const index = loop.tags.indexOf(name)
    if (index >= 0) return loop.rows.map((row) => row[index])
  }
  const value = block.values.get(name)
  return value === undefined ? undefined : [value]
}

export function value(block: CifBlock, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const v = block.values.get(normaliseTag(tag)) ?? column(block, tag)?.[0]
    if (v !== undefined && !isMissing(v)) return v
  }
  return undefined
}

/** `.` (inapplicable) and `?` (unknown) mark missing values. */
export function isMissing(v: string | undefined): boolean {
  return v === undefined || v === '.' || v === '?'
}

/** A CIF number, ignoring a standard uncertainty in parentheses: `5.431(2)` → 5.431. NaN if not a number. */
export function cifNumber(v: string | undefined): number {
  if (v === undefined) return NaN
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:\(\d+\))?$/.exec(v.trim())
  return match ? Number(match[1]) : NaN
}

type TokenKind = 'data' | 'loop' | 'tag' | 'value' | 'ignored'

interface Token {
  kind: TokenKind
  text: string
  line: number
}

function* tokens(text: string): Generator<Token> {
  const lines = text.split(/\r\n|\r|\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line.startsWith(';')) {
      // A text field runs to the next line that starts with ';'.
      const start = i
      const parts = [line.slice(1)]
      for (i++; i < lines.length && !lines[i].startsWith(';'); i++) parts.push(lines[i])
      if (i >= lines.length) throw new CifSyntaxError(`Unterminated text field starting at line ${start + 1}.`)
      yield { kind: 'value', text: parts.join('\n').trim(), line: start + 1 }
      continue
    }
    let pos = 0
    while (pos < line.length) {
      const char = line[pos]
      if (char === ' ' || char === '\t') {
        pos++
        continue
      }
      if (char === '#') break
      if (char === "'" || char === '"') {
        // A quote closes only when followed by whitespace or the end of the line (CIF 1.1),
        // so an apostrophe inside a word ('O'Brien') does not end the string.
        let end = pos + 1
        while (end < line.length && !(line[end] === char && (end + 1 === line.length || /\s/.test(line[end + 1])))) end++
        if (end >= line.length) throw new CifSyntaxError(`Unterminated quoted string at line ${i + 1}.`)
        yield { kind: 'value', text: line.slice(pos + 1, end), line: i + 1 }
        pos = end + 1
        continue
      }
      let end = pos
      while (end < line.length && line[end] !== ' ' && line[end] !== '\t') end++
      const word = line.slice(pos, end)
      pos = end
      const lower = word.toLowerCase()
      if (lower.startsWith('data_')) yield { kind: 'data', text: word.slice(5), line: i + 1 }
      else if (lower === 'loop_') yield { kind: 'loop', text: word, line: i + 1 }
      else if (lower.startsWith('save_') || lower === 'global_' || lower === 'stop_') yield { kind: 'ignored', text: word, line: i + 1 }
      else if (word.startsWith('_')) yield { kind: 'tag', text: normaliseTag(word), line: i + 1 }
      else yield { kind: 'value', text: word, line: i + 1 }
    }
  }
}

export interface CifDocument {
  blocks: CifBlock[]
  /** Recoverable oddities, for the parser's log. */
  warnings: string[]
}

/**
 * Reads the data blocks of a CIF. Content before the first `data_` (which some
 * programs write) forms a block with an empty name. Throws CifSyntaxError on a tag
 * without value, a loop whose values do not fill its rows, or unterminated strings.
 */
export function readCif(text: string): CifDocument {
  const blocks: CifBlock[] = []
  const warnings: string[] = []
  let lastTag: string | undefined
  let block: CifBlock | undefined
  const current = (): CifBlock => {
    if (!block) {
      block = { name: '', values: new Map(), loops: [] }
      blocks.push(block)
    }
    return block
  }
  const stream = tokens(text)
  let pending = stream.next()
  const next = () => {
    const token = pending.done ? undefined : pending.value
    pending = stream.next()
    return token
  }
  const peek = () => (pending.done ? undefined : pending.value)

  for (let token = next(); token; token = next()) {
    switch (token.kind) {
      case 'data':
        block = { name: token.text, values: new Map(), loops: [] }
        blocks.push(block)
        lastTag = undefined
        break
      case 'tag': {
        const v = peek()
        if (!v || v.kind !== 'value') throw new CifSyntaxError(`Tag ${token.text} at line ${token.line} has no value.`)
        next()
        current().values.set(token.text, v.text)
        lastTag = token.text
        break
      }
      case 'loop': {
        const tags: string[] = []
        while (peek()?.kind === 'tag') tags.push(next()!.text)
        if (tags.length === 0) throw new CifSyntaxError(`loop_ at line ${token.line} has no tags.`)
        const values: string[] = []
        while (peek()?.kind === 'value') values.push(next()!.text)
        if (values.length % tags.length !== 0) {
          throw new CifSyntaxError(
            `The loop of ${tags[0]} at line ${token.line} has ${values.length} values, not a multiple of its ${tags.length} tags: the loop is truncated or a value is missing.`,
          )
        }
        const rows: string[][] = []
        for (let i = 0; i < values.length; i += tags.length) rows.push(values.slice(i, i + tags.length))
        current().loops.push({ tags, rows })
        lastTag = undefined
        break
      }
      case 'value': {
        // Programs often write multi-word values unquoted (`_chemical_name_common Sodium chloride`):
        // the extra words continue the previous tag's value.
        const values = block?.values
        if (!lastTag || !values) throw new CifSyntaxError(`Value '${token.text.slice(0, 40)}' at line ${token.line} does not belong to any tag.`)
        values.set(lastTag, `${values.get(lastTag)} ${token.text}`)
        warnings.push(`Unquoted value with spaces for ${lastTag} at line ${token.line}; read as one value.`)
        break
      }
      case 'ignored':
        break
    }
  }
  return { blocks, warnings }
}
