// The code of `virtual:tessera-plugins`, the list of bundled GUI modules main.tsx passes
// to the runtime (src/server/plugins/selection.ts decides which: the config's and the
// shipped ones). vite.config.ts loads this module when the GUI is built or served.
import { bundledPlugins } from '../../src/server/plugins/selection'

/** `export default [{ id, module }]`: each bundled plugin's manifest id and its GUI module's default export. */
export async function virtualPluginsModule(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const withGui = (await bundledPlugins(root, env)).filter((plugin) => plugin.gui)
  const imports = withGui.map((plugin, index) => `import plugin${index} from ${JSON.stringify(plugin.gui)}`)
  const entries = withGui.map((plugin, index) => `{ id: ${JSON.stringify(plugin.id)}, module: plugin${index} }`)
  return [...imports, `export default [${entries.join(', ')}]`, ''].join('\n')
}
