// The GUI modules of the plugins the build selected (scripts/lib/tesseraPlugins.ts):
// each manifest's id and its module's default export, checked by pluginApi's activePlugins.
declare module 'virtual:tessera-plugins' {
  const modules: readonly { readonly id: string; readonly module: unknown }[]
  export default modules
}
