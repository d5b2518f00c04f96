// A forward-only XML tag scanner over the bytes of a file, for vasprun.xml: it reports
// start and end tags with the byte range of the text before each end tag, and lets the
// handler skip whole elements it does not need (projected eigenvalues, partial DOS) with
// one native search. No tree is built and no text is decoded unless the handler asks:
// rows of numbers are read straight from the bytes into number arrays (readNumbers).
// vasprun.xml is ISO-8859-1, so one byte is one character and names decode as latin1.
// It is not a validating parser: it knows tags, attributes, comments, processing
// instructions and CDATA, which is all VASP writes.

export type XmlAttributes = Record<string, string>

/** open() returns SKIP to jump over an element (its content and end tag are not reported). */
export const SKIP = 1
/** open() returns LEAF for an element that holds only text (a row): its end tag is looked for right away. */
export const LEAF = 2

export interface XmlHandler {
  /** A start tag; the return value may ask to SKIP the element or says it is a LEAF. */
  open(name: string, attributes: XmlAttributes | undefined): typeof SKIP | typeof LEAF | void
  /** An end tag (also after a self-closing tag); [textStart, textEnd) is the text just before it. */
  close(name: string, textStart: number, textEnd: number): void
}

export interface ScanOutcome {
  /** Names of the elements still open when the bytes ended: empty for a complete file. */
  unclosed: string[]
  /** Byte offset where reading stopped. */
  end: number
}

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const QUESTION = 0x3f
const BANG = 0x21
const QUOTE = 0x22
const APOSTROPHE = 0x27
const EQUALS = 0x3d

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d
const isNameEnd = (c: number) => isSpace(c) || c === GT || c === SLASH

// A vasprun.xml has a few dozen tag names, repeated millions of times: their strings are
// made once and found again by length and first two bytes (checked byte by byte).
const SHORT_NAMES: string[] = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c))
const nameCache = new Map<number, string>()

function nameAt(bytes: Buffer, start: number, end: number): string {
  const length = end - start
  if (length === 1 && bytes[start] < 128) return SHORT_NAMES[bytes[start]]
  const key = length * 65536 + bytes[start] * 256 + (length > 1 ? bytes[start + 1] : 0)
  const cached = nameCache.get(key)
  if (cached !== undefined) {
    let same = true
    for (let i = 2; i < length; i++) {
      if (cached.charCodeAt(i) !== bytes[start + i]) {
        same = false
        break
      }
    }
    if (same) return cached
  }
  const name = bytes.toString('latin1', start, end)
  if (nameCache.size < 1024) nameCache.set(key, name)
  return name
}

/** Replaces the five predefined entities and character references in attribute or text values. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    switch (entity) {
      case 'lt': return '<'
      case 'gt': return '>'
      case 'amp': return '&'
      case 'quot': return '"'
      case 'apos': return "'"
      default: return String.fromCodePoint(entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10))
    }
  })
}

/** Reads the attributes between the tag name and `>`; returns the offset of `>` (or -1 if cut off). */
function readAttributes(bytes: Buffer, from: number, into: XmlAttributes): number {
  let i = from
  const n = bytes.length
  while (i < n) {
    const c = bytes[i]
    if (c === GT) return i
    if (isSpace(c) || c === SLASH) {
      i++
      continue
    }
    const nameStart = i
    while (i < n && bytes[i] !== EQUALS && !isNameEnd(bytes[i])) i++
    const name = bytes.toString('latin1', nameStart, i)
    while (i < n && isSpace(bytes[i])) i++
    if (bytes[i] !== EQUALS) continue // an attribute without value: not XML, tolerated
    i++
    while (i < n && isSpace(bytes[i])) i++
    const quote = bytes[i]
    if (quote !== QUOTE && quote !== APOSTROPHE) continue
    const close = bytes.indexOf(quote, i + 1)
    if (close < 0) return -1
    into[name] = decodeEntities(bytes.toString('latin1', i + 1, close))
    i = close + 1
  }
  return -1
}

