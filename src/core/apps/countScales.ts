// The scalings of counts (spec 2 §9) that terms, histogram and periodic table items and
// widgets take as `scale:`; one list for the schemas and the GUI's scales.
import type { JsonSchema } from './fields'

export const COUNT_SCALES = ['linear', 'log', '1/2', '1/4', '1/8'] as const
export type CountScaleName = (typeof COUNT_SCALES)[number]

/** The schema of a `scale:` of counts. */
export const COUNT_SCALE: JsonSchema = {
  enum: [...COUNT_SCALES],
  description: 'Scaling of counts: linear, log (base 10) or a root (1/2, 1/4, 1/8).',
}
