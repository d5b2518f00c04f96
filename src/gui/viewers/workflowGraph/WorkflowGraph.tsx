// The workflow graph (spec 3 §2.8): the focused section as a box with its tasks inside,
// inputs to the left and outputs to the right, links as arrows. Clicking a task expands
// it, clicking the box goes back up, clicking the link between two tasks shows how they
// are linked; a node's label opens its section (or the entry that holds it). Toolbar: the
// range field, force simulation, legend, back and reset. Archives of other entries that
// tasks live in are asked for through `onMissing`; the graph waits for them.
import { Button, ButtonGroup, InputGroup, Spinner, Switch } from '@blueprintjs/core'
import { ArrowLeftIcon, RefreshIcon } from '@blueprintjs/icons'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useWidth } from '../plots'
import { buildView, linkView, type ArchiveLookup, type Focus, type GraphLink, type GraphNode, type GraphView } from './graph'
import { DRAWING_ASPECT, LEGEND_HEIGHT, layout, linkLine, type Shape } from './layout'
import { back, canGoBack, current, expand, reset, showLink, start, withRange, type Navigation } from './navigation'
import { trimName } from './names'
import { RANGE_PLACEHOLDER, RangeSyntaxError } from './range'
import type { SectionRef } from './references'
import { kindOf, LEGEND, NODE_STYLES } from './style'
import { useForce } from './useForce'
import './workflowGraph.css'

export interface WorkflowGraphProps {
  /** The workflow the graph starts at (an entry's /workflow2). */
  readonly root: Focus
  readonly lookup: ArchiveLookup
  /** Asks for the archives of these entries; the graph is drawn again when `lookup` has them. */
  readonly onMissing: (entryIds: readonly string[]) => void
  /** Where a node's label leads: its section in the data tab, or the entry that holds it. */
  readonly hrefOf: (ref: SectionRef) => string | undefined
}

export const WORKFLOW_GRAPH_LABEL = 'Workflow graph'
export const LOADING_TEXT = 'loading ...'
export const NO_WORKFLOW_TEXT = 'no data'
export const BACK_LABEL = 'Back'
export const RESET_LABEL = 'Reset'
export const FORCE_LABEL = 'Force simulation'
export const LEGEND_LABEL = 'Legend'
export const RANGE_LABEL = 'Nodes shown per section'

export function WorkflowGraph({ root, lookup, onMissing, hrefOf }: WorkflowGraphProps) {
  const [navigation, setNavigation] = useState<Navigation>(() => start(root))
  const [force, setForce] = useState(false)
  const [legend, setLegend] = useState(true)
  const [range, setRange] = useState('')
  const [rangeError, setRangeError] = useState(false)
  const step = current(navigation)
  const built = useMemo(() => (step.kind === 'link' ? { value: linkView(step.source, step.target), missing: [] } : buildView(step.focus, lookup)), [step, lookup])
  const missing = built.missing.join(' ')
  useEffect(() => {
    if (missing) onMissing(missing.split(' '))
  }, [missing, onMissing])

  const go = (next: Navigation) => {
    setNavigation(next)
    setRange('')
    setRangeError(false)
  }
  const applyRange = (text: string) => {
    setRange(text)
    if (!built.value) return
    try {
      setNavigation(withRange(navigation, text, built.value.totals))
      setRangeError(false)
    } catch (error) {
      if (!(error instanceof RangeSyntaxError)) throw error
      setRangeError(true)
    }
  }

  return (
    <div className="tessera-workflow" role="figure" aria-label={WORKFLOW_GRAPH_LABEL}>
      <div className="tessera-workflow-toolbar">
        <InputGroup
          size="small"
          className="tessera-workflow-range"
          placeholder={RANGE_PLACEHOLDER}
          aria-label={RANGE_LABEL}
          value={range}
          intent={rangeError ? 'danger' : 'none'}
          disabled={step.kind !== 'focus'}
          onValueChange={applyRange}
        />
        <Switch className="tessera-workflow-switch" label={FORCE_LABEL} checked={force} onChange={() => setForce(!force)} />
        <Switch className="tessera-workflow-switch" label={LEGEND_LABEL} checked={legend} onChange={() => setLegend(!legend)} />
        <ButtonGroup variant="minimal">
          <Button size="small" icon={<ArrowLeftIcon />} text={BACK_LABEL} disabled={!canGoBack(navigation)} onClick={() => go(back(navigation))} />
          <Button size="small" icon={<RefreshIcon />} text={RESET_LABEL} disabled={!canGoBack(navigation) && range === ''} onClick={() => go(reset(navigation))} />
        </ButtonGroup>
      </div>
      {missing ? (
        <Spinner size={20} aria-label={LOADING_TEXT} />
      ) : built.value ? (
        <Drawing
          view={built.value}
          force={force}
          legend={legend}
          hrefOf={hrefOf}
          onNode={(node) => (node.type === 'root' ? go(back(navigation)) : go(expand(navigation, node)))}
          onLink={(source, target) => go(showLink(navigation, source, target))}
        />
      ) : (
        <div className="tessera-workflow-empty">{NO_WORKFLOW_TEXT}</div>
      )}
    </div>
  )
}

