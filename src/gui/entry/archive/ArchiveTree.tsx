// The read-only archive view (spec 3 §2.2 "Data tab", until the archive browser lands): a
// collapsible tree of sections, repeating sections and quantities with their values in
// the display unit. Pure view; a tree item per node (role tree / treeitem / group).
import { Button } from '@blueprintjs/core'
import { CaretDownIcon, CaretRightIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import type { JsonObject } from '../../../core/archive'
import { moreItemsText } from '../messages'
import { itemNodes, quantityText, sectionChildren, shownItems, type ArchiveKey, type ArchiveNode, type DisplayUnit } from './archiveTree'

export interface ArchiveTreeProps {
  readonly archive: JsonObject
  /** The path the URL names: opened, and its last node marked. */
  readonly openPath?: readonly string[]
  /** The display unit of the quantity at an archive path, if it has a unit. */
  readonly unitOf: (path: readonly ArchiveKey[]) => DisplayUnit | undefined
}

interface NodeContext {
  readonly openPath: readonly string[]
  readonly unitOf: ArchiveTreeProps['unitOf']
}

/** Whether `path` leads along the URL's path (opened at start). */
const onOpenPath = (path: readonly ArchiveKey[], openPath: readonly string[]) =>
  path.length <= openPath.length && path.every((key, index) => String(key) === openPath[index])

function Children({ nodes, context }: { readonly nodes: readonly ArchiveNode[]; readonly context: NodeContext }) {
  return (
    <ul role="group">
      {nodes.map((node) => (
        <TreeNode key={String(node.key)} node={node} context={context} />
      ))}
    </ul>
  )
}

function ListItems({ node, context }: { readonly node: Extract<ArchiveNode, { kind: 'sections' }>; readonly context: NodeContext }) {
  const wanted = onOpenPath(node.path, context.openPath) ? Number(context.openPath[node.path.length]) : NaN
  const { top, bottom, hidden } = shownItems(node.items.length, Number.isInteger(wanted) ? [wanted] : [])
  return (
    <ul role="group">
      {itemNodes(node.items, node.path, top).map((item) => (
        <TreeNode key={String(item.key)} node={item} context={context} />
      ))}
      {hidden > 0 && <li className="tessera-archive-more">… {moreItemsText(hidden)}</li>}
      {itemNodes(node.items, node.path, bottom).map((item) => (
        <TreeNode key={String(item.key)} node={item} context={context} />
      ))}
    </ul>
  )
}

function TreeNode({ node, context }: { readonly node: ArchiveNode; readonly context: NodeContext }) {
  const marked = node.path.length > 0 && node.path.length === context.openPath.length && onOpenPath(node.path, context.openPath)
  // The URL's path opens down to its node, and the node itself: the user came to see it.
  const [open, setOpen] = useState(() => onOpenPath(node.path, context.openPath))
  const name = typeof node.key === 'number' ? `${node.key}` : node.key
  if (node.kind === 'quantity') {
    const unit = context.unitOf(node.path)
    return (
      <li role="treeitem" aria-label={name} aria-selected={marked} className={`tessera-archive-quantity${marked ? ' tessera-archive-marked' : ''}`}>
        <span className="tessera-archive-name">{name}</span>
        <span className="tessera-archive-value">{quantityText(node.value, unit)}</span>
      </li>
    )
  }
  const count = node.kind === 'sections' ? node.items.length : undefined
  return (
    <li role="treeitem" aria-label={name} aria-expanded={open} aria-selected={marked} className={marked ? 'tessera-archive-marked' : undefined}>
      <Button
        variant="minimal"
        size="small"
        icon={open ? <CaretDownIcon /> : <CaretRightIcon />}
        text={count === undefined ? name : `${name} (${count})`}
        onClick={() => setOpen(!open)}
        tabIndex={-1}
        className="tessera-archive-toggle"
      />
      {open && node.kind === 'section' && <Children nodes={sectionChildren(node.value, node.path)} context={context} />}
      {open && node.kind === 'sections' && <ListItems node={node} context={context} />}
    </li>
  )
}

export function ArchiveTree({ archive, openPath = [], unitOf }: ArchiveTreeProps) {
  const context: NodeContext = { openPath, unitOf }
  return (
    <ul role="tree" aria-label="Archive" className="tessera-archive-tree">
      {sectionChildren(archive, []).map((node) => (
        <TreeNode key={String(node.key)} node={node} context={context} />
      ))}
    </ul>
  )
}
