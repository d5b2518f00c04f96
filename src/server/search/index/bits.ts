// A fixed-size set of row numbers as 32-bit words: what a query evaluates to and what
// aggregations and hits iterate. Word-wise and/or/not keep combining criteria cheap.
export class Bits {
  readonly words: Uint32Array

  constructor(readonly size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5)
  }

  static all(size: number): Bits {
    const bits = new Bits(size)
    bits.words.fill(0xffffffff)
    bits.clearTail()
    return bits
  }

  has(row: number): boolean {
    return (this.words[row >>> 5] & (1 << (row & 31))) !== 0
  }

  set(row: number): void {
    this.words[row >>> 5] |= 1 << (row & 31)
  }

  clear(row: number): void {
    this.words[row >>> 5] &= ~(1 << (row & 31))
  }

  clone(): Bits {
    return new Bits(this.size, this.words.slice())
  }

  and(other: Bits): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i] &= b[i]
    return this
  }

  or(other: Bits): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i] |= b[i]
    return this
  }

  andNot(other: Bits): this {
    const a = this.words
    const b = other.words
    for (let i = 0; i < a.length; i++) a[i] &= ~b[i]
    return this
  }

  not(): this {
    const a = this.words
    for (let i = 0; i < a.length; i++) a[i] = ~a[i]
    this.clearTail()
    return this
  }

  count(): number {
    let total = 0
    const a = this.words
    for (let i = 0; i < a.length; i++) {
      let v = a[i]
      if (v === 0) continue
      v -= (v >>> 1) & 0x55555555
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
    }
    return total
  }

  isEmpty(): boolean {
    const a = this.words
    for (let i = 0; i < a.length; i++) if (a[i] !== 0) return false
    return true
  }

  /** Calls `fn` with every row in the set, in increasing order. */
  forEach(fn: (row: number) => void): void {
    const a = this.words
    for (let i = 0; i < a.length; i++) {
      let w = a[i]
      while (w !== 0) {
        const low = w & -w
        fn((i << 5) + 31 - Math.clz32(low))
        w ^= low
      }
    }
  }

  /** The rows in the set, in increasing order. */
  toArray(): Int32Array {
    const out = new Int32Array(this.count())
    let n = 0
    this.forEach((row) => {
      out[n++] = row
    })
    return out
  }

  private clearTail(): void {
    const extra = this.size & 31
    if (extra !== 0 && this.words.length > 0) this.words[this.words.length - 1] &= (1 << extra) - 1
    if (this.size === 0 && this.words.length > 0) this.words.fill(0)
  }
}
