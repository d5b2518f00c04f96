// The overview's left column (spec 3 §2.2): metadata, then comment, references, authors
// and datasets, then the identifiers with copy buttons, then what the page puts below
// (the API button). Pure view of entryFacts.
import { H5 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CopyButton } from '../../components/copyButton'
import { NO_COMMENT, NO_DATASETS, NO_REFERENCES, UNAVAILABLE } from '../messages'
import type { EntryFacts, Fact, Identifier } from './entryFacts'

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="tessera-entry-metadata-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const Missing = ({ text }: { readonly text: string }) => <span className="tessera-entry-missing">{text}</span>

function FactRow({ fact }: { readonly fact: Fact }) {
  return <Row label={fact.label}>{fact.text ?? <Missing text={UNAVAILABLE} />}</Row>
}

function IdentifierRow({ identifier }: { readonly identifier: Identifier }) {
  const { label, text, copy, link } = identifier
  if (text === undefined) return <FactRow fact={identifier} />
  return (
    <Row label={label}>
      <span className="tessera-entry-identifier">
        {link ? <Link to={link}>{text}</Link> : <span>{text}</span>}
        {copy && <CopyButton text={text} label={label} />}
      </span>
    </Row>
  )
}

export interface MetadataColumnProps {
  readonly facts: EntryFacts
  /** Drawn below the identifiers (the API button). */
  readonly children?: ReactNode
}

export function MetadataColumn({ facts, children }: MetadataColumnProps) {
  return (
    <section className="tessera-entry-metadata" aria-label="Entry metadata">
      <H5>Metadata</H5>
      <dl aria-label="Method">
        {facts.method.map((fact) => (
          <FactRow key={fact.label} fact={fact} />
        ))}
      </dl>
      <dl aria-label="User metadata">
        <Row label="comment">{facts.comment ?? <Missing text={NO_COMMENT} />}</Row>
        <Row label="references">
          {facts.references.length ? (
            <ul className="tessera-entry-list">
              {facts.references.map(({ url, href }) => (
                <li key={url}>{href ? <a href={href} target="_blank" rel="noopener noreferrer">{url}</a> : url}</li>
              ))}
            </ul>
          ) : (
            <Missing text={NO_REFERENCES} />
          )}
        </Row>
        <Row label="authors">{facts.authors || <Missing text={UNAVAILABLE} />}</Row>
        <Row label="datasets">
          {facts.datasets.length ? (
            <ul className="tessera-entry-list">
              {facts.datasets.map(({ id, name, doi }) => (
                <li key={id}>
                  <Link to={`/dataset/id/${encodeURIComponent(id)}`}>{name}</Link>
                  {doi && (
                    <span className="tessera-entry-doi">
                      {' '}
                      (DOI <a href={`https://doi.org/${doi}`} target="_blank" rel="noopener noreferrer">{doi}</a>)
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <Missing text={NO_DATASETS} />
          )}
        </Row>
      </dl>
      <dl aria-label="Identifiers">
        {facts.identifiers.map((identifier) => (
          <IdentifierRow key={identifier.label} identifier={identifier} />
        ))}
      </dl>
      {children}
    </section>
  )
}