/** The offset just past the end tag of an element whose content starts at `from`, or -1. */
function endOfElement(bytes: Buffer, name: string, from: number): number {
  const closeTag = `</${name}`
  const openTag = `<${name}`
  let depth = 1
  let at = from
  while (depth > 0) {
    const close = bytes.indexOf(closeTag, at, 'latin1')
    if (close < 0) return -1
    // Nested elements of the same name between here and that end tag.
    let open = bytes.indexOf(openTag, at, 'latin1')
    while (open >= 0 && open < close) {
      if (isNameEnd(bytes[open + openTag.length])) depth++
      open = bytes.indexOf(openTag, open + openTag.length, 'latin1')
    }
    if (isNameEnd(bytes[close + closeTag.length])) depth--
    const gt = bytes.indexOf(GT, close)
    if (gt < 0) return -1
    at = gt + 1
  }
  return at
}

/** The offset just past `</name>` if it starts at `at`, else -1. */
function endTagAt(bytes: Buffer, at: number, name: string): number {
  const n = bytes.length
  if (at + name.length + 2 >= n || bytes[at + 1] !== SLASH) return -1
  for (let i = 0; i < name.length; i++) if (bytes[at + 2 + i] !== name.charCodeAt(i)) return -1
  let gt = at + 2 + name.length
  while (gt < n && isSpace(bytes[gt])) gt++
  return bytes[gt] === GT ? gt + 1 : -1
}

/** Scans `bytes` from the start, calling the handler for each tag, until the bytes end. */
export function scanXml(bytes: Buffer, handler: XmlHandler): ScanOutcome {
  const open: string[] = []
  let pos = 0
  let textStart = 0
  const n = bytes.length
  for (;;) {
    // Plain loops find the next '<' and '>' faster than Buffer.indexOf over the few bytes of a row.
    let lt = pos
    while (lt < n && bytes[lt] !== LT) lt++
    if (lt + 1 >= n) return { unclosed: open, end: n }
    const next = bytes[lt + 1]
    if (next === SLASH) {
      let nameEnd = lt + 2
      while (nameEnd < n && !isNameEnd(bytes[nameEnd])) nameEnd++
      let gt = nameEnd
      while (gt < n && bytes[gt] !== GT) gt++
      if (gt >= n) return { unclosed: open, end: lt }
      const name = nameAt(bytes, lt + 2, nameEnd)
      // A stray end tag (malformed file) is ignored rather than unbalancing the handler.
      if (open.length && open[open.length - 1] === name) {
        open.pop()
        handler.close(name, textStart, lt)
      }
      pos = gt + 1
      textStart = pos
    } else if (next === QUESTION || next === BANG) {
      const terminator = next === QUESTION ? '?>' : bytes.toString('latin1', lt, lt + 4) === '<!--' ? '-->' : bytes.toString('latin1', lt, lt + 9) === '<![CDATA[' ? ']]>' : '>'
      const end = bytes.indexOf(terminator, lt + 2, 'latin1')
      if (end < 0) return { unclosed: open, end: lt }
      pos = end + terminator.length
    } else {
      let nameEnd = lt + 1
      while (nameEnd < n && !isNameEnd(bytes[nameEnd])) nameEnd++
      if (nameEnd >= n) return { unclosed: open, end: lt }
      const name = nameAt(bytes, lt + 1, nameEnd)
      let gt: number
      let attributes: XmlAttributes | undefined
      if (bytes[nameEnd] === GT) {
        gt = nameEnd
      } else {
        attributes = {}
        gt = readAttributes(bytes, nameEnd, attributes)
        if (gt < 0) return { unclosed: open, end: lt }
        if (Object.keys(attributes).length === 0) attributes = undefined
      }
      const selfClosing = bytes[gt - 1] === SLASH
      const action = handler.open(name, attributes)
      const skip = action === SKIP
      pos = gt + 1
      if (action === LEAF && !selfClosing) {
        // The fast path for rows: text, then this element's end tag.
        let close = pos
        while (close < n && bytes[close] !== LT) close++
        const after = endTagAt(bytes, close, name)
        if (after > 0) {
          handler.close(name, pos, close)
          pos = after
          textStart = pos
          continue
        }
      }
      if (selfClosing) {
        if (!skip) handler.close(name, pos, pos)
      } else if (skip) {
        const after = endOfElement(bytes, name, pos)
        if (after < 0) return { unclosed: [...open, name], end: n }
        pos = after
      } else {
        open.push(name)
      }
      textStart = pos
    }
  }
}

