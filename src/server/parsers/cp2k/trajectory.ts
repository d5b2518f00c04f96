// The XYZ trajectory CP2K writes during optimisations (`<project>-pos-1.xyz`): frames of
// an atom count, a comment line ('i =        3, E =       -17.16…'), and 'El x y z' rows
// in ångström. CP2K's own columns are not always standard, hence this small reader.

export interface TrajectoryFrame {
  /** The step number from the comment's 'i = n', when printed. */
  step?: number
  labels: string[]
  /** ångström */
  positions: [number, number, number][]
}

/** All complete frames; a truncated last frame is dropped. */
export function readXyzFrames(text: string): TrajectoryFrame[] {
  const lines = text.split(/\r?\n/)
  const frames: TrajectoryFrame[] = []
  let index = 0
  while (index < lines.length) {
    const count = Number(lines[index].trim())
    if (!lines[index].trim() || !Number.isInteger(count) || count <= 0) {
      index++
      continue
    }
    if (index + 2 + count > lines.length) break
    const step = /\bi\s*=\s*(\d+)/.exec(lines[index + 1])
    const frame: TrajectoryFrame = { ...(step ? { step: Number(step[1]) } : {}), labels: [], positions: [] }
    for (const row of lines.slice(index + 2, index + 2 + count)) {
      const tokens = row.trim().split(/\s+/)
      const xyz = tokens.slice(1, 4).map(Number)
      if (tokens.length < 4 || xyz.some((v) => !Number.isFinite(v))) break
      frame.labels.push(tokens[0])
      frame.positions.push(xyz as [number, number, number])
    }
    if (frame.labels.length !== count) break
    frames.push(frame)
    index += 2 + count
  }
  return frames
}
