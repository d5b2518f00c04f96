import { ProgressBar } from '@blueprintjs/core'
import { useRequestsInFlight } from '../../api'

export const PROGRESS_LABEL = 'Loading data'

/** A thin bar under the top bar, visible while any API request runs. */
export function ApiProgressBar() {
  const running = useRequestsInFlight() > 0
  return (
    <div className="tessera-api-progress" data-running={running}>
      {running && <ProgressBar intent="primary" aria-label={PROGRESS_LABEL} />}
    </div>
  )
}
