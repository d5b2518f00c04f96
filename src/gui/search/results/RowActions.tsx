// The actions at the end of a row (spec 2 §2.3; reference §5.2 `rows.actions`): the
// entry page, and the app's URL actions, each reading its link from the hit with a
// JMESPath. An action whose link the hit lacks is shown disabled with "Not available".
import { AnchorButton, Tooltip } from '@blueprintjs/core'
import { ArrowRightIcon, LinkIcon } from '@blueprintjs/icons'
import type { JsonObject } from '../context'
import { GO_TO_ENTRY_TEXT } from './EntryDetails'
import { stringAt } from './values'

export const NOT_AVAILABLE_TEXT = 'Not available'

/** `rows.actions.options` of an app: `{<key>: {type: 'url', path, description}}`. */
export interface UrlAction {
  readonly type?: string
  /** JMESPath over the hit giving the URL. */
  readonly path: string
  readonly description?: string
}

/** The URL actions of an app's row options; other types are not ours to draw. */
export function urlActions(options: unknown): Array<[string, UrlAction]> {
  if (typeof options !== 'object' || options === null) return []
  return Object.entries(options as Record<string, unknown>).filter(
    (entry): entry is [string, UrlAction] => {
      const action = entry[1] as Partial<UrlAction> | null
      return typeof action === 'object' && action !== null && typeof action.path === 'string' && (action.type ?? 'url') === 'url'
    },
  )
}

export interface RowActionsProps {
  readonly entry: JsonObject
  readonly actions: ReadonlyArray<[string, UrlAction]>
  /** The entry page; absent for resources without one (materials). */
  readonly entryHref?: string
  readonly onOpenEntry?: (href: string) => void
  /** The page button's label; 'Go to the entry page' by default (materials: their page). */
  readonly linkText?: string
}

export function RowActions({ entry, actions, entryHref, onOpenEntry, linkText = GO_TO_ENTRY_TEXT }: RowActionsProps) {
  return (
    // Actions act; they must not also open the row's details.
    <td className="tessera-results-actions" onClick={(event) => event.stopPropagation()}>
      {actions.map(([key, action]) => {
        const href = stringAt(entry, action.path)
        const label = action.description ?? key
        return (
          <Tooltip key={key} content={href ? label : NOT_AVAILABLE_TEXT} placement="left">
            <AnchorButton
              variant="minimal"
              size="small"
              icon={<LinkIcon />}
              aria-label={href ? label : `${label}: ${NOT_AVAILABLE_TEXT}`}
              disabled={!href}
              {...(href && { href, target: '_blank', rel: 'noreferrer' })}
            />
          </Tooltip>
        )
      })}
      {entryHref && (
        <Tooltip content={linkText} placement="left">
          <AnchorButton
            variant="minimal"
            size="small"
            icon={<ArrowRightIcon />}
            aria-label={linkText}
            href={entryHref}
            onClick={(event) => {
              if (!onOpenEntry || event.metaKey || event.ctrlKey) return
              event.preventDefault()
              onOpenEntry(entryHref)
            }}
          />
        </Tooltip>
      )}
    </td>
  )
}
