// The force-simulation toggle (spec 3 §2.8): with it on, the nodes around the focus move
// under d3-force — pushed apart, pulled along their links and gently back towards their
// places — so crowded labels separate; off, they return to the layout. The focus's box
// stays put: the tasks drawn inside it keep their meaning.
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force'
import { useEffect, useState } from 'react'
import type { GraphView } from './graph'
import type { Placement, Shape } from './layout'

interface ForceNode extends SimulationNodeDatum {
  readonly key: string
  readonly home: Shape
}

export function useForce(view: GraphView, placement: Placement, enabled: boolean): Placement {
  const [moved, setMoved] = useState<Placement | null>(null)
  useEffect(() => {
    setMoved(null)
    if (!enabled) return
    const nodes: ForceNode[] = [...placement.values()]
      .filter((shape) => shape.key !== view.root.key)
      .map((shape) => ({ key: shape.key, home: shape, x: shape.x, y: shape.y }))
    const keys = new Set(nodes.map((node) => node.key))
    const links = view.links.filter((link) => keys.has(link.source) && keys.has(link.target)).map((link) => ({ source: link.source, target: link.target }))
    const simulation = forceSimulation(nodes)
      .force('charge', forceManyBody<ForceNode>().strength(-90))
      .force('link', forceLink<ForceNode, { source: string; target: string }>(links).id((node) => node.key).distance(90).strength(0.2))
      .force('collide', forceCollide<ForceNode>((node) => Math.max(node.home.rx, node.home.ry) + 10))
      .force('x', forceX<ForceNode>((node) => node.home.x).strength((node) => (node.home.kind === 'circle' ? 0.6 : 0.06)))
      .force('y', forceY<ForceNode>((node) => node.home.y).strength(0.06))
      .on('tick', () => {
        const root = placement.get(view.root.key)
        // Ports stay in their column (strong x force above); tasks stay inside the focus's box.
        if (root) {
          for (const node of nodes) {
            if (node.home.kind !== 'rect' || node.x === undefined || node.y === undefined) continue
            node.x = Math.min(Math.max(node.x, root.x - root.rx + node.home.rx + 4), root.x + root.rx - node.home.rx - 4)
            node.y = Math.min(Math.max(node.y, root.y - root.ry + node.home.ry + 24), root.y + root.ry - node.home.ry - 18)
          }
        }
        const shapes = nodes.map((node): [string, Shape] => [node.key, { ...node.home, x: node.x ?? node.home.x, y: node.y ?? node.home.y }])
        setMoved(new Map(root ? [[root.key, root], ...shapes] : shapes))
      })
    return () => {
      simulation.stop()
    }
  }, [enabled, placement, view])
  return moved ?? placement
}
