// A plot as a PNG image (spec 3 §9: 1280 px on its long side, file name 'plot'): the
// chart's SVG drawn onto a canvas of that size, on white, and saved by a link click.
// Done from the SVG in the page rather than through vega's view, so every plot drawn as
// SVG can be captured the same way, whoever drew it.

export const CAPTURE_LONG_SIDE = 1280
export const CAPTURE_FILE_NAME = 'plot'

export interface CaptureSize {
  readonly width: number
  readonly height: number
  /** Pixels of the image per pixel on screen. */
  readonly scale: number
}

/** The image's size for a drawing of `width` × `height`: the long side 1280 px, the ratio kept. */
export function captureSize(width: number, height: number): CaptureSize {
  const long = Math.max(width, height)
  if (!(long > 0)) return { width: CAPTURE_LONG_SIDE, height: CAPTURE_LONG_SIDE, scale: 1 }
  const scale = CAPTURE_LONG_SIDE / long
  return { width: Math.round(width * scale), height: Math.round(height * scale), scale }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('The plot could not be drawn as an image.'))
    image.src = url
  })
}

/** Draws the SVG as a PNG of 1280 px on its long side and returns it. */
export async function svgToPng(svg: SVGSVGElement): Promise<Blob> {
  const box = svg.getBoundingClientRect()
  const width = box.width || Number(svg.getAttribute('width')) || CAPTURE_LONG_SIDE
  const height = box.height || Number(svg.getAttribute('height')) || CAPTURE_LONG_SIDE
  const size = captureSize(width, height)
  const copy = svg.cloneNode(true) as SVGSVGElement
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  copy.setAttribute('width', String(width))
  copy.setAttribute('height', String(height))
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }))
  try {
    const image = await loadImage(url)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('The browser cannot draw images.')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size.width, size.height)
    context.drawImage(image, 0, 0, size.width, size.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The plot could not be saved as PNG.'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Saves the first SVG inside `container` as 'plot.png'. */
export async function capturePlot(container: Element, fileName = CAPTURE_FILE_NAME): Promise<void> {
  const svg = container.querySelector('svg')
  if (!svg) throw new Error('There is no plot to save yet.')
  const url = URL.createObjectURL(await svgToPng(svg))
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = `${fileName}.png`
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // The click has handed the file to the browser; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}
