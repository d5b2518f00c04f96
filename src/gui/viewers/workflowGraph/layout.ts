// Where the nodes of a view sit (pure): the focus as a large box in the middle with its
// tasks inside (in a row, or round an ellipse when there are many), inputs in a column to
// the left, outputs to the right; in the combined view of two tasks, what the first hands
// to the second sits between them. Links run from shape edge to shape edge.
import type { GraphNode, GraphView } from './graph'

export interface Shape {
  readonly key: string
  readonly x: number
  readonly y: number
  readonly kind: 'rect' | 'circle'
  /** Half width and half height (a circle's radius twice). */
  readonly rx: number
  readonly ry: number
}

export type Placement = ReadonlyMap<string, Shape>

/** Width to height of a task's box (NOMAD's), of the drawing, and the legend's strip at the bottom. */
export const ASPECT = 1.6
export const DRAWING_ASPECT = 2.1
export const LEGEND_HEIGHT = 44
const PORT_RADIUS = 11
const PORT_GAP = 14

export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The focus's box in a drawing of `width` × `height` (legend strip excluded). */
export function rootBox(width: number, height: number): Box {
  const boxWidth = width * 0.56
  const boxHeight = height * 0.62
  return { x: (width - boxWidth) / 2, y: (height - boxHeight) / 2 + 8, width: boxWidth, height: boxHeight }
}

function column(nodes: readonly GraphNode[], x: number, centerY: number, height: number): Shape[] {
  const step = Math.min(2 * PORT_RADIUS + PORT_GAP + 14, (height * 0.9) / Math.max(1, nodes.length))
  const top = centerY - ((nodes.length - 1) * step) / 2
  return nodes.map((node, index) => ({ key: node.key, x, y: top + index * step, kind: 'circle', rx: PORT_RADIUS, ry: PORT_RADIUS }))
}

function taskSize(count: number, box: Box) {
  const rx = Math.max(14, Math.min(46, (box.width / Math.max(2, count + 1)) * 0.42))
  return { rx, ry: rx / ASPECT }
}

/** The tasks inside the box: up to four in a row (a chain reads left to right), more round an ellipse. */
function tasksIn(tasks: readonly GraphNode[], box: Box): Shape[] {
  const { rx, ry } = taskSize(tasks.length, box)
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2 + 10
  if (tasks.length <= 4) {
    const step = box.width / (tasks.length + 1)
    return tasks.map((task, index) => ({ key: task.key, x: box.x + step * (index + 1), y: cy, kind: 'rect', rx, ry }))
  }
  const ex = box.width / 2 - rx - 12
  const ey = box.height / 2 - ry - 22
  return tasks.map((task, index) => {
    const angle = Math.PI + (2 * Math.PI * index) / tasks.length
    return { key: task.key, x: cx + ex * Math.cos(angle), y: cy + ey * Math.sin(angle), kind: 'rect', rx, ry }
  })
}

export function layout(view: GraphView, width: number, height: number): Placement {
  const box = rootBox(width, height)
  const of = (type: GraphNode['type']) => view.nodes.filter((node) => node.type === type)
  const centerY = box.y + box.height / 2
  const shapes: Shape[] = [{ key: view.root.key, x: box.x + box.width / 2, y: centerY, kind: 'rect', rx: box.width / 2, ry: box.height / 2 }]
  const gap = (width - box.width) / 4
  shapes.push(...column(of('inputs'), box.x - gap, centerY, box.height))
  shapes.push(...column(of('outputs'), box.x + box.width + gap, centerY, box.height))
  const tasks = of('tasks')
  if (view.root.type === 'link') {
    // The two tasks apart, what passes between them in the middle.
    const { rx, ry } = taskSize(2, box)
    tasks.forEach((task, index) => shapes.push({ key: task.key, x: box.x + box.width * (index === 0 ? 0.2 : 0.8), y: centerY, kind: 'rect', rx, ry }))
    shapes.push(...column(of('inputs-outputs'), box.x + box.width / 2, centerY, box.height))
  } else {
    shapes.push(...tasksIn(tasks, box))
    const between = of('inputs-outputs')
    const step = box.width / (between.length + 1)
    between.forEach((node, index) => shapes.push({ key: node.key, x: box.x + step * (index + 1), y: box.y - 30, kind: 'circle', rx: PORT_RADIUS, ry: PORT_RADIUS }))
  }
  return new Map(shapes.map((shape) => [shape.key, shape]))
}

/** The point where the line from the shape's centre towards (x, y) leaves the shape. */
export function edgePoint(shape: Shape, x: number, y: number): { x: number; y: number } {
  const dx = x - shape.x
  const dy = y - shape.y
  if (dx === 0 && dy === 0) return { x: shape.x, y: shape.y }
  if (shape.kind === 'circle') {
    const length = Math.hypot(dx, dy)
    return { x: shape.x + (dx / length) * shape.rx, y: shape.y + (dy / length) * shape.ry }
  }
  const scale = 1 / Math.max(Math.abs(dx) / shape.rx, Math.abs(dy) / shape.ry)
  return { x: shape.x + dx * scale, y: shape.y + dy * scale }
}

/**
 * The line of a link. A link from an input to the focus (or from the focus to an output)
 * meets the focus's box at its side, level with the port, not at its centre.
 */
export function linkLine(source: Shape, target: Shape, rootKey: string): { x1: number; y1: number; x2: number; y2: number } {
  const aim = (from: Shape, to: Shape) => (to.key === rootKey ? { x: to.x, y: from.y } : { x: to.x, y: to.y })
  const towardsTarget = aim(source, target)
  const towardsSource = aim(target, source)
  const start = source.key === rootKey ? { x: source.x + Math.sign(target.x - source.x) * source.rx, y: target.y } : edgePoint(source, towardsTarget.x, towardsTarget.y)
  const end = target.key === rootKey ? { x: target.x + Math.sign(source.x - target.x) * target.rx, y: source.y } : edgePoint(target, towardsSource.x, towardsSource.y)
  return { x1: start.x, y1: start.y, x2: end.x, y2: end.y }
}
