import { describe, expect, it } from 'vitest'
import { LEAF, SKIP, decodeEntities, readNumbers, scanXml } from './xmlScanner'
import type { XmlAttributes } from './xmlScanner'

/** The events of a scan as readable strings: `<name attrs>` and `</name text>`. */
function eventsOf(xml: string, skip: string[] = [], leaves: string[] = []) {
  const bytes = Buffer.from(xml, 'latin1')
  const events: string[] = []
  const outcome = scanXml(bytes, {
    open(name: string, attributes: XmlAttributes | undefined) {
      events.push(`<${name}${attributes ? ' ' + JSON.stringify(attributes) : ''}>`)
      return skip.includes(name) ? SKIP : leaves.includes(name) ? LEAF : undefined
    },
    close(name: string, start: number, end: number) {
      events.push(`</${name} ${JSON.stringify(bytes.toString('latin1', start, end))}>`)
    },
  })
  return { events, outcome }
}

describe('XML tag scanner', () => {
  it('reports start tags with attributes, end tags with the text before them, and self-closing tags', () => {
    const { events, outcome } = eventsOf('<?xml version="1.0"?>\n<a x="1" y=\'t&amp;u\'><!-- a <b> comment --><b>text</b><c/></a>')
    expect(events).toEqual(['<a {"x":"1","y":"t&u"}>', '<b>', '</b "text">', '<c>', '</c "">', '</a "">'])
    expect(outcome.unclosed).toEqual([])
  })

  it('skips an element with nested elements of the same name in one jump', () => {
    const { events } = eventsOf('<r><set><set><v>1</v></set><v>2</v></set><v>3</v></r>', ['set'])
    expect(events).toEqual(['<r>', '<set>', '<v>', '</v "3">', '</r "">'])
  })

  it('stops at the end of a cut-off file and names the elements still open', () => {
    expect(eventsOf('<a><b><v>1 2').outcome.unclosed).toEqual(['a', 'b', 'v'])
    expect(eventsOf('<a><b><v>1 2</v').outcome.unclosed).toEqual(['a', 'b', 'v'])
    expect(eventsOf('<a><b><v>1</v><').outcome.unclosed).toEqual(['a', 'b'])
    // A start tag cut off in its attributes has not opened its element.
    expect(eventsOf('<a><b name="x').outcome.unclosed).toEqual(['a'])
    expect(eventsOf('<a><set><v>1</v>', ['set']).outcome.unclosed).toEqual(['a', 'set'])
  })

  it('reads leaves (rows) the same on the fast path, and falls back where a leaf holds elements', () => {
    const xml = '<a><v>1 2</v><v>3</v ><v>x<b/>y</v><v/></a>'
    expect(eventsOf(xml, [], ['v']).events).toEqual(eventsOf(xml).events)
    expect(eventsOf('<a><v>1 2</v', [], ['v']).outcome.unclosed).toEqual(['a', 'v'])
  })

  it('ignores a stray end tag', () => {
    expect(eventsOf('<a></b><c>1</c></a>').events).toEqual(['<a>', '<c>', '</c "1">', '</a "">'])
  })

  it('decodes predefined entities and character references', () => {
    expect(decodeEntities('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#197;&#x212B;')).toBe('<a> & "b" \'c\' ÅÅ')
  })
})

describe('readNumbers', () => {
  const read = (text: string) => {
    const out: number[] = []
    const count = readNumbers(Buffer.from(text, 'latin1'), 0, text.length, out)
    expect(count).toBe(out.length)
    return out
  }

  it('reads fixed, exponent and Fortran D formats exactly as Number() does', () => {
    const values = ['-40.14867659', '0.00195312', '1.602176634E-19', '-3.2D+02', '7', '+0.5', '.25', '1e300', '123456789.123456', '-0.12345678901234567']
    expect(read(values.join('  \n '))).toEqual(values.map((v) => Number(v.replace('D', 'e'))))
  })

  it('splits numbers whose fixed-width columns touch, and reads overflow fields as NaN', () => {
    expect(read('-1.5-2.5 3.0')).toEqual([-1.5, -2.5, 3])
    expect(read(' 1.0 ******** 2.0 ')).toEqual([1, NaN, 2])
  })

  it('agrees with Number() on many random values', () => {
    let state = 7
    const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    const texts = Array.from({ length: 2000 }, () => ((next() - 0.5) * 10 ** Math.floor(next() * 8 - 4)).toFixed(Math.floor(next() * 10)))
    expect(read(texts.join(' '))).toEqual(texts.map(Number))
  })
})
