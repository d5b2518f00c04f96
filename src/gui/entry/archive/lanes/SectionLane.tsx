// The built-in section lane (spec 3 §2.3): quantities with a preview of their value in
// the chosen units, then sub sections (single ones a link each, repeating ones their
// items in windows), then attributes — under the toolbar's switches. In an editable
// entry's data (spec 3 §4) every defined sub section is listed with its add button, and a
// sub section's lane has its delete button: adding a repeating one opens the new item,
// deleting goes back to the previous lane. A section with plot annotations or figures shows
// its plots above its items; an editable sub section whose declared section has more
// specific ones offers them in the section-type selector; the root lane of an editable
// entry has 'Replace this entry's mainfile'.
import { useCallback, useState } from 'react'
import type { JsonValue } from '../../../../core/archive'
import { useLocation, useNavigate } from 'react-router'
import { LaneItem, useLane, useLoadMore } from '../../../components/lanes'
import { hasPlots, LazyAnnotatedPlots } from '../../../viewers/plots/annotated'
import { AddSubSectionButton, DeleteSubSectionButton, ReplaceMainfileButton, useArchiveEdit } from '../../archiveEdit'
import type { ArchiveLaneProps } from '../archiveLaneDef'
import { listWindow, pathText, sectionContent, type SectionEntry } from '../archiveModel'
import { quantityText, type ArchiveKey } from '../values'
import { isRichText, richTextPreview } from '../richText'
import { useArchiveBrowser } from '../browserContext'
import { itemEntry, otherEntryPath } from '../references'
import { entryBasePath } from '../../tabs/tabs'
import { RepeatingItems } from '../RepeatingItems'
import { SectionTypeChooser } from '../SectionTypeChooser'
import { preferredUnitOf, useDisplayUnitOf } from '../useDisplayUnit'

/** A lane's heading: the key it was opened with (`system:0`), the root 'Entry'. */
export function laneTitle(path: readonly ArchiveKey[]): string {
  const last = path.at(-1)
  if (last === undefined) return 'Entry'
  if (typeof last === 'number') return `${String(path.at(-2) ?? '')}:${last}`
  return last
}

/** The URL of the lane before this one (its parent section or list). */
const parentUrl = (url: string) => url.slice(0, Math.max(url.lastIndexOf('/'), 0)) || '/'

