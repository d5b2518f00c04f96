// The frequency tables of CASTEP phonon runs ('+  N  Frequency irrep.  ir intensity
// active  raman activity  active +'), one per q-point or q→0 direction.

export interface VibrationBlock {
  qPoint?: number[]
  /** The direction of approach to Γ when the table is for q → 0 with LO/TO splitting. */
  qDirection?: number[]
  /** 1/m (the file prints cm⁻¹). */
  wavenumbers: number[]
  irreps: string[]
  /** As printed, (D/Å)²/amu. */
  irIntensity?: number[]
  irActive?: boolean[]
  /** As printed, Å⁴/amu. */
  ramanActivity?: number[]
  ramanActive?: boolean[]
}

const PER_CM = 100
const numbersInParentheses = (line: string | undefined) =>
  line?.match(/\(([^)]*)\)/)?.[1].trim().split(/\s+/).map(Number)

/** Reads the table whose header is at `start`; returns it and the index after it. */
export function readVibrations(lines: string[], start: number): { block?: VibrationBlock; next: number } {
  const header = lines[start]
  const hasIr = /ir\s+intensity/.test(header)
  const hasRamanActivity = /raman\s+activity/.test(header)
  const hasRamanActive = /raman\s+(activity\s+)?active/.test(header)
  // The q-point line comes a few lines above the header, the q->0 direction below it.
  let qPoint: number[] | undefined
  let qDirection: number[] | undefined
  for (let j = start - 1; j >= Math.max(0, start - 6); j--) {
    if (!qDirection && lines[j].includes('q->0 along')) qDirection = numbersInParentheses(lines[j])
    if (lines[j].includes('q-pt=')) {
      qPoint = numbersInParentheses(lines[j])
      break
    }
  }
  const block: VibrationBlock = { ...(qPoint ? { qPoint } : {}), ...(qDirection ? { qDirection } : {}), wavenumbers: [], irreps: [] }
  if (hasIr) (block.irIntensity = []), (block.irActive = [])
  if (hasRamanActivity) block.ramanActivity = []
  if (hasRamanActive) block.ramanActive = []
  let i = start + 1
  for (; i < lines.length; i++) {
    const t = lines[i].trim()
    if (!t.startsWith('+') || /\.{10,}|-{10,}|={10,}/.test(t)) break
    const tokens = t.replace(/^\+|\+$/g, '').trim().split(/\s+/)
    if (!/^\d+$/.test(tokens[0] ?? '')) continue
    const [, frequency, irrep, ...rest] = tokens
    block.wavenumbers.push(Number(frequency) * PER_CM)
    block.irreps.push(irrep)
    if (hasIr) block.irIntensity!.push(Number(rest.shift())), block.irActive!.push(rest.shift() === 'Y')
    if (hasRamanActivity) block.ramanActivity!.push(Number(rest.shift()))
    if (hasRamanActive) block.ramanActive!.push(rest.shift() === 'Y')
  }
  return { block: block.wavenumbers.length ? block : undefined, next: i }
}
