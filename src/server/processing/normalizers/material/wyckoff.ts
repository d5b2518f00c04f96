// Wyckoff letters that do not depend on where moyo put the origin. moyo reports letters
// for its own origin choice, which follows the input (rock salt gives Na 4a/Cl 4b or
// the reverse; diamond Si 8a or 8b depending on which cell was given). A material id
// must not change with that, so we assign letters ourselves for every origin shift and
// inversion that maps the space group onto itself (the translational and inversion part
// of its Euclidean normaliser) and take the lexicographically smallest result.
// Normaliser elements that permute axes (possible for some orthorhombic and tetragonal
// groups) are not considered.
import type { Matrix3, Vec3 } from '../../../../core/chemistry'
import type { MoyoInputCell, Operation, WyckoffPosition } from './moyo'

interface Component {
  /** Coefficients of x, y, z. */
  coefficients: Vec3
  constant: number
}

interface Template {
  letter: string
  multiplicity: number
  components: Component[]
}

/** 'x+1/2', '-y', '2x', '1/4' → coefficients and constant. */
function parseComponent(text: string): Component {
  const coefficients: Vec3 = [0, 0, 0]
  let constant = 0
  for (const term of text.replace(/\s+/g, '').match(/[+-]?[^+-]+/g) ?? []) {
    const sign = term.startsWith('-') ? -1 : 1
    const body = term.replace(/^[+-]/, '')
    const axis = 'xyz'.indexOf(body[body.length - 1])
    if (axis >= 0) coefficients[axis] += sign * (body.length > 1 ? Number(body.slice(0, -1)) : 1)
    else {
      const [num, den] = body.split('/').map(Number)
      constant += sign * (den ? num / den : num)
    }
  }
  return { coefficients, constant }
}

const templateCache = new Map<number, Template[]>()

function templates(hallNumber: number, positions: (hall: number) => WyckoffPosition[]): Template[] {
  let list = templateCache.get(hallNumber)
  if (!list) {
    list = positions(hallNumber)
      .map((w) => ({ letter: w.letter, multiplicity: w.multiplicity, components: w.coordinates.split(',').map(parseComponent) }))
      .sort((a, b) => (a.letter < b.letter ? -1 : 1))
    templateCache.set(hallNumber, list)
  }
  return list
}

const apply = (op: Operation, p: Vec3): Vec3 => {
  const r = op.rotation
  return [0, 1, 2].map((i) => r[i][0] * p[0] + r[i][1] * p[1] + r[i][2] * p[2] + op.translation[i]) as Vec3
}

/** Length (Å) of the shortest lattice-equivalent of a fractional difference (nearest-image by rounding). */
function distance(d: Vec3, lattice: Matrix3): number {
  const f = d.map((x) => x - Math.round(x))
  let sum = 0
  for (let j = 0; j < 3; j++) {
    const c = f[0] * lattice[0][j] + f[1] * lattice[1][j] + f[2] * lattice[2][j]
    sum += c * c
  }
  return Math.sqrt(sum)
}

/** Whether some image of `q` lies on the template, solving for its free parameters. */
function onTemplate(q: Vec3, template: Template, lattice: Matrix3, tolerance: number): boolean {
  const values: (number | undefined)[] = [undefined, undefined, undefined]
  template.components.forEach((c, i) => {
    const axis = c.coefficients.findIndex((k) => Math.abs(k) === 1)
    if (axis >= 0 && values[axis] === undefined && c.coefficients.filter((k) => k !== 0).length === 1) {
      values[axis] = (q[i] - c.constant) / c.coefficients[axis]
    }
  })
  // A parameter that only appears doubled ('2x') has two solutions modulo 1.
  const open = [0, 1, 2].filter((axis) => values[axis] === undefined && template.components.some((c) => c.coefficients[axis] !== 0))
  let trials: (number | undefined)[][] = [values]
  for (const axis of open) {
    const i = template.components.findIndex((comp) => comp.coefficients[axis] !== 0)
    const c = template.components[i]
    const k = c.coefficients[axis]
    const base = (q[i] - c.constant) / k
    trials = trials.flatMap((trial) =>
      Array.from({ length: Math.abs(k) }, (_, n) => trial.map((v, a) => (a === axis ? base + n / Math.abs(k) : v))),
    )
  }
  return trials.some((vals) => {
    const point = template.components.map((c) => c.constant + c.coefficients.reduce((s, k, a) => s + k * (vals[a] ?? 0), 0)) as Vec3
    return distance([q[0] - point[0], q[1] - point[1], q[2] - point[2]], lattice) < tolerance
  })
}