export default function SectionLane({ path, section, definition, declaredType }: ArchiveLaneProps) {
  const { settings, archive, entry: shown } = useArchiveBrowser()
  const unitOf = useDisplayUnitOf()
  const edit = useArchiveEdit()
  const lane = useLane()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // A plot's point that stands for an entry opens it (spec 3 §2.3).
  const entryOf = useCallback((item: JsonValue) => itemEntry(item, { uploadId: shown.uploadId, entryId: shown.entryId }), [shown.uploadId, shown.entryId])
  const openEntry = useCallback((id: string) => void navigate(otherEntryPath(entryBasePath(pathname, shown.entryId), id)), [shown.entryId, navigate, pathname])
  const editable = edit?.editable === true && path[0] === 'data'
  // An editable section lists what it may hold, so sub sections can be added.
  const content = sectionContent(section, definition, editable ? { ...settings, allDefined: true } : settings)
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({})
  const more = (name: string) => setPages((current) => ({ ...current, [name]: (current[name] ?? 0) + 1 }))
  // Scrolling to the end pages the first list that still hides items.
  useLoadMore(() => {
    const list = content.subSections.find((entry) => entry.kind === 'sections' && listWindow(entry.items.length, pages[entry.name] ?? 0).hidden > 0)
    if (list) more(list.name)
  })
  const empty = content.quantities.length + content.subSections.length + content.attributes.length === 0
  return (
    <div className="tessera-archive-lane">
      <h4 className="tessera-archive-title" title={pathText(path)}>
        {laneTitle(path)}
        {definition && definition.definition.name !== laneTitle(path) && <span className="tessera-archive-definition"> {definition.definition.name}</span>}
        {editable && path.length > 1 && <DeleteSubSectionButton path={path} name={laneTitle(path)} onDeleted={() => navigate(parentUrl(lane.url))} />}
      </h4>
      {/* The root lane of an editable entry: the mainfile can be replaced by another file. */}
      {path.length === 0 && edit?.editable === true && typeof shown.metadata.mainfile === 'string' && (
        <ReplaceMainfileButton uploadId={shown.uploadId} entryId={shown.entryId} mainfile={shown.metadata.mainfile} />
      )}
      {/* The type of an editable sub section, where its declared section has more specific ones. */}
      {editable && declaredType !== undefined && <SectionTypeChooser path={path} section={section} {...(definition && { definition })} declaredType={declaredType} />}
      {settings.technical && definition && <p className="tessera-archive-technical">{definition.definition.qualifiedName}</p>}
      {/* Plots of the section's plot annotations and PlotSection figures (spec 3 §2.3). */}
      {hasPlots(section, definition) && <LazyAnnotatedPlots section={section} {...(definition && { definition })} root={archive} entryOf={entryOf} onEntryClick={openEntry} />}
      {content.quantities.length > 0 && (
        <ul className="tessera-archive-items" aria-label="quantities">
          {content.quantities.map((entry) => (
            <li key={entry.name}>
              <LaneItem itemKey={entry.name} className={`tessera-archive-entry${entry.kind === 'quantity' && entry.value === undefined ? ' tessera-archive-unset' : ''}`}>
                <span className="tessera-archive-name">{entry.name}</span>
                <span className="tessera-archive-value">{entry.kind !== 'quantity' || entry.value === undefined
                    ? ''
                    : typeof entry.value === 'string' && isRichText(entry.definition)
                      ? richTextPreview(entry.value)
                      : quantityText(entry.value, unitOf(entry.definition?.unit, preferredUnitOf(entry.definition)))}</span>
              </LaneItem>
            </li>
          ))}
        </ul>
      )}
      {content.subSections.length > 0 && (
        <ul className="tessera-archive-items" aria-label="sub sections">
          {content.subSections.map((entry) => (
            <li key={entry.name}>
              <SubSectionEntry entry={entry} pages={pages[entry.name] ?? 0} onMore={() => more(entry.name)} />
              {editable && (entry.kind === 'sections' || entry.value === undefined) && (
                <AddSubSectionButton
                  path={path}
                  name={entry.name}
                  repeats={entry.kind === 'sections' || (entry.kind === 'section' && entry.definition?.repeats === true)}
                  onAdded={(added) => {
                    const index = added.at(-1)
                    navigate(lane.itemUrl(typeof index === 'number' ? { name: entry.name, index } : entry.name))
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {content.attributes.length > 0 && (
        <dl className="tessera-archive-attributes" aria-label="attributes">
          {content.attributes.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{quantityText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {empty && <p className="tessera-archive-empty">no data</p>}
    </div>
  )
}

function SubSectionEntry({ entry, pages, onMore }: { readonly entry: SectionEntry; readonly pages: number; readonly onMore: () => void }) {
  if (entry.kind === 'sections' && entry.items.length > 0) {
    return (
      <div className="tessera-archive-group">
        <div className="tessera-archive-group-name">
          {entry.name} ({entry.items.length})
        </div>
        <RepeatingItems name={entry.name} items={entry.items} pages={pages} onMore={onMore} />
      </div>
    )
  }
  const unset = entry.kind === 'sections' ? entry.items.length === 0 : entry.value === undefined
  return (
    <LaneItem itemKey={entry.name} className={`tessera-archive-entry${unset ? ' tessera-archive-unset' : ''}`}>
      <span className="tessera-archive-name">{entry.name}</span>
    </LaneItem>
  )
}
