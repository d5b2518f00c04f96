// What the structure viewer draws, as plain numbers (no three.js, so jsdom tests read it):
// one sphere per atom (colour, radius, faded or not), two half-cylinders per bond (each
// in its atom's colour), the cell's twelve edges, the species legend and the bounds the
// camera fits. Large structures get no bonds (spec 3 §9).
import { elementBySymbol, type AtomicStructure, type Vec3 } from '../../../../core/chemistry'
import { covalentRadiusOf, findBonds } from '../../../../core/structures'
import { speciesColors, type Rgb } from './colors'

/** Spheres are this fraction of the covalent radius (ball and stick), at least MIN_ATOM_RADIUS. */
export const ATOM_SCALE = 0.5
export const MIN_ATOM_RADIUS = 0.2
export const BOND_RADIUS = 0.12
/** Spec 3 §9: above this many atoms bonds are off and cannot be turned on. */
export const BOND_ATOM_LIMIT = 500
/** Spec 3 §9: finer spheres up to this many atoms. */
export const HIGH_QUALITY_ATOM_LIMIT = 3000
/** Where WebGL draws on the CPU (no GPU, headless browsers): finer spheres only for small structures. */
export const SOFTWARE_HIGH_QUALITY_LIMIT = 200
/** Atoms outside a selected part are drawn at this opacity. */
export const FADED_OPACITY = 0.1

export interface SpeciesItem {
  readonly label: string
  readonly color: Rgb
  /** Covalent radius in Å (the legend's circle is 12 × √radius px). */
  readonly radius: number
  /** 0 for labels that are no element; orders the legend. */
  readonly atomicNumber: number
  readonly count: number
}

export interface AtomInstance {
  readonly index: number
  readonly position: Vec3
  readonly radius: number
  readonly color: Rgb
}

export interface BondHalf {
  readonly from: Vec3
  readonly to: Vec3
  readonly color: Rgb
}

export interface SceneData {
  readonly atoms: { readonly opaque: AtomInstance[]; readonly faded: AtomInstance[] }
  readonly bonds: { readonly opaque: BondHalf[]; readonly faded: BondHalf[] }
  /** Edges of the cell (pairs of corners); empty without a cell. */
  readonly cellEdges: readonly (readonly [Vec3, Vec3])[]
  /** The cell vectors from the origin, drawn in colour (a red, b green, c blue). */
  readonly cellVectors?: readonly [Vec3, Vec3, Vec3]
  readonly species: SpeciesItem[]
  /** The centre and radius of a sphere around everything drawn. */
  readonly center: Vec3
  readonly radius: number
}

export interface SceneOptions {
  readonly bonds: boolean
  readonly cell: boolean
  /** Atom indices drawn opaque; the others are faded. All opaque when absent. */
  readonly highlight?: ReadonlySet<number>
}

export const atomRadius = (label: string) => Math.max(MIN_ATOM_RADIUS, ATOM_SCALE * covalentRadiusOf(label))

const add = (u: Vec3, v: Vec3): Vec3 => [u[0] + v[0], u[1] + v[1], u[2] + v[2]]
const mid = (u: Vec3, v: Vec3): Vec3 => [(u[0] + v[0]) / 2, (u[1] + v[1]) / 2, (u[2] + v[2]) / 2]

function cellEdges(cell: readonly [Vec3, Vec3, Vec3]): [Vec3, Vec3][] {
  const [a, b, c] = cell
  const o: Vec3 = [0, 0, 0]
  const corners = { o, a, b, c, ab: add(a, b), ac: add(a, c), bc: add(b, c), abc: add(add(a, b), c) }
  const pairs: [keyof typeof corners, keyof typeof corners][] = [
    ['o', 'a'], ['o', 'b'], ['o', 'c'], ['a', 'ab'], ['a', 'ac'], ['b', 'ab'],
    ['b', 'bc'], ['c', 'ac'], ['c', 'bc'], ['ab', 'abc'], ['ac', 'abc'], ['bc', 'abc'],
  ]
  return pairs.map(([p, q]) => [corners[p], corners[q]])
}

export function speciesOf(labels: readonly string[]): SpeciesItem[] {
  const colors = speciesColors(labels)
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, count]) => ({
    label,
    count,
    color: colors.get(label)!,
    radius: covalentRadiusOf(label),
    atomicNumber: elementBySymbol(label)?.number ?? 0,
  })).sort((x, y) => x.atomicNumber - y.atomicNumber || x.label.localeCompare(y.label))
}

function boundsOf(points: Vec3[]): { center: Vec3; radius: number } {
  if (points.length === 0) return { center: [0, 0, 0], radius: 1 }
  const min: Vec3 = [Infinity, Infinity, Infinity]
  const max: Vec3 = [-Infinity, -Infinity, -Infinity]
  for (const p of points) for (let k = 0; k < 3; k++) {
    min[k] = Math.min(min[k], p[k])
    max[k] = Math.max(max[k], p[k])
  }
  const center = mid(min, max)
  const radius = points.reduce((r, p) => Math.max(r, Math.hypot(p[0] - center[0], p[1] - center[1], p[2] - center[2])), 0)
  return { center, radius: Math.max(radius, 1) }
}

export function sceneData(structure: AtomicStructure, options: SceneOptions): SceneData {
  const { labels, positions } = structure
  const colors = speciesColors(labels)
  const { highlight } = options
  const shown = (index: number) => !highlight || highlight.has(index)
  const atoms = { opaque: [] as AtomInstance[], faded: [] as AtomInstance[] }
  positions.forEach((position, index) => {
    const atom = { index, position, radius: atomRadius(labels[index]), color: colors.get(labels[index])! }
    ;(shown(index) ? atoms.opaque : atoms.faded).push(atom)
  })
  const bonds = { opaque: [] as BondHalf[], faded: [] as BondHalf[] }
  if (options.bonds && labels.length <= BOND_ATOM_LIMIT) {
    for (const { a, b } of findBonds(structure)) {
      const m = mid(positions[a], positions[b])
      const target = shown(a) && shown(b) ? bonds.opaque : bonds.faded
      target.push({ from: positions[a], to: m, color: colors.get(labels[a])! }, { from: m, to: positions[b], color: colors.get(labels[b])! })
    }
  }
  const cell = options.cell && structure.lattice ? structure.lattice : undefined
  const edges = cell ? cellEdges(cell) : []
  const { center, radius } = boundsOf([...positions, ...edges.flat()])
  return {
    atoms,
    bonds,
    cellEdges: edges,
    ...(cell && { cellVectors: cell }),
    species: speciesOf(labels),
    center,
    // Room for the spheres at the rim.
    radius: radius + 1,
  }
}
