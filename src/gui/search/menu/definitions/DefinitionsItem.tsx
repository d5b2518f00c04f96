// The definitions filter (spec 2 §2.2, reference §5.2): a tree of the section
// definitions the query's entries use, with their counts; ticking one keeps the entries
// that use it (`section_defs.definition_qualified_name`, all of the ticked ones by
// default, as core/search queries it).
import { Button, Checkbox, Classes, Spinner } from '@blueprintjs/core'
import { CaretDownIcon, CaretRightIcon } from '@blueprintjs/icons'
import { useMemo, useState } from 'react'
import { formatCount } from '../../../components/statistics'
import { ItemHeader, itemId } from '../ItemHeader'
import { NO_OPTIONS_TEXT } from '../terms/TermsItem'
import type { DefinitionsItemConfig, FilterBinding } from '../types'
import { DEFINITIONS_QUANTITY, definitionsTree, initiallyExpanded, type DefinitionNode } from './definitionsTree'

export { DEFINITIONS_AGGREGATION_SIZE, DEFINITIONS_QUANTITY } from './definitionsTree'
export const DEFINITIONS_TITLE = 'Definitions'
export const DEFINITIONS_LOADING_LABEL = 'Loading definitions'
/** The expand button of a definition that has definitions inside it. */
export const innerDefinitionsLabel = (label: string) => `Definitions inside ${label}`

export type DefinitionsItemProps = Pick<FilterBinding, 'filter' | 'buckets' | 'value' | 'onChange'> & {
  readonly item: DefinitionsItemConfig
}

interface TreeProps {
  readonly nodes: readonly DefinitionNode[]
  readonly selected: readonly string[]
  readonly expanded: ReadonlySet<string>
  readonly onExpand: (key: string) => void
  readonly onToggle: (name: string, checked: boolean) => void
}

function DefinitionsTree({ nodes, ...props }: TreeProps) {
  const { selected, expanded, onExpand, onToggle } = props
  return (
    <ul className="tessera-definitions-tree">
      {nodes.map((node) => {
        const open = expanded.has(node.key)
        return (
          <li key={node.key}>
            <div className="tessera-definitions-row" title={node.definition ? node.key : undefined}>
              {node.children.length > 0 ? (
                <Button
                  variant="minimal"
                  size="small"
                  icon={open ? <CaretDownIcon /> : <CaretRightIcon />}
                  aria-expanded={open}
                  aria-label={node.definition ? innerDefinitionsLabel(node.label) : node.label}
                  text={node.definition ? undefined : node.label}
                  onClick={() => onExpand(node.key)}
                />
              ) : (
                <span className="tessera-definitions-spacer" />
              )}
              {node.definition && (
                <>
                  <Checkbox
                    checked={selected.includes(node.key)}
                    onChange={(event) => onToggle(node.key, event.currentTarget.checked)}
                    label={node.label}
                  />
                  <span className={Classes.TEXT_MUTED}>{formatCount(node.count ?? 0)}</span>
                </>
              )}
            </div>
            {open && node.children.length > 0 && <DefinitionsTree nodes={node.children} {...props} />}
          </li>
        )
      })}
    </ul>
  )
}

export function DefinitionsItem({ item, buckets, value, onChange }: DefinitionsItemProps) {
  const quantity = item.searchQuantity ?? DEFINITIONS_QUANTITY
  const headerId = itemId('definitions', quantity)
  const selected = Array.isArray(value) ? value.filter((atom): atom is string => typeof atom === 'string') : []
  const tree = useMemo(() => (buckets ? definitionsTree(buckets, selected) : []), [buckets, selected.join('\n')])
  // What is open is the user's business once the tree has been shown.
  const [expanded, setExpanded] = useState<Set<string> | null>(null)
  const open = expanded ?? initiallyExpanded(tree, selected)

  const toggle = (name: string, checked: boolean) => {
    const next = checked ? [...selected, name] : selected.filter((other) => other !== name)
    onChange(next.length ? next : undefined)
  }
  const expand = (key: string) => {
    const next = new Set(open)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    setExpanded(next)
  }

  let body
  if (buckets === undefined) body = <Spinner size={16} aria-label={DEFINITIONS_LOADING_LABEL} />
  else if (tree.length === 0) body = <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
  else body = <DefinitionsTree nodes={tree} selected={selected} expanded={open} onExpand={expand} onToggle={toggle} />

  const title = item.title ?? DEFINITIONS_TITLE
  return (
    <section className="tessera-menu-item" aria-labelledby={item.showHeader !== false ? headerId : undefined} aria-label={item.showHeader === false ? title : undefined}>
      {item.showHeader !== false && <ItemHeader title={title} id={headerId} />}
      {body}
    </section>
  )
}
