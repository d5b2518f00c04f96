// The history card (spec 3 §2.2, issue 18): the saved versions of the entry's archive file
// — each save by the editor or an upload of the file keeps one. Only archive files have
// versions, so the card applies to entries whose mainfile is one (read from the metadata;
// the versions are fetched by the card).
import type { CardDef } from '../cardDef'

/** Archive files, the only files whose versions are kept (as the server's history routes say). */
export const ARCHIVE_FILE = /\.archive\.(json|ya?ml)$/

export const historyCard: CardDef = {
  type: 'history',
  appliesTo: (entry) => typeof entry.metadata.mainfile === 'string' && ARCHIVE_FILE.test(entry.metadata.mainfile),
  load: () => import('./HistoryCard'),
}
