declare module 'seek-bzip' {
  interface Bunzip {
    decode(input: Uint8Array, output?: number): Buffer
    decodeBlock(input: Uint8Array, pos: number, output?: number): Buffer
  }
  const bunzip: Bunzip
  export default bunzip
}
