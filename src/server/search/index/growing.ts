// Append-only typed arrays that double their capacity: the storage of index columns.
// `data` is replaced when it grows, so readers take it once per query.
export class GrowingInt32 {
  data: Int32Array
  length = 0

  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity)
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1)
    this.data[this.length++] = value
  }

  grow(min: number): void {
    if (min <= this.data.length) return
    const next = new Int32Array(Math.max(min, this.data.length * 2))
    next.set(this.data.subarray(0, this.length))
    this.data = next
  }
}

export class GrowingFloat64 {
  data: Float64Array
  length = 0

  constructor(capacity = 1024) {
    this.data = new Float64Array(capacity)
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}
