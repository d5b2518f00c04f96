// The material page's content, drawn from what read.ts took from the answer: the formula as
// the title, composition and symmetry, the structure of one entry, the properties found
// across the entries and the entries themselves, each linking to its entry page.
import { Classes, HTMLTable, Spinner, Tag } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AtomicStructure } from '../../core/chemistry'
import { StructureViewer } from '../viewers/structure'
import { propertyLabel, type MaterialPageData } from './read'
import {
  COMPOSITION_TITLE, ENTRIES_TITLE, entriesCountText, NO_PROPERTIES_TEXT, NO_STRUCTURE_TEXT, PROPERTIES_TITLE, STRUCTURE_TITLE,
  SYMMETRY_TITLE,
} from './texts'

const VIEWER_HEIGHT = 360

export interface MaterialViewProps {
  readonly material: MaterialPageData
  /** The representative structure; 'loading' while its archive is fetched. */
  readonly structure: AtomicStructure | 'loading' | undefined
  /** The entry page of one of the material's entries. */
  readonly entryHref: (entryId: string) => string
}

function Fields({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode | undefined]> }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== '')
  if (!shown.length) return <p className={Classes.TEXT_MUTED}>—</p>
  return (
    <dl className="tessera-material-page-fields">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className={Classes.TEXT_MUTED}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section className="tessera-material-page-section" aria-label={title}>
      <h2 className={Classes.HEADING}>{title}</h2>
      {children}
    </section>
  )
}

export function MaterialView({ material, structure, entryHref }: MaterialViewProps) {
  const { symmetry, formulas } = material
  const spaceGroup = symmetry?.spaceGroupSymbol !== undefined || symmetry?.spaceGroupNumber !== undefined
    ? [symmetry.spaceGroupSymbol, symmetry.spaceGroupNumber !== undefined ? `(${symmetry.spaceGroupNumber})` : undefined].filter(Boolean).join(' ')
    : undefined
  return (
    <div className="tessera-material-page">
      <div className="tessera-material-page-summary">
        <Section title={COMPOSITION_TITLE}>
          <Fields
            rows={[
              ['Reduced formula', formulas.reduced],
              ['Hill formula', formulas.hill],
              ['IUPAC formula', formulas.iupac],
              ['Anonymous formula', formulas.anonymous],
              ['Structural type', material.structuralType],
              ['Elements', material.elements.length ? material.elements.join(', ') : undefined],
              ['Material id', <span className={Classes.MONOSPACE_TEXT}>{material.materialId}</span>],
            ]}
          />
        </Section>
        <Section title={SYMMETRY_TITLE}>
          <Fields
            rows={[
              ['Crystal system', symmetry?.crystalSystem],
              ['Space group', spaceGroup],
              ['Bravais lattice', symmetry?.bravaisLattice],
              ['Point group', symmetry?.pointGroup],
              ['Structure name', symmetry?.structureName],
            ]}
          />
        </Section>
        <Section title={PROPERTIES_TITLE}>
          {material.properties.length ? (
            <div className="tessera-material-page-properties">
              {material.properties.map(({ name, count }) => (
                <Tag key={name} minimal title={`${name}: ${count} ${count === 1 ? 'entry' : 'entries'}`}>
                  {propertyLabel(name)} ({count})
                </Tag>
              ))}
            </div>
          ) : (
            <p className={Classes.TEXT_MUTED}>{NO_PROPERTIES_TEXT}</p>
          )}
        </Section>
      </div>
      <Section title={STRUCTURE_TITLE}>
        {structure === 'loading' ? (
          <div className="tessera-material-page-placeholder" style={{ height: VIEWER_HEIGHT }}><Spinner size={24} /></div>
        ) : structure ? (
          <StructureViewer structure={structure} label={`${STRUCTURE_TITLE} of ${material.title}`} height={VIEWER_HEIGHT} />
        ) : (
          <div className="tessera-material-page-placeholder" style={{ height: VIEWER_HEIGHT / 3 }}><span className={Classes.TEXT_MUTED}>{NO_STRUCTURE_TEXT}</span></div>
        )}
      </Section>
      <Section title={ENTRIES_TITLE}>
        <p className={Classes.TEXT_MUTED}>{entriesCountText(material.entries.length, material.total)}</p>
        <HTMLTable compact striped className="tessera-material-page-entries">
          <thead>
            <tr>
              <th>Entry</th>
              <th>Method</th>
              <th>Program</th>
              <th>Uploaded</th>
            </tr>
          </thead>
          <tbody>
            {material.entries.map((entry) => (
              <tr key={entry.entryId}>
                <td><Link to={entryHref(entry.entryId)}>{entry.name}</Link></td>
                <td>{entry.method ?? ''}</td>
                <td>{entry.program ?? ''}</td>
                <td>{entry.uploadTime ? new Date(entry.uploadTime).toLocaleString() : ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Section>
    </div>
  )
}
