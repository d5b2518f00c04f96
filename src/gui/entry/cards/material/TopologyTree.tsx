// The topology of the material as a tree (spec 3 §3 material topology system): each
// system under its parent, named by its label and formula; choosing one draws its atoms.
// The panel scrolls past 700 px (spec 3 §9).
import { Tree, type TreeNodeInfo } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import type { TopologySystem } from './read'

export const TOPOLOGY_PANEL_HEIGHT = 700

export interface TopologyTreeProps {
  readonly topology: readonly TopologySystem[]
  readonly selected: string | undefined
  readonly onSelect: (id: string) => void
}

/** Roots are systems without a parent in the list; children in the order the list holds them. */
export function topologyNodes(topology: readonly TopologySystem[], selected: string | undefined, collapsed: ReadonlySet<string>): TreeNodeInfo<string>[] {
  const ids = new Set(topology.map((s) => s.id))
  const byParent = new Map<string | undefined, TopologySystem[]>()
  for (const system of topology) {
    const parent = system.parent !== undefined && ids.has(system.parent) && system.parent !== system.id ? system.parent : undefined
    byParent.set(parent, [...(byParent.get(parent) ?? []), system])
  }
  const seen = new Set<string>()
  const build = (parent: string | undefined): TreeNodeInfo<string>[] =>
    (byParent.get(parent) ?? []).flatMap((system) => {
      if (seen.has(system.id)) return []
      seen.add(system.id)
      const children = build(system.id)
      return [{
        id: system.id,
        nodeData: system.id,
        label: system.label,
        secondaryLabel: system.formula,
        isSelected: system.id === selected,
        ...(children.length > 0 && { childNodes: children, hasCaret: true, isExpanded: !collapsed.has(system.id) }),
      }]
    })
  return build(undefined)
}

export function TopologyTree({ topology, selected, onSelect }: TopologyTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const nodes = useMemo(() => topologyNodes(topology, selected, collapsed), [topology, selected, collapsed])
  const toggle = (node: TreeNodeInfo<string>) => {
    const id = node.nodeData
    if (id === undefined) return
    setCollapsed((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }
  return (
    <div className="tessera-material-topology" style={{ maxHeight: TOPOLOGY_PANEL_HEIGHT }} aria-label="Topology tree">
      <Tree contents={nodes} onNodeClick={(node) => node.nodeData !== undefined && onSelect(node.nodeData)} onNodeExpand={toggle} onNodeCollapse={toggle} />
    </div>
  )
}
