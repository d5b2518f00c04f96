// JSON as people write schemas by hand: an object or array on one line when it fits,
// else one member per line, indented by two spaces. Used for the schemas the generator
// rewrites, so that they stay readable and their diffs small.

const inline = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${inline(inner)}`)
    return members.length ? `{ ${members.join(', ')} }` : '{}'
  }
  return JSON.stringify(value)
}

function format(value: unknown, indent: string, prefix: number, width: number): string {
  const flat = inline(value)
  if (indent.length + prefix + flat.length <= width || !value || typeof value !== 'object') return flat
  const inner = `${indent}  `
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + format(item, inner, 0, width)).join(',\n')}\n${indent}]`
  const members = Object.entries(value).map(([key, item]) => {
    const head = `${JSON.stringify(key)}: `
    return inner + head + format(item, inner, head.length, width)
  })
  return `{\n${members.join(',\n')}\n${indent}}`
}

/** `value` as JSON text with a final newline; lines are at most `width` characters where a member allows. */
export function formatJson(value: unknown, width = 160): string {
  return `${format(value, '', 0, width)}\n`
}
