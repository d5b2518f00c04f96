// The dialog of one code (spec 2 §2.7): which files to upload for it — the code's label,
// category and homepage, the parser's table of files and its notes, and where the
// parser's source is when the metadata says.
import { Classes, Dialog, DialogBody, Tag } from '@blueprintjs/core'
import { Markdown } from '../../components/Markdown'
import type { Code } from './codes'
import { CODE_TEXTS } from './messages'

/** Categories whose entries are runs of several files (the others are one file each). */
const RUN_CATEGORIES: ReadonlySet<string> = new Set(['Atomistic code', 'Workflow manager'])

export interface CodeDialogProps {
  readonly code: Code | undefined
  readonly onClose: () => void
}

export function CodeDialog({ code, onClose }: CodeDialogProps) {
  return (
    <Dialog isOpen={code !== undefined} onClose={onClose} title={code?.codeLabel} className="tessera-code-dialog">
      {code && (
        <DialogBody>
          <p>
            <Tag minimal>{code.codeCategory}</Tag> {code.status === 'beta' && <Tag minimal intent="warning">{CODE_TEXTS.beta}</Tag>}
          </p>
          {code.codeUrl && (
            <p>
              {CODE_TEXTS.homepage}{' '}
              <a href={code.codeUrl} target="_blank" rel="noreferrer">
                {code.codeUrl}
              </a>
            </p>
          )}
          <p>{RUN_CATEGORIES.has(code.codeCategory) ? CODE_TEXTS.runIntro(code.codeLabel) : CODE_TEXTS.fileIntro(code.codeLabel)}</p>
          {code.tableOfFiles ? <Markdown text={code.tableOfFiles} className="tessera-code-files" /> : <p className={Classes.TEXT_MUTED}>{CODE_TEXTS.noTable}</p>}
          {code.notes && (
            <>
              <h4>{CODE_TEXTS.notes}</h4>
              <Markdown text={code.notes} />
            </>
          )}
          {code.parserGitUrl && (
            <p>
              {CODE_TEXTS.source}{' '}
              <a href={code.parserGitUrl} target="_blank" rel="noreferrer">
                {code.parserGitUrl}
              </a>
            </p>
          )}
        </DialogBody>
      )}
    </Dialog>
  )
}
