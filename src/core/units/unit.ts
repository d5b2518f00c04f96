import {
  combineVectors,
  DIMENSIONLESS,
  dimensionName,
  scaleVector,
  vectorsEqual,
  type DimensionVector,
} from './dimensions'

/**
 * How a label was built, so that combining labels adds parentheses only where a
 * reader needs them: `J/(mol·K)`, `(m/s)^2`, but `kg·m^2/s^2`.
 */
export type LabelKind = 'atom' | 'power' | 'product' | 'quotient'

/** Formats an exponent for labels and definitions: `2`, `-1`, `0.5`. */
export const formatExponent = (power: number) => String(Number(power.toPrecision(12)))

/**
 * A unit: value_SI = value * factor + offset, in the coherent SI units of its
 * dimension vector (meter, kilogram, second, ampere, kelvin, mole, candela, bit,
 * radian). Only a lone offset unit (°C, °F) has an offset; every product, quotient
 * or power treats it as a temperature difference, as pint does for `J/degC`.
 */
export class Unit {
  constructor(
    readonly factor: number,
    readonly offset: number,
    readonly vector: DimensionVector,
    private readonly text: string,
    readonly labelKind: LabelKind = 'atom',
  ) {}

  static dimensionless(factor = 1): Unit {
    return new Unit(factor, 0, DIMENSIONLESS, factor === 1 ? '' : formatExponent(factor))
  }

  /** The named dimension (`energy`) or, for unnamed combinations, `length^2*time^-1`. */
  get dimension(): string {
    return dimensionName(this.vector)
  }

  /** Short display label: `eV`, `Å`, `GPa`, `m^3`, `J/(mol·K)`; empty for a pure number 1. */
  label(): string {
    return this.text
  }

  toString(): string {
    return this.text
  }

  dimensionsEqual(other: Unit): boolean {
    return vectorsEqual(this.vector, other.vector)
  }

  multiply(other: Unit): Unit {
    const text = !this.text ? other.text : !other.text ? this.text : `${wrap(this, 'quotient')}·${wrap(other, 'quotient')}`
    const kind: LabelKind = !this.text ? other.labelKind : !other.text ? this.labelKind : 'product'
    return new Unit(this.factor * other.factor, 0, combineVectors(this.vector, other.vector, 1), text, kind)
  }

  divide(other: Unit): Unit {
    const text = !other.text ? this.text : `${this.text || '1'}/${wrap(other, 'product', 'quotient')}`
    const kind: LabelKind = !other.text ? this.labelKind : 'quotient'
    return new Unit(this.factor / other.factor, 0, combineVectors(this.vector, other.vector, -1), text, kind)
  }

  pow(power: number): Unit {
    if (power === 1) return this.withoutOffset()
    const text = this.text ? `${wrap(this, 'product', 'quotient', 'power')}^${formatExponent(power)}` : ''
    return new Unit(this.factor ** power, 0, scaleVector(this.vector, power), text, text ? 'power' : 'atom')
  }

  /** The same unit as a difference (Δ°C): no offset. */
  withoutOffset(): Unit {
    return this.offset === 0 ? this : new Unit(this.factor, 0, this.vector, this.text, this.labelKind)
  }

  withLabel(text: string, kind: LabelKind = 'atom'): Unit {
    return new Unit(this.factor, this.offset, this.vector, text, kind)
  }

  toSI(value: number): number {
    return value * this.factor + this.offset
  }

  fromSI(value: number): number {
    return (value - this.offset) / this.factor
  }
}

function wrap(unit: Unit, ...kinds: LabelKind[]): string {
  return kinds.includes(unit.labelKind) ? `(${unit.label()})` : unit.label()
}
