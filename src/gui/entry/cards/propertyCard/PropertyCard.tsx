// The frame of an overview card (spec 3 §2.2): a titled region (tests and screen readers
// find a card by its title), optional actions at the right of the title, and the card's
// parts as titled sections.
import { Card, Spinner } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import './propertyCard.css'

export interface PropertyCardProps {
  readonly title: string
  /** Buttons and fields at the right of the title. */
  readonly actions?: ReactNode
  readonly children?: ReactNode
}

export function PropertyCard({ title, actions, children }: PropertyCardProps) {
  return (
    <Card className="tessera-property-card" role="region" aria-label={title}>
      <header className="tessera-property-card-header">
        <h3 className="tessera-property-card-title">{title}</h3>
        {actions && <div className="tessera-property-card-actions">{actions}</div>}
      </header>
      {children}
    </Card>
  )
}

/** One part of a card (a plot, a table) under its own title. */
export function PropertySection({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <section className="tessera-property-section" aria-label={title}>
      <h4 className="tessera-property-section-title">{title}</h4>
      {children}
    </section>
  )
}

/** A card whose data is on its way. */
export function LoadingCard({ title }: { readonly title: string }) {
  return (
    <PropertyCard title={title}>
      <Spinner size={20} aria-label={`Loading ${title.toLowerCase()}`} />
    </PropertyCard>
  )
}