interface DrawingProps {
  readonly view: GraphView
  readonly force: boolean
  readonly legend: boolean
  readonly hrefOf: (ref: SectionRef) => string | undefined
  readonly onNode: (node: GraphNode) => void
  readonly onLink: (source: GraphNode, target: GraphNode) => void
}

function Drawing({ view, force, legend, hrefOf, onNode, onLink }: DrawingProps) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useWidth(frame)
  const height = Math.round(width / DRAWING_ASPECT)
  const placement = useMemo(() => layout(view, width, height), [view, width, height])
  const shapes = useForce(view, placement, force)
  const byKey = useMemo(() => new Map([view.root, ...view.nodes].map((node) => [node.key, node])), [view])
  const rootShape = shapes.get(view.root.key)

  return (
    <div ref={frame} className="tessera-workflow-frame">
      <svg width={width} height={height + (legend ? LEGEND_HEIGHT : 0)} className="tessera-workflow-svg">
        <defs>
          <marker id="tessera-workflow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#5f6b7c" />
          </marker>
        </defs>
        {rootShape && <RootBox node={view.root} shape={rootShape} hrefOf={hrefOf} onClick={() => onNode(view.root)} />}
        {view.links.map((link) => (
          <Edge key={`${link.source}->${link.target}`} link={link} shapes={shapes} rootKey={view.root.key} onClick={linkHandler(link, byKey, onLink)} />
        ))}
        {view.nodes.map((node) => {
          const shape = shapes.get(node.key)
          return shape ? <Node key={node.key} node={node} shape={shape} hrefOf={hrefOf} onClick={() => onNode(node)} /> : null
        })}
        {legend && <Legend y={height + 14} width={width} />}
      </svg>
    </div>
  )
}

function linkHandler(link: GraphLink, byKey: ReadonlyMap<string, GraphNode>, onLink: DrawingProps['onLink']) {
  const source = byKey.get(link.source)
  const target = byKey.get(link.target)
  if (!source || !target || source.type !== 'tasks' || target.type !== 'tasks') return undefined
  return () => onLink(source, target)
}

/** A node's name, cut at 25 characters; a link to its section where it has one. */
function Label({ node, x, y, hrefOf, anchor = 'middle' }: { readonly node: GraphNode; readonly x: number; readonly y: number; readonly hrefOf: DrawingProps['hrefOf']; readonly anchor?: 'middle' | 'start' }) {
  const href = node.ref && hrefOf(node.ref)
  const text = (
    <text x={x} y={y} textAnchor={anchor} className="tessera-workflow-label">
      <title>{node.name}</title>
      {trimName(node.name)}
    </text>
  )
  return href ? (
    <Link to={href} className="tessera-workflow-link">
      {text}
    </Link>
  ) : (
    text
  )
}

