// The entry's references, one a line: web links open in a new tab, other text as written.
import type { CardProps } from '../cardDef'
import { PropertyCard } from '../propertyCard'
import { isWebLink, referencesOf } from './read'
import './references.css'

export const REFERENCES_TITLE = 'References'

export default function ReferencesCard({ entry }: CardProps) {
  const references = referencesOf(entry)
  if (references.length === 0) return null
  return (
    <PropertyCard title={REFERENCES_TITLE}>
      <ul className="tessera-references" aria-label={REFERENCES_TITLE}>
        {references.map((reference, index) => (
          <li key={`${index}-${reference}`}>
            {isWebLink(reference) ? (
              <a href={reference.trim()} target="_blank" rel="noreferrer noopener">
                {reference}
              </a>
            ) : (
              reference
            )}
          </li>
        ))}
      </ul>
    </PropertyCard>
  )
}
