// Blueprint draws an icon given by name from a module of every icon's paths (about
// 100 kB gzipped per size), loaded on first use: one `icon="add"` puts it in the first
// paint. The GUI passes icon components (`icon={<AddIcon />}`) instead.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const GUI = join(import.meta.dirname, '..')
const NAME = `['"][a-z][a-z0-9-]*['"]`
const BY_NAME = new RegExp(`\\b(?:icon|endIcon|rightIcon)=(?:${NAME}|\\{\\s*${NAME}\\s*\\}|\\{[^}<]*\\?\\s*${NAME}\\s*:)|<Icon\\s+icon=`)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : []
  })
}

describe('icons', () => {
  it('are components, never names', () => {
    const offenders = sources(GUI).flatMap((path) =>
      readFileSync(path, 'utf8').split('\n').flatMap((line, index) => (BY_NAME.test(line) ? [`${path.slice(GUI.length + 1)}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })

  it('would notice a name', () => {
    expect(BY_NAME.test('<Button icon="add" />')).toBe(true)
    expect(BY_NAME.test("<Button icon={'add'} />")).toBe(true)
    expect(BY_NAME.test('<Icon icon="cross" />')).toBe(true)
    expect(BY_NAME.test("<Button icon={open ? 'chevron-down' : 'chevron-right'} />")).toBe(true)
    expect(BY_NAME.test('<Button icon={<AddIcon />} />')).toBe(false)
    expect(BY_NAME.test('<Button icon={open ? <TickIcon /> : <CrossIcon />} />')).toBe(false)
    expect(BY_NAME.test("<Button endIcon={on ? order === 'asc' ? <UpIcon /> : <DownIcon /> : undefined} />")).toBe(false)
  })
})
