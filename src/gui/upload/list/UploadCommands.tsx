// Shell commands for uploading without the browser (spec 3 §2.5): the curl lines of
// GET uploads/command-examples, each with a copy button. They carry the user's upload
// token, so they are fetched only for a logged-in user and never cached elsewhere.
import { Callout, Card, Classes, H2, Spinner } from '@blueprintjs/core'
import { useUploadCommandExamplesQuery, type UploadCommandExamples } from '../../api'
import { CopyButton } from '../../components/copyButton'
import { errorMessage } from '../../runtime'
import { COMMAND_LABELS, COMMANDS_INTRO, COMMANDS_TITLE } from './messages'

const COMMANDS = Object.keys(COMMAND_LABELS) as (keyof typeof COMMAND_LABELS)[]

export function CommandList({ commands }: { commands: UploadCommandExamples }) {
  return (
    <dl className="tessera-upload-commands">
      {COMMANDS.map((key) => (
        <div key={key} className="tessera-upload-command">
          <dt>{COMMAND_LABELS[key]}</dt>
          <dd>
            <code className={Classes.MONOSPACE_TEXT}>{commands[key]}</code>
            <CopyButton text={commands[key]} label="command" />
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function UploadCommands() {
  const { data, error, isLoading } = useUploadCommandExamplesQuery()
  return (
    <Card className="tessera-upload-commands-card" aria-labelledby="upload-commands-title">
      <H2 id="upload-commands-title" className="tessera-upload-section-title">{COMMANDS_TITLE}</H2>
      <p className={Classes.TEXT_MUTED}>{COMMANDS_INTRO}</p>
      {isLoading && <Spinner size={20} />}
      {error && <Callout intent="danger">{errorMessage(error)}</Callout>}
      {data && <CommandList commands={data} />}
    </Card>
  )
}