const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k)
const MINUS = 0x2d
const PLUS = 0x2b
const DOT = 0x2e
const isDigit = (c: number) => c >= 0x30 && c <= 0x39
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)([eEdD][-+]?\d+)?$/

/**
 * Reads the numbers written in a byte range one after the other, without making strings.
 * Plain decimal numbers with up to 15 digits are assembled from their digits (exact to
 * the last bit: an integer mantissa divided once by an exact power of ten); anything else
 * goes through Number(), and Fortran overflow fields ('*******') read as NaN.
 */
export class NumberReader {
  /** Where the next number is looked for. */
  at = 0
  private end = 0
  /** Whether the last next() found a number (or a non-numeric token, read as NaN). */
  found = false

  constructor(private readonly bytes: Buffer) {}

  /** Starts reading bytes [start, end). */
  reset(start: number, end: number): this {
    this.at = start
    this.end = end
    return this
  }

  next(): number {
    const bytes = this.bytes
    const end = this.end
    let i = this.at
    while (i < end && isSpace(bytes[i])) i++
    if (i >= end) {
      this.at = end
      this.found = false
      return NaN
    }
    this.found = true
    const tokenStart = i
    let c = bytes[i]
    let negative = false
    if (c === MINUS || c === PLUS) {
      negative = c === MINUS
      c = ++i < end ? bytes[i] : 0
    }
    let mantissa = 0
    let digits = 0
    let fraction = 0
    while (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30)
      digits++
      c = ++i < end ? bytes[i] : 0
    }
    if (c === DOT) {
      c = ++i < end ? bytes[i] : 0
      while (c >= 0x30 && c <= 0x39) {
        mantissa = mantissa * 10 + (c - 0x30)
        digits++
        fraction++
        c = ++i < end ? bytes[i] : 0
      }
    }
    let exponent = 0
    let plain = digits > 0 && digits <= 15
    if (plain && (c === 0x45 || c === 0x65 || c === 0x44 || c === 0x64)) {
      // E, e, and Fortran's D
      c = ++i < end ? bytes[i] : 0
      let expNegative = false
      if (c === MINUS || c === PLUS) {
        expNegative = c === MINUS
        c = ++i < end ? bytes[i] : 0
      }
      if (!isDigit(c)) plain = false
      while (isDigit(c)) {
        exponent = exponent * 10 + (c - 0x30)
        c = ++i < end ? bytes[i] : 0
      }
      if (expNegative) exponent = -exponent
    }
    // A number ends at white space, at the end, or where the sign of the next one starts
    // (fixed-width Fortran columns can touch: '-1.5-2.5').
    if (plain && i < end && !isSpace(c) && c !== MINUS && c !== PLUS) plain = false
    if (plain) {
      this.at = i
      const power = exponent - fraction
      let value: number
      if (power === 0) value = mantissa
      else if (power < 0 && power >= -22) value = mantissa / POW10[-power]
      else if (power > 0 && power <= 22) value = mantissa * POW10[power]
      else value = Number(bytes.toString('latin1', tokenStart, i).replace(/[dD]/, 'e'))
      return negative ? -value : value
    }
    while (i < end && !isSpace(bytes[i])) i++
    this.at = i
    const token = bytes.toString('latin1', tokenStart, i)
    return FLOAT.test(token) ? Number(token.replace(/[dD]/, 'e')) : NaN
  }
}

/** Appends the numbers written in bytes [start, end) to `out`; returns how many it read. */
export function readNumbers(bytes: Buffer, start: number, end: number, out: number[]): number {
  const reader = new NumberReader(bytes).reset(start, end)
  let count = 0
  for (;;) {
    const value = reader.next()
    if (!reader.found) return count
    out.push(value)
    count++
  }
}
