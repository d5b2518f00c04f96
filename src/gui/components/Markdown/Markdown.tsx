import { marked } from 'marked'
import { useMemo } from 'react'
import './markdown.css'

/**
 * Renders markdown written by us or by the deployment's admins (help texts, app
 * readmes). It is not sanitised: never pass text that users of the site entered.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => marked.parse(text.trim(), { async: false, gfm: true }), [text])
  return <div className={`tessera-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}
