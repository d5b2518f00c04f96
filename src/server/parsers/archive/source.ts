// Decoding `.archive.json` and `.archive.yaml` files. A syntax error is the user's to
// fix, so its message names the file, the line and the column — for JSON too, where
// V8's messages give at most a character offset.
import { parseDocument } from 'yaml'

/** YAML unless the name ends in .json. */
export function isJsonFile(path: string): boolean {
  return /\.json$/i.test(path)
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)))
  const lines = before.split('\n')
  return { line: lines.length, column: lines[lines.length - 1].length + 1 }
}

/**
 * The offset of the first syntax error in a JSON text; a small recursive-descent
 * scanner, since JSON.parse only sometimes says where it stopped.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0
  const fail = (): never => {
    throw new RangeError(String(i))
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++
  }
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length
    else fail()
  }
  const string = () => {
    i++
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail()
      if (text[i] === '\\') {
        i++
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail()
          i += 4
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail()
      }
      i++
    }
    if (i >= text.length) fail()
    i++
  }
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))
    if (!match) fail()
    i += (match as RegExpExecArray)[0].length
  }
  const value = (): void => {
    space()
    const char = text[i]
    if (char === '{') return container('}', true)
    if (char === '[') return container(']', false)
    if (char === '"') return string()
    if (char === '-' || (char >= '0' && char <= '9')) return number()
    if (char === 't') return literal('true')
    if (char === 'f') return literal('false')
    if (char === 'n') return literal('null')
    fail()
  }
  const container = (close: string, keyed: boolean) => {
    i++
    space()
    if (text[i] === close) return void i++
    for (;;) {
      if (keyed) {
        space()
        if (text[i] !== '"') fail()
        string()
        space()
        if (text[i] !== ':') fail()
        i++
      }
      value()
      space()
      if (text[i] === ',') i++
      else if (text[i] === close) return void i++
      else fail()
    }
  }
  try {
    value()
    space()
    if (i < text.length) fail()
    return -1
  } catch (e) {
    if (e instanceof RangeError) return Number(e.message)
    throw e
  }
}

/** Parses an archive file's text; throws an Error `<file>: line L, column C: <problem>` on bad syntax. */
export function decodeArchive(text: string, file: string): unknown {
  if (isJsonFile(file)) {
    try {
      return JSON.parse(text)
    } catch (e) {
      const offset = jsonErrorOffset(text)
      const { line, column } = lineAndColumn(text, offset < 0 ? text.length : offset)
      const problem = (e as Error).message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '')
      throw new Error(`${file}: line ${line}, column ${column}: ${problem}`)
    }
  }
  const doc = parseDocument(text, { uniqueKeys: true })
  const [first] = doc.errors
  if (first) {
    const pos = first.linePos?.[0]
    const { line, column } = pos ? { line: pos.line, column: pos.col } : lineAndColumn(text, first.pos[0])
    throw new Error(`${file}: line ${line}, column ${column}: ${first.message.split(' at line ')[0]}`)
  }
  try {
    // Aliases are expanded here; the limit keeps a "billion laughs" file from exhausting memory.
    return doc.toJS({ maxAliasCount: 1000 })
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`)
  }
}
