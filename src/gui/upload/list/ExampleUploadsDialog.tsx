// The deployment's example uploads (env.exampleUploads: the config's and the plugins'
// example_upload entry points), grouped by category; adding one creates an upload of
// the user's from it (POST uploads?example_upload_id=…) and opens it.
import { Button, Classes, Dialog, DialogBody, DialogFooter, H3 } from '@blueprintjs/core'
import { AddIcon } from '@blueprintjs/icons'
import type { ExampleUploadEnv } from '../../../core/config/env'
import { ADD_EXAMPLE_TEXT, CLOSE_TEXT, EXAMPLES_DIALOG_TITLE, EXAMPLES_INTRO } from './messages'

export interface ExampleUploadsDialogProps {
  isOpen: boolean
  examples: readonly ExampleUploadEnv[]
  /** The example being added, if any: its button spins, the others wait. */
  adding?: string
  /** Adding is not possible (the unpublished-uploads limit). */
  disabled?: boolean
  onAdd: (example: ExampleUploadEnv) => void
  onClose: () => void
}

/** The examples by category, categories and examples in the order the config lists them. */
export function byCategory(examples: readonly ExampleUploadEnv[]): [string, ExampleUploadEnv[]][] {
  const groups = new Map<string, ExampleUploadEnv[]>()
  for (const example of examples) groups.set(example.category, [...(groups.get(example.category) ?? []), example])
  return [...groups]
}

export function ExampleUploadsDialog({ isOpen, examples, adding, disabled, onAdd, onClose }: ExampleUploadsDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={EXAMPLES_DIALOG_TITLE} className="tessera-example-uploads">
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{EXAMPLES_INTRO}</p>
        {byCategory(examples).map(([category, list]) => (
          <section key={category} aria-label={category}>
            <H3 className="tessera-example-category">{category}</H3>
            <ul className="tessera-example-list">
              {list.map((example) => (
                <li key={example.id} className="tessera-example">
                  <div>
                    <div className="tessera-example-title">{example.title}</div>
                    {example.description && <div className={Classes.TEXT_MUTED}>{example.description}</div>}
                  </div>
                  <Button
                    icon={<AddIcon />}
                    text={ADD_EXAMPLE_TEXT}
                    aria-label={`${ADD_EXAMPLE_TEXT} ${example.title}`}
                    loading={adding === example.id}
                    disabled={disabled || (adding !== undefined && adding !== example.id)}
                    onClick={() => onAdd(example)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </DialogBody>
      <DialogFooter actions={<Button text={CLOSE_TEXT} onClick={onClose} />} />
    </Dialog>
  )
}
