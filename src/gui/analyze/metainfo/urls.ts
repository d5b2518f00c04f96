// Where the metainfo browser shows a definition, for links from elsewhere (an archive
// lane's "definition" link): the browser's route plus the section's qualified name
// (built-in, or `entry_id:<id>.Name` for sections of uploads) and the names below it.
import { encodeSegment } from '../../components/lanePath'

export const METAINFO_ROUTE = '/analyze/metainfo'

/** `metainfoUrl('entry_id:abc.Sample', 'thickness')` → `/analyze/metainfo/entry_id!cabc.Sample/thickness`. */
export function metainfoUrl(qualifiedName: string, ...below: readonly string[]): string {
  return [METAINFO_ROUTE, ...[qualifiedName, ...below].map((key) => encodeSegment(key))].join('/')
}
