// Rich text (RichTextEditQuantity): HTML edited in Tiptap (ProseMirror), 500 px high
// (spec 3 §9). The whole editor is this component's chunk, loaded only when a rich-text
// quantity is drawn. An empty document unsets the quantity.
import { Button, ButtonGroup } from '@blueprintjs/core'
import { BoldIcon, HeaderIcon, ItalicIcon, NumberedListIcon, PropertiesIcon, RedoIcon, UndoIcon } from '@blueprintjs/icons'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef } from 'react'
import { quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'
import './richText.css'

export const RICH_TEXT_HEIGHT = 500

export default function RichTextEdit({ definition, value, onChange }: EditQuantityProps) {
  const id = useId()
  const html = typeof value === 'string' ? value : ''
  const last = useRef(html)
  const editor = useEditor({
    extensions: [StarterKit],
    content: html,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': quantityLabel(definition), class: 'tessera-rich-text-content' } },
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? '' : current.getHTML()
      last.current = next
      onChange(next === '' ? undefined : next)
    },
  })
  // A value changed from outside (a reload) replaces the document.
  useEffect(() => {
    if (!editor || html === last.current) return
    last.current = html
    editor.commands.setContent(html, { emitUpdate: false })
  }, [editor, html])
  return (
    <Field definition={definition} id={id}>
      <div className="tessera-rich-text" style={{ height: RICH_TEXT_HEIGHT }}>
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} className="tessera-rich-text-body" />
      </div>
    </Field>
  )
}

function Toolbar({ editor }: { readonly editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
    }),
  })
  const chain = () => editor.chain().focus()
  // The editor keeps the focus while a toolbar button is pressed: Tiptap gives it back only a
  // frame later, so a key typed right after clicking Bold went to the button and was lost.
  return (
    <ButtonGroup variant="minimal" className="tessera-rich-text-toolbar" onMouseDown={(event) => event.preventDefault()}>
      <Button icon={<BoldIcon />} aria-label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Button icon={<ItalicIcon />} aria-label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Button icon={<HeaderIcon />} aria-label="Heading" active={state.heading} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Button icon={<PropertiesIcon />} aria-label="Bullet list" active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
      <Button icon={<NumberedListIcon />} aria-label="Numbered list" active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
      <Button icon={<UndoIcon />} aria-label="Undo" onClick={() => chain().undo().run()} />
      <Button icon={<RedoIcon />} aria-label="Redo" onClick={() => chain().redo().run()} />
    </ButtonGroup>
  )
}
