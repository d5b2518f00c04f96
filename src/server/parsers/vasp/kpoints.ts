// The labels of a line-mode KPOINTS file, which vasprun.xml does not repeat: each
// segment is written as two points, each with its label after '!' (or as a fourth word).

const GAMMA = /^(\\?gamma|g|γ|Γ|\\Gamma)$/i

function labelOf(line: string): string | undefined {
  const bang = line.indexOf('!')
  const text = bang >= 0 ? line.slice(bang + 1) : line.trim().split(/\s+/)[3]
  const label = text?.trim().replace(/^\$|\$$/g, '').trim()
  if (!label) return undefined
  return GAMMA.test(label) ? 'Γ' : label.replace(/^\\/, '')
}

/** [start, end] labels per segment of a line-mode KPOINTS text; undefined for other KPOINTS files or missing labels. */
export function lineModeLabels(text: string): [string, string][] | undefined {
  const lines = text.split(/\r?\n/)
  if (!/^\s*l/i.test(lines[2] ?? '')) return undefined
  const points = lines.slice(4).filter((line) => /^\s*[-+.\d]/.test(line))
  if (points.length < 2 || points.length % 2 !== 0) return undefined
  const segments: [string, string][] = []
  for (let i = 0; i < points.length; i += 2) {
    const start = labelOf(points[i])
    const end = labelOf(points[i + 1])
    if (!start || !end) return undefined
    segments.push([start, end])
  }
  return segments
}
