// A PDF document drawn by pdf.js: every page as a canvas the width of the viewer, drawn
// when it scrolls into view, so a long document costs what is looked at. The worker is
// a file of our own build (not a CDN: the CSP allows workers from 'self'), and pdf.js is
// told not to compile code (isEvalSupported: false).
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core'
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { useEffect, useRef, useState } from 'react'
import './pdf.css'

GlobalWorkerOptions.workerSrc = workerUrl

export interface PdfViewerProps {
  /** The document's bytes (pdf.js takes them over). */
  readonly data: ArrayBuffer
  /** The bytes are not a PDF pdf.js can read. */
  readonly onError?: (error: unknown) => void
}

export default function PdfViewer({ data, onError }: PdfViewerProps) {
  const [document, setDocument] = useState<PDFDocumentProxy>()
  const [failed, setFailed] = useState(false)
  const frame = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)

  useEffect(() => {
    // pdf.js detaches the buffer it is given: a copy keeps the caller's intact.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false })
    let current: PDFDocumentProxy | undefined
    task.promise.then(
      (loaded) => {
        current = loaded
        setDocument(loaded)
      },
      (error: unknown) => {
        setFailed(true)
        onError?.(error)
      },
    )
    return () => {
      void task.destroy()
      void current?.destroy()
    }
    // A new onError must not load the document again.
  }, [data])

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    setWidth(element.clientWidth)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={frame} className="tessera-pdf" aria-label="PDF document">
      {failed ? <Callout intent="danger" compact>The document could not be read.</Callout> : null}
      {!document && !failed ? <Spinner size={SpinnerSize.SMALL} /> : null}
      {document && width > 0
        ? Array.from({ length: document.numPages }, (_, index) => <PdfPage key={index} document={document} number={index + 1} width={width - 2} />)
        : null}
    </div>
  )
}

function PdfPage({ document, number, width }: { readonly document: PDFDocumentProxy; readonly number: number; readonly width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [visible, setVisible] = useState(number <= 2)
  const [height, setHeight] = useState(Math.round(width * 1.414))

  useEffect(() => {
    const element = canvas.current
    if (!element || visible) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: '400px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  useEffect(() => {
    if (!visible) return
    let cancelled = false
    let render: { cancel(): void } | undefined
    void document.getPage(number).then((page) => {
      const element = canvas.current
      if (cancelled || !element) return
      const scale = width / page.getViewport({ scale: 1 }).width
      const ratio = window.devicePixelRatio || 1
      const viewport = page.getViewport({ scale: scale * ratio })
      element.width = Math.floor(viewport.width)
      element.height = Math.floor(viewport.height)
      setHeight(Math.round(viewport.height / ratio))
      const task = page.render({ canvas: element, viewport })
      render = task
      task.promise.catch(() => undefined)
    })
    return () => {
      cancelled = true
      render?.cancel()
    }
  }, [document, number, width, visible])

  return <canvas ref={canvas} className="tessera-pdf-page" style={{ width, height }} aria-label={`Page ${number}`} />
}
