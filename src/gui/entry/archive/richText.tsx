// Rich-text quantities (ELN `RichTextEditQuantity`, e.g. a sample's description) hold HTML
// the researcher wrote. The lane list previews their text without tags; the quantity's lane
// draws the HTML, sanitised since any writer of the upload could have put markup there.
import DOMPurify from 'dompurify'
import { elnAnnotation, type EditQuantityDefinition } from '../../edit'

export const isRichText = (definition: EditQuantityDefinition | undefined): boolean =>
  definition !== undefined && elnAnnotation(definition).component === 'RichTextEditQuantity'

/** The text an HTML fragment shows, whitespace collapsed: `<p>a <b>b</b></p><p>c</p>` → `a b c`. */
export function richTextPreview(html: string): string {
  // Sanitised first: the text of a <script> or <style> is no part of what the writer shows.
  const spaced = DOMPurify.sanitize(html).replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '$& ')
  const body = new DOMParser().parseFromString(spaced, 'text/html').body
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

export function RichTextValue({ html }: { readonly html: string }) {
  return <div className="tessera-archive-rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
}