function RootBox({ node, shape, hrefOf, onClick }: { readonly node: GraphNode; readonly shape: Shape; readonly hrefOf: DrawingProps['hrefOf']; readonly onClick: () => void }) {
  if (node.type === 'link') {
    return <rect x={shape.x - shape.rx} y={shape.y - shape.ry} width={2 * shape.rx} height={2 * shape.ry} rx={8} className="tessera-workflow-root is-link" onClick={onClick} />
  }
  return (
    <g>
      <rect
        x={shape.x - shape.rx}
        y={shape.y - shape.ry}
        width={2 * shape.rx}
        height={2 * shape.ry}
        rx={8}
        className="tessera-workflow-root"
        role="button"
        aria-label={`${node.name}: back`}
        onClick={onClick}
      />
      <Label node={node} x={shape.x - shape.rx + 10} y={shape.y - shape.ry + 18} hrefOf={hrefOf} anchor="start" />
    </g>
  )
}

function Node({ node, shape, hrefOf, onClick }: { readonly node: GraphNode; readonly shape: Shape; readonly hrefOf: DrawingProps['hrefOf']; readonly onClick: () => void }) {
  const style = NODE_STYLES[kindOf(node)]
  const expandable = node.type === 'tasks' && node.children > 0
  const common = {
    fill: style.fill,
    stroke: style.stroke,
    strokeWidth: 1.5,
    className: expandable ? 'tessera-workflow-node is-expandable' : 'tessera-workflow-node',
    onClick,
    ...(expandable && { role: 'button', 'aria-label': `Expand ${node.name}` }),
  }
  return (
    <g data-kind={kindOf(node)}>
      {style.shape === 'circle' ? (
        <circle cx={shape.x} cy={shape.y} r={shape.rx} {...common} />
      ) : (
        <rect x={shape.x - shape.rx} y={shape.y - shape.ry} width={2 * shape.rx} height={2 * shape.ry} rx={4} {...common} />
      )}
      <Label node={node} x={shape.x} y={shape.y + shape.ry + 14} hrefOf={hrefOf} />
    </g>
  )
}

function Edge({ link, shapes, rootKey, onClick }: { readonly link: GraphLink; readonly shapes: ReadonlyMap<string, Shape>; readonly rootKey: string; readonly onClick?: () => void }) {
  const source = shapes.get(link.source)
  const target = shapes.get(link.target)
  if (!source || !target) return null
  const line = linkLine(source, target, rootKey)
  return (
    <g className={onClick ? 'tessera-workflow-edge is-clickable' : 'tessera-workflow-edge'} onClick={onClick}>
      {/* A wide transparent line under the drawn one: an easier target for the pointer. */}
      {onClick && <line {...line} stroke="transparent" strokeWidth={12} role="button" aria-label={link.label} />}
      <line {...line} stroke="#8f99a8" strokeWidth={1.5} markerEnd="url(#tessera-workflow-arrow)">
        <title>{link.label}</title>
      </line>
    </g>
  )
}

function Legend({ y, width }: { readonly y: number; readonly width: number }) {
  const step = Math.min(150, width / LEGEND.length)
  const left = (width - step * LEGEND.length) / 2
  return (
    <g aria-label={LEGEND_LABEL} role="list">
      {LEGEND.map((kind, index) => {
        const style = NODE_STYLES[kind]
        const x = left + index * step + 12
        return (
          <g key={kind} role="listitem">
            {style.shape === 'circle' ? (
              <circle cx={x} cy={y} r={7} fill={style.fill} stroke={style.stroke} />
            ) : (
              <rect x={x - 9} y={y - 6} width={18} height={12} rx={2} fill={style.fill} stroke={style.stroke} />
            )}
            <text x={x + 14} y={y + 4} className="tessera-workflow-legend">
              {style.label}
            </text>
          </g>
        )
      })}
    </g>
  )
}
