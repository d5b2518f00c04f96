// Test runtimes: the built-ins and the plugins a test adds, fresh for each test file,
// with every renderer (and the widgets' edit forms) loaded, so that tests draw at once
// as they did before renderers were lazy. The lazy loading itself is tested in runtime/.
import { createGuiRuntime, type GuiPlugin, type GuiRuntime } from '../runtime'
import { builtins } from './plugin'

/** A runtime of the built-ins and `plugins`, nothing loaded yet. */
export const builtInRuntime = (...plugins: readonly GuiPlugin[]): GuiRuntime => createGuiRuntime([builtins, ...plugins])

/** A runtime of the built-ins and `plugins` with every renderer loaded. */
export async function loadedRuntime(...plugins: readonly GuiPlugin[]): Promise<GuiRuntime> {
  const runtime = builtInRuntime(...plugins)
  await runtime.preload()
  await Promise.all(runtime.registries.widgets.all().flatMap((def) => (def.loadEditor ? [runtime.renderer(def.loadEditor).preload()] : [])))
  return runtime
}
