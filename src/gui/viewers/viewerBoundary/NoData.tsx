// What a viewer shows in place of data the entry does not have (spec 3 §8: 'no data'),
// and the word for a value that is missing ('unavailable').
import { Classes } from '@blueprintjs/core'

export const NO_DATA_TEXT = 'no data'
export const UNAVAILABLE_TEXT = 'unavailable'

export function NoData({ height }: { readonly height?: number }) {
  return (
    <div className={`tessera-viewer-nodata ${Classes.TEXT_MUTED}`} style={height === undefined ? undefined : { height }}>
      {NO_DATA_TEXT}
    </div>
  )
}
