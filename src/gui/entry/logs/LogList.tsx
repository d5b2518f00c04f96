// The logs tab's list (spec 3 §2.2): level checkboxes, the keys a line shows, the lines —
// each opens to the whole log entry — and the count text with 'Load More'. Pure view.
import { Button, Checkbox, Collapse, FormGroup, MenuItem } from '@blueprintjs/core'
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { MultiSelect } from '@blueprintjs/select'
import { useState } from 'react'
import { FILTER_KEYS_LABEL, FILTER_LEVELS_LABEL, LOAD_MORE } from '../messages'
import { filterLogs, LOG_LEVELS, logCountText, logKeys, logLine, type LogEntry, type LogLevel } from './logEntries'

export interface LogListProps {
  readonly entries: readonly LogEntry[]
  readonly levels: ReadonlySet<LogLevel>
  readonly keys: readonly string[]
  readonly limit: number
  readonly onLevelsChange: (levels: ReadonlySet<LogLevel>) => void
  readonly onKeysChange: (keys: readonly string[]) => void
  readonly onLoadMore: () => void
}

const LEVEL_CLASS: Partial<Record<LogLevel, string>> = {
  ERROR: 'tessera-log-error',
  CRITICAL: 'tessera-log-error',
  WARNING: 'tessera-log-warning',
}

function LogLine({ entry, keys }: { readonly entry: LogEntry; readonly keys: readonly string[] }) {
  const [open, setOpen] = useState(false)
  const line = logLine(entry, keys)
  const exception = typeof entry.data.exception === 'string' ? entry.data.exception : undefined
  return (
    <li className={`tessera-log-line ${LEVEL_CLASS[entry.level] ?? ''}`}>
      <Button
        variant="minimal"
        alignText="start"
        fill
        icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />}
        aria-expanded={open}
        text={line}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={open}>
        <pre className="tessera-log-details">{JSON.stringify(entry.data, null, 2)}</pre>
        {exception && <pre className="tessera-log-details">{exception}</pre>}
      </Collapse>
    </li>
  )
}

export function LogList({ entries, levels, keys, limit, onLevelsChange, onKeysChange, onLoadMore }: LogListProps) {
  const matching = filterLogs(entries, levels)
  const choices = logKeys(entries)
  const toggle = (level: LogLevel) => {
    const next = new Set(levels)
    if (next.has(level)) next.delete(level)
    else next.add(level)
    onLevelsChange(next)
  }
  return (
    <section className="tessera-logs" aria-label="Logs">
      <div className="tessera-logs-filters">
        <FormGroup label={FILTER_LEVELS_LABEL} inline className="tessera-logs-levels">
          {LOG_LEVELS.map((level) => (
            <Checkbox key={level} inline label={level} checked={levels.has(level)} onChange={() => toggle(level)} />
          ))}
        </FormGroup>
        <FormGroup label={FILTER_KEYS_LABEL} labelFor="tessera-log-keys" className="tessera-logs-keys">
          <MultiSelect<string>
            items={choices}
            selectedItems={[...keys]}
            itemPredicate={(query, key) => key.toLowerCase().includes(query.toLowerCase())}
            itemRenderer={(key, { handleClick, handleFocus, modifiers }) =>
              modifiers.matchesPredicate ? (
                <MenuItem key={key} text={key} roleStructure="listoption" selected={keys.includes(key)} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} />
              ) : null
            }
            tagRenderer={(key) => key}
            onItemSelect={(key) => onKeysChange(keys.includes(key) ? keys.filter((other) => other !== key) : [...keys, key])}
            onRemove={(key) => onKeysChange(keys.filter((other) => other !== key))}
            tagInputProps={{ inputProps: { id: 'tessera-log-keys', 'aria-label': FILTER_KEYS_LABEL } }}
            popoverProps={{ minimal: true }}
            resetOnSelect
          />
        </FormGroup>
      </div>
      <ul className="tessera-log-lines">
        {matching.slice(0, limit).map((entry) => (
          <LogLine key={entry.id} entry={entry} keys={keys} />
        ))}
      </ul>
      <p className={`tessera-logs-count ${matching.length === 0 ? 'tessera-log-error' : ''}`}>{logCountText(matching.length, limit)}</p>
      {matching.length > limit && (
        <div className="tessera-logs-more">
          <Button intent="primary" text={LOAD_MORE} onClick={onLoadMore} />
        </div>
      )}
    </section>
  )
}
