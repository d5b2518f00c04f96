// The module islandBuild.ts makes: where the built island is.
declare module 'virtual:h5web-island' {
  /** The URL of the island's module (mount.ts built). */
  export const islandUrl: () => string
}
