declare module 'seek-bzip' {
  interface ByteSink {
    writeByte(byte: number): void
  }
  interface Bunzip {
    /** Into a new buffer (of `output` bytes when given), or byte by byte into a sink. */
    decode(input: Uint8Array, output?: number): Buffer
    decode(input: Uint8Array, output: ByteSink): void
    decodeBlock(input: Uint8Array, pos: number, output?: number): Buffer
  }
  const bunzip: Bunzip
  export default bunzip
}
