// Atom colours: Jmol's CPK scheme by atomic number (what chemists expect), and for labels
// that are no element (a species 'X', 'Va'), hues a golden angle apart (spec 3 §9:
// 137.508°) so that any number of unknown species stay distinguishable.
import { elementBySymbol } from '../../../../core/chemistry'

// Index = atomic number − 1 (H … Mt).
const JMOL = [
  0xffffff, 0xd9ffff, 0xcc80ff, 0xc2ff00, 0xffb5b5, 0x909090, 0x3050f8, 0xff0d0d, 0x90e050, 0xb3e3f5,
  0xab5cf2, 0x8aff00, 0xbfa6a6, 0xf0c8a0, 0xff8000, 0xffff30, 0x1ff01f, 0x80d1e3, 0x8f40d4, 0x3dff00,
  0xe6e6e6, 0xbfc2c7, 0xa6a6ab, 0x8a99c7, 0x9c7ac7, 0xe06633, 0xf090a0, 0x50d050, 0xc88033, 0x7d80b0,
  0xc28f8f, 0x668f8f, 0xbd80e3, 0xffa100, 0xa62929, 0x5cb8d1, 0x702eb0, 0x00ff00, 0x94ffff, 0x94e0e0,
  0x73c2c9, 0x54b5b5, 0x3b9e9e, 0x248f8f, 0x0a7d8c, 0x006985, 0xc0c0c0, 0xffd98f, 0xa67573, 0x668080,
  0x9e63b5, 0xd47a00, 0x940094, 0x429eb0, 0x57178f, 0x00c900, 0x70d4ff, 0xffffc7, 0xd9ffc7, 0xc7ffc7,
  0xa3ffc7, 0x8fffc7, 0x61ffc7, 0x45ffc7, 0x30ffc7, 0x1fffc7, 0x00ff9c, 0x00e675, 0x00d452, 0x00bf38,
  0x00ab24, 0x4dc2ff, 0x4da6ff, 0x2194d6, 0x267dab, 0x266696, 0x175487, 0xd0d0e0, 0xffd123, 0xb8b8d0,
  0xa6544d, 0x575961, 0x9e4fb5, 0xab5c00, 0x754f45, 0x428296, 0x420066, 0x007d00, 0x70abfa, 0x00baff,
  0x00a1ff, 0x008fff, 0x0080ff, 0x006bff, 0x545cf2, 0x785ce3, 0x8a4fe3, 0xa136d4, 0xb31fd4, 0xb31fba,
  0xb30da6, 0xbd0d87, 0xc70066, 0xcc0059, 0xd1004f, 0xd90045, 0xe00038, 0xe6002e, 0xeb0026,
]

/** Spec 3 §9: consecutive unknown species differ in hue by the golden angle. */
export const UNKNOWN_HUE_STEP = 137.508

/** An RGB colour as a number (0xRRGGBB). */
export type Rgb = number

/** HSL (degrees, fractions) to 0xRRGGBB. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = c * (1 - Math.abs((h % 2) - 1))
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x]
  const m = lightness - c / 2
  const byte = (v: number) => Math.round((v + m) * 255)
  return (byte(r) << 16) | (byte(g) << 8) | byte(b)
}

export const cssColor = (rgb: Rgb) => `#${rgb.toString(16).padStart(6, '0')}`

/**
 * The colour of each species label: elements by Jmol's table, other labels by hue in the
 * order they first appear.
 */
export function speciesColors(labels: Iterable<string>): Map<string, Rgb> {
  const colors = new Map<string, Rgb>()
  let unknown = 0
  for (const label of labels) {
    if (colors.has(label)) continue
    const element = elementBySymbol(label)
    const jmol = element ? JMOL[element.number - 1] : undefined
    colors.set(label, jmol ?? hslToRgb(unknown++ * UNKNOWN_HUE_STEP, 0.75, 0.5))
  }
  return colors
}
