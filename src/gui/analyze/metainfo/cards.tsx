// The cards of the metainfo browser, one per definition kind (spec 3 §2.4): package,
// section ('extension' for sections extending their base), sub section, quantity,
// category, attribute; anything else reads 'Unknown metainfo definition type'. Pure
// views: what they link to comes from the lane (LaneItem) or as URLs.
import { Button, Collapse, Tag } from '@blueprintjs/core'
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { LaneItem } from '../../components/lanes'
import type { QuantityDefinition, ResolvedSection, SectionDefinition, SubSectionDefinition } from '../../metainfo'
import { UNKNOWN_DEFINITION_TYPE } from './messages'
import type { MetainfoPackage } from './model'
import { UsageBlock, type UsageSubject } from './UsageBlock'

export type DefinitionKind = 'package' | 'section' | 'subSection' | 'quantity' | 'category' | 'attribute'

const KIND_LABELS: Readonly<Record<DefinitionKind, string>> = {
  package: 'package',
  section: 'section',
  subSection: 'sub section',
  quantity: 'quantity',
  category: 'category',
  attribute: 'attribute',
}

export function isDefinitionKind(kind: string): kind is DefinitionKind {
  return kind in KIND_LABELS
}

/** A card's title row: the name, its kind (and 'extension'), the qualified name below. */
export function CardHeader({ kind, name, qualifiedName, extension }: { kind: string; name: string; qualifiedName?: string; extension?: boolean }) {
  if (!isDefinitionKind(kind)) return <p className="tessera-metainfo-unknown">{UNKNOWN_DEFINITION_TYPE}</p>
  return (
    <header className="tessera-metainfo-card-header">
      <h3>{name}</h3>
      <div className="tessera-metainfo-tags">
        <Tag minimal>{KIND_LABELS[kind]}</Tag>
        {extension && <Tag minimal intent="warning">extension</Tag>}
      </div>
      {qualifiedName && <code className="tessera-metainfo-qualified">{qualifiedName}</code>}
    </header>
  )
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tessera-metainfo-block" aria-label={title}>
      <h4>{title}</h4>
      {children}
    </section>
  )
}

function CollapsedBlock({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <section className="tessera-metainfo-block" aria-label={title}>
      <Button variant="minimal" size="small" icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />} onClick={() => setOpen(!open)} aria-expanded={open}>
        {title} ({count})
      </Button>
      <Collapse isOpen={open}>{children}</Collapse>
    </section>
  )
}

/** A JSON view of a definition (value and reference cards, annotations). */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="tessera-metainfo-json" aria-label={label}>
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

export function typeText(quantity: QuantityDefinition): string {
  const { type_kind: kind, type_data: data } = quantity.type
  if (kind === 'enum' && Array.isArray(data)) return `Enum (${data.join(', ')})`
  if (kind === 'reference') return `reference to ${typeof data === 'string' ? data : ''}`
  return typeof data === 'string' ? data : kind
}

const shapeText = (shape: QuantityDefinition['shape']) => (shape.length === 0 ? 'scalar' : `[${shape.join(', ')}]`)

/** URLs of other definitions, made by the page (the browser's route plus a definition path). */
export interface DefinitionLinks {
  section(section: SectionDefinition): string
}

export function PackageCard({ pkg }: { pkg: MetainfoPackage }) {
  return (
    <article className="tessera-metainfo-card">
      <CardHeader kind="package" name={pkg.label} qualifiedName={pkg.key} />
      {pkg.description && <p>{pkg.description}</p>}
      {pkg.upload && (
        <p className="tessera-metainfo-origin">
          Defined in <code>{pkg.upload.mainfile ?? pkg.upload.entryId}</code>
          {pkg.upload.uploadName && <> of the upload {pkg.upload.uploadName}</>}
        </p>
      )}
      <Block title="Section definitions">
        {pkg.sections.map((section) => (
          <LaneItem key={section.name} itemKey={section.name}>
            {section.name}
          </LaneItem>
        ))}
      </Block>
    </article>
  )
}

export interface SectionCardProps {
  readonly resolved: ResolvedSection
  /** The sub section this lane opened the section through. */
  readonly via?: SubSectionDefinition
  readonly inheriting: readonly SectionDefinition[]
  readonly referencedBy: readonly { section: SectionDefinition; quantity: QuantityDefinition }[]
  readonly links: DefinitionLinks
  readonly usage: UsageSubject
}

