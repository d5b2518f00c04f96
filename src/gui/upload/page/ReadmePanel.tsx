// The upload's README.md above the steps (spec 3 §2.6). Its text is the uploaders': the
// HTML it renders to is sanitised before it is drawn. A missing README shows nothing.
import { Button, Card, Collapse } from '@blueprintjs/core'
import { ChevronDownIcon, ChevronRightIcon } from '@blueprintjs/icons'
import DOMPurify from 'dompurify'
import { useState } from 'react'
import { useUploadReadmeQuery } from '../../api'
import { Markdown } from '../../components/Markdown'

const sanitize = (html: string) => DOMPurify.sanitize(html)

export function ReadmePanel({ uploadId }: { uploadId: string }) {
  const { currentData: readme } = useUploadReadmeQuery(uploadId)
  const [open, setOpen] = useState(true)
  if (!readme) return null
  return (
    <Card className="tessera-upload-readme" compact>
      <Button variant="minimal" icon={open ? <ChevronDownIcon /> : <ChevronRightIcon />} onClick={() => setOpen(!open)} aria-expanded={open}>
        README.md
      </Button>
      <Collapse isOpen={open}>
        <Markdown text={readme} sanitize={sanitize} />
      </Collapse>
    </Card>
  )
}
