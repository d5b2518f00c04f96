import { marked } from 'marked'
import { useMemo } from 'react'
import './markdown.css'

export interface MarkdownProps {
  text: string
  className?: string
  /**
   * Cleans the HTML the text renders to. Required for text users of the site wrote (an
   * upload's README): marked passes raw HTML and any link target through.
   */
  sanitize?: (html: string) => string
}

/**
 * Renders markdown. Without `sanitize` it is not sanitised: pass only text written by us
 * or by the deployment's admins (help texts, app readmes).
 */
export function Markdown({ text, className, sanitize }: MarkdownProps) {
  const html = useMemo(() => {
    const rendered = marked.parse(text.trim(), { async: false, gfm: true })
    return sanitize ? sanitize(rendered) : rendered
  }, [text, sanitize])
  return <div className={`tessera-markdown ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}
