import { NonIdealState } from '@blueprintjs/core'
import { ErrorIcon } from '@blueprintjs/icons'
import { JAVASCRIPT_ERROR_MESSAGE } from './errorMessages'

export const JAVASCRIPT_ERROR_HINT = 'Please reload the page. If this keeps happening, let us know what you did.'

/** What a render crash leaves on screen (spec 1 §8). */
export function JavascriptErrorScreen({ error }: { error?: unknown }) {
  const detail = error instanceof Error ? error.message : undefined
  return (
    <div className="tessera-javascript-error" role="alert">
      <NonIdealState
        icon={<ErrorIcon />}
        title={JAVASCRIPT_ERROR_MESSAGE}
        description={
          <>
            <p>{JAVASCRIPT_ERROR_HINT}</p>
            {detail && <code>{detail}</code>}
          </>
        }
      />
    </div>
  )
}