const opKey = (rotation: Matrix3, translation: Vec3) =>
  `${rotation.flat().join(',')}|${translation.map((t) => (((Math.round(t * 24) % 24) + 24) % 24)).join(',')}`

const transformCache = new Map<number, { sign: number; shift: Vec3 }[]>()

/** The maps x → ±x + t (t on a 1/8 grid) that conjugate the group onto itself. */
function normaliserTransforms(hallNumber: number, ops: Operation[]): { sign: number; shift: Vec3 }[] {
  const cached = transformCache.get(hallNumber)
  if (cached) return cached
  const keys = new Set(ops.map((op) => opKey(op.rotation, op.translation)))
  const found: { sign: number; shift: Vec3 }[] = []
  for (const sign of [1, -1]) {
    for (let n = 0; n < 512; n++) {
      const t: Vec3 = [(n & 7) / 8, ((n >> 3) & 7) / 8, ((n >> 6) & 7) / 8]
      // (s·I, t) g (s·I, t)⁻¹ = (R, s·τ + (I − R) t)
      const preserves = ops.every((op) => {
        const rt = apply({ rotation: op.rotation, translation: [0, 0, 0] }, t)
        return keys.has(opKey(op.rotation, [0, 1, 2].map((i) => sign * op.translation[i] + t[i] - rt[i]) as Vec3))
      })
      if (preserves) found.push({ sign, shift: t })
    }
  }
  transformCache.set(hallNumber, found)
  return found
}

export interface WyckoffAnalysis {
  /** Letter of each atom of the conventional cell, for the cell's own origin. */
  letters: string[]
  /** Per element (alphabetical) the sorted letters of its orbits, origin-independent: 'Cl:a Na:b'. */
  signature: string
}

/**
 * Wyckoff letters of the atoms of a standardised conventional cell (`symbols` per atom)
 * in the Hall setting whose operations and Wyckoff positions are given.
 */
export function analyzeWyckoff(
  cell: MoyoInputCell,
  symbols: string[],
  hallNumber: number,
  ops: Operation[],
  positions: (hall: number) => WyckoffPosition[],
  tolerance: number,
): WyckoffAnalysis {
  const list = templates(hallNumber, positions)
  // The site-symmetry order, hence the multiplicity, is the same for every origin choice:
  // it narrows the candidate positions once.
  const candidates = cell.positions.map((p) => {
    const order = ops.filter((op) => {
      const q = apply(op, p)
      return distance([q[0] - p[0], q[1] - p[1], q[2] - p[2]], cell.lattice) < tolerance
    }).length
    const multiplicity = Math.round(ops.length / Math.max(order, 1))
    const matching = list.filter((t) => t.multiplicity === multiplicity)
    return matching.length > 0 ? matching : list.slice(0, 1)
  })
  const letterOf = (p: Vec3, options: Template[]): string => {
    if (options.length === 1) return options[0].letter
    for (const template of options) {
      if (ops.some((op) => onTemplate(apply(op, p), template, cell.lattice, tolerance))) return template.letter
    }
    return options[0].letter
  }
  const multiplicityOf = new Map(list.map((t) => [t.letter, t.multiplicity]))
  const signatureOf = (letters: string[]) => {
    const perElement = new Map<string, Map<string, number>>()
    letters.forEach((letter, i) => {
      const counts = perElement.get(symbols[i]) ?? new Map<string, number>()
      counts.set(letter, (counts.get(letter) ?? 0) + 1)
      perElement.set(symbols[i], counts)
    })
    return [...perElement.keys()]
      .sort()
      .map((element) => {
        const orbits = [...perElement.get(element)!].flatMap(([letter, n]) =>
          Array<string>(Math.max(1, Math.round(n / (multiplicityOf.get(letter) ?? 1)))).fill(letter),
        )
        return `${element}:${orbits.sort().join('')}`
      })
      .join(' ')
  }

  const letters = cell.positions.map((p, i) => letterOf(p, candidates[i]))
  let signature = signatureOf(letters)
  if (candidates.some((c) => c.length > 1)) {
    for (const { sign, shift } of normaliserTransforms(hallNumber, ops)) {
      const moved = cell.positions.map((p, i) =>
        candidates[i].length > 1 ? letterOf([0, 1, 2].map((a) => sign * p[a] + shift[a]) as Vec3, candidates[i]) : letters[i],
      )
      const candidate = signatureOf(moved)
      if (candidate < signature) signature = candidate
    }
  }
  return { letters, signature }
}
