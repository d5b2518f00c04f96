// Statistics as the menu items and widgets draw them: counts on the scales of spec 2 §9
// (bars, cells, plot axes) and counts as numbers. Pure; no component.
export { countScaleSpec, DEFAULT_SCALE, isCountScale, scaledFraction, SCALE_POWERS, scaleOf } from './countScale'
export type { CountScaleName, CountScaleSpec } from './countScale'
export { formatCompactCount, formatCount } from './counts'
