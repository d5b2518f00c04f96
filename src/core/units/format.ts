import { BASE_DIMENSIONS, type BaseDimension, type DimensionVector } from './dimensions'
import { formatExponent } from './unit'

/**
 * Writes a factor and a dimension vector as a pint-style expression over given unit
 * names, e.g. `1.602176634e-19 kilogram * meter ^ 2 / second ^ 2`. Used for the
 * unit list's definitions (over SI base units) and for a unit system's derived units.
 */
export function formatProduct(
  factor: number,
  vector: DimensionVector,
  unitFor: (base: BaseDimension) => string,
): string {
  // Alphabetical by unit name, as pint writes a unit: `kilogram * meter ^ 2 / second ^ 2`.
  const terms = (sign: 1 | -1) =>
    BASE_DIMENSIONS.flatMap((base, i) => {
      const power = sign * vector[i]
      return power > 0 ? [{ name: unitFor(base), power }] : []
    })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map(({ name, power }) => (power === 1 ? name : `${name} ^ ${formatExponent(power)}`))
  const numerator = terms(1)
  const denominator = terms(-1)
  const number = factor === 1 ? '' : formatFactor(factor)
  let text = [number, numerator.join(' * ')].filter(Boolean).join(' ')
  if (denominator.length) text = `${text || '1'} / ${denominator.join(' / ')}`
  return text || '1'
}

/**
 * Shortest text for a computed factor. Products of exact decimal factors pick up
 * binary noise (0.9144 / 3 = 0.30479999999999996); rounding to 12–15 significant
 * digits removes it, but only when the rounding stays within that noise (a couple of
 * ulps), so 5/9 keeps all its digits.
 */
export function formatFactor(factor: number): string {
  for (const digits of [12, 13, 14, 15]) {
    const rounded = Number(factor.toPrecision(digits))
    if (Math.abs(rounded - factor) <= Math.abs(factor) * 4e-16) return String(rounded)
  }
  return String(factor)
}