export function SectionCard({ resolved, via, inheriting, referencedBy, links, usage }: SectionCardProps) {
  const { definition } = resolved
  const annotations = resolved.m_annotations
  const direct = new Set(definition.baseSections.length > 0 ? resolved.baseSections.slice(0, definition.baseSections.length).map((b) => b.qualifiedName) : [])
  return (
    <article className="tessera-metainfo-card">
      {via ? (
        <>
          <CardHeader kind="subSection" name={via.name} qualifiedName={`${via.definedIn}.${via.name}`} />
          <p className="tessera-metainfo-facts">{via.repeats ? 'repeating sub section' : 'single sub section'}</p>
          {via.description && <p>{via.description}</p>}
          <p className="tessera-metainfo-facts">
            Section definition: <Link to={links.section(definition)}>{definition.name}</Link>
          </p>
        </>
      ) : (
        <CardHeader kind="section" name={definition.name} qualifiedName={definition.qualifiedName} extension={definition.extendsBaseSection} />
      )}
      {!via && definition.description && <p>{definition.description}</p>}
      {resolved.baseSections.length > 0 && (
        <Block title="Base sections">
          <ul className="tessera-metainfo-links">
            {resolved.baseSections.map((base) => (
              <li key={base.qualifiedName}>
                <Link to={links.section(base)}>{base.name}</Link>
                {!direct.has(base.qualifiedName) && <span className="tessera-metainfo-muted"> (inherited)</span>}
              </li>
            ))}
          </ul>
        </Block>
      )}
      {inheriting.length > 0 && (
        <CollapsedBlock title="Inheriting sections" count={inheriting.length}>
          <ul className="tessera-metainfo-links">
            {inheriting.map((section) => (
              <li key={section.qualifiedName}>
                <Link to={links.section(section)}>{section.name}</Link>
              </li>
            ))}
          </ul>
        </CollapsedBlock>
      )}
      {resolved.subSections.length > 0 && (
        <Block title="Sub section definitions">
          {resolved.subSections.map((subSection) => (
            <LaneItem key={subSection.name} itemKey={subSection.name}>
              {subSection.name}
              {subSection.repeats && <span className="tessera-metainfo-muted"> (repeats)</span>}
            </LaneItem>
          ))}
        </Block>
      )}
      {resolved.quantities.length > 0 && (
        <Block title="Quantity definitions">
          {resolved.quantities.map((quantity) => (
            <LaneItem key={quantity.name} itemKey={quantity.name}>
              {quantity.name}
              {quantity.unit && <span className="tessera-metainfo-muted"> [{quantity.unit}]</span>}
            </LaneItem>
          ))}
        </Block>
      )}
      {Object.keys(annotations).length > 0 && (
        <Block title="Annotations">
          <JsonView value={annotations} label="Annotations" />
        </Block>
      )}
      {referencedBy.length > 0 && (
        <Block title="Referenced by">
          <ul className="tessera-metainfo-links">
            {referencedBy.map(({ section, quantity }) => (
              <li key={`${section.qualifiedName}.${quantity.name}`}>
                <Link to={`${links.section(section)}/${encodeURIComponent(quantity.name)}`}>
                  {section.name}.{quantity.name}
                </Link>
              </li>
            ))}
          </ul>
        </Block>
      )}
      <UsageBlock subject={usage} />
    </article>
  )
}

export interface QuantityCardProps {
  readonly quantity: QuantityDefinition
  readonly section: ResolvedSection
  readonly links: DefinitionLinks
  readonly usage: UsageSubject
  readonly referenced?: SectionDefinition
}

export function QuantityCard({ quantity, section, links, usage, referenced }: QuantityCardProps) {
  const inherited = quantity.definedIn !== section.definition.qualifiedName
  const { definedIn: _definedIn, referencedSection: _referenced, kind: _kind, ...json } = quantity
  return (
    <article className="tessera-metainfo-card">
      <CardHeader kind="quantity" name={quantity.name} qualifiedName={`${quantity.definedIn}.${quantity.name}`} />
      {quantity.description && <p>{quantity.description}</p>}
      <dl className="tessera-metainfo-facts-list">
        <dt>type</dt>
        <dd>
          {referenced ? (
            <>
              reference to <Link to={links.section(referenced)}>{referenced.name}</Link>
            </>
          ) : (
            typeText(quantity)
          )}
        </dd>
        <dt>shape</dt>
        <dd>{shapeText(quantity.shape)}</dd>
        {quantity.unit && (
          <>
            <dt>unit</dt>
            <dd>{quantity.unit}</dd>
          </>
        )}
        {quantity.m_annotations?.eln?.defaultDisplayUnit && (
          <>
            <dt>display unit</dt>
            <dd>{quantity.m_annotations.eln.defaultDisplayUnit}</dd>
          </>
        )}
        {inherited && (
          <>
            <dt>inherited from</dt>
            <dd>{quantity.definedIn}</dd>
          </>
        )}
      </dl>
      <Block title="Definition">
        <JsonView value={json} label="Definition" />
      </Block>
      <UsageBlock subject={usage} />
    </article>
  )
}
