// The metainfo browser's first lane (spec 3 §2.4): the search box (root sections, sub
// sections and their labels), the source selector ('all' and the package prefixes, the
// word 'parser' hidden), the archive root 'Entry', the sources' packages and the other
// root sections, collapsed until asked for.
import { Button, Collapse, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { Fragment, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { encodeSegment, LaneItem } from '../../components/lanes'
import { ENTRY_LABEL, OTHER_ROOTS_HEADING, SEARCH_PLACEHOLDER, SOURCE_LABEL, SOURCES_HEADING } from './messages'
import { ALL_SOURCES, matchOptions, ROOT_SECTION, sourceLabel, type MetainfoModel } from './model'

/** A dotted name that may break after its dots (never inside a word). */
function Dotted({ name }: { name: string }) {
  const parts = name.split('.')
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  )
}

export function RootLane({ model, baseUrl }: { model: MetainfoModel; baseUrl: string }) {
  const [source, setSource] = useState(ALL_SOURCES)
  const [input, setInput] = useState('')
  const [othersOpen, setOthersOpen] = useState(false)
  const navigate = useNavigate()
  const options = useMemo(() => model.searchOptions(source), [model, source])
  const matches = useMemo(() => matchOptions(options, input), [options, input])
  const packages = model.packages.filter((pkg) => source === ALL_SOURCES || pkg.source === source)
  const roots = useMemo(() => model.rootSections(source), [model, source])
  const open = (path: readonly string[]) => {
    setInput('')
    void navigate(`${baseUrl}/${path.map((key) => encodeSegment(key)).join('/')}`)
  }
  return (
    <div className="tessera-metainfo-root">
      <div className="tessera-metainfo-search">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search definitions"
          value={input}
          onValueChange={setInput}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) open(matches[0].path)
          }}
        />
        {matches.length > 0 && (
          <ul role="listbox" aria-label="Definitions found" className="tessera-metainfo-options">
            {matches.map((option) => (
              <li key={option.path.join('/')} role="option" aria-selected={false} tabIndex={0} onClick={() => open(option.path)}
                onKeyDown={(event) => event.key === 'Enter' && open(option.path)}>
                {option.label}
                <span className="tessera-metainfo-muted"> {option.kind === 'section' ? 'section' : 'sub section'}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <label className="tessera-metainfo-source">
        {SOURCE_LABEL}{' '}
        <HTMLSelect value={source} onChange={(event) => setSource(event.currentTarget.value)} aria-label={SOURCE_LABEL}>
          <option value={ALL_SOURCES}>all</option>
          {model.sources.map((name) => (
            <option key={name} value={name}>
              {sourceLabel(name)}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <LaneItem itemKey={ROOT_SECTION}>{ENTRY_LABEL}</LaneItem>
      <h4>{SOURCES_HEADING}</h4>
      {packages.map((pkg) => (
        <LaneItem key={pkg.key} itemKey={pkg.key}>
          <Dotted name={pkg.label} />
          {pkg.upload && <span className="tessera-metainfo-muted"> ({pkg.upload.uploadName ?? pkg.upload.uploadId})</span>}
        </LaneItem>
      ))}
      <Button variant="minimal" size="small" icon={othersOpen ? <ChevronDownIcon /> : <ChevronRightIcon />} aria-expanded={othersOpen} onClick={() => setOthersOpen(!othersOpen)}>
        {OTHER_ROOTS_HEADING} ({roots.length})
      </Button>
      <Collapse isOpen={othersOpen}>
        {roots.map((section) => (
          <LaneItem key={section.qualifiedName} itemKey={section.qualifiedName}>
            {section.name}
          </LaneItem>
        ))}
      </Collapse>
    </div>
  )
}
