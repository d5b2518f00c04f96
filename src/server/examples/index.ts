// Example uploads: folders under examples/ (each with an example.yaml manifest) and
// example_upload entry points of plugins. At first start they are loaded once as
// published uploads, so a new installation shows data without any setup; users can
// also make their own editable copy (POST /uploads?example_upload_id=).
import { createReadStream } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { parse } from 'yaml'
import { randomId } from '../../core/ids'
import type { DeploymentConfig } from '../../core/config/config.generated'
import type { ExampleUploadEnv } from '../../core/config/env'
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import { insertUpload, updateUpload } from '../store/uploads'
import { findUser, insertUser } from '../store/users'
import { exampleLoaded, recordLoadedExample } from '../store/loadedExamples'
import { badRequest } from '../errors'
import { createUpload, filesOf, queueProcessing, type IncomingFile } from '../services/uploads'

export interface ExampleUpload extends ExampleUploadEnv {
  /** Folder with the example's files. */
  path: string
}

const MANIFEST = 'example.yaml'

/**
 * The examples of this installation, filtered by `ui.example_uploads`: examples/, the
 * config's example_upload entry points, then those of the plugins (`pluginExamples`).
 */
export async function listExamples(
  examplesDir: string,
  config: DeploymentConfig,
  configDir: string,
  pluginExamples: readonly ExampleUpload[] = [],
): Promise<ExampleUpload[]> {
  const examples: ExampleUpload[] = []
  const folders = await readdir(examplesDir).catch(() => [] as string[])
  for (const id of folders.sort()) {
    const manifest = await readFile(join(examplesDir, id, MANIFEST), 'utf8').catch(() => undefined)
    if (!manifest) continue
    const { title, category, description } = parse(manifest) as { title: string; category: string; description?: string }
    examples.push({ id, title, category, description, path: join(examplesDir, id) })
  }
  for (const [id, entryPoint] of Object.entries(config.plugins.entry_points.options)) {
    if (entryPoint.entry_point_type !== 'example_upload') continue
    examples.push({ id, title: entryPoint.title, category: entryPoint.category, description: entryPoint.description, path: resolve(configDir, entryPoint.path) })
  }
  examples.push(...pluginExamples)
  const { include, exclude } = config.ui.example_uploads
  return examples.filter((example) => (!include || include.includes(example.id)) && !exclude?.includes(example.id))
}

async function* exampleFiles(folder: string, dir = folder): AsyncGenerator<{ dir: string; file: IncomingFile }> {
  for (const name of (await readdir(dir)).sort()) {
    const path = join(dir, name)
    if ((await stat(path)).isDirectory()) {
      yield* exampleFiles(folder, path)
    } else if (!(dir === folder && name === MANIFEST)) {
      const rel = relative(folder, dirname(path)).split(sep).join('/')
      yield { dir: rel, file: { fileName: name, stream: createReadStream(path) } }
    }
  }
}

/** Copies the example's files into the upload; returns how many. */
async function copyFiles(context: Pick<ServerContext, 'settings' | 'config'>, uploadId: string, folder: string): Promise<number> {
  const storage = filesOf(context as never, uploadId)
  let copied = 0
  for await (const { dir, file } of exampleFiles(folder)) {
    await storage.putFile(dir, file.fileName!, file.stream, { overwrite: true, maxBytes: context.config.services.max_upload_size })
    copied++
  }
  return copied
}

const EXAMPLES_USER = { user_id: 'tessera-examples', username: 'tessera-examples', first_name: 'Tessera', last_name: 'Examples' }

/**
 * Loads the examples not loaded before as published uploads of a system user (it has
 * no password, so nobody can sign in as it). Runs at start unless TESSERA_EXAMPLES=0.
 */
export async function loadBundledExamples(context: ServerContext, examples: ExampleUpload[], signal?: AbortSignal): Promise<string[]> {
  const loaded: string[] = []
  if (!(await findUser(context.store, 'user_id', EXAMPLES_USER.user_id))) await insertUser(context.store, EXAMPLES_USER)
  for (const example of examples) {
    // Stopping (SIGTERM) ends the loading between examples: one is copied whole or not begun.
    if (signal?.aborted) break
    if (await exampleLoaded(context.store, example.id)) continue
    const uploadId = randomId()
    await context.store.transaction(async (tx) => {
      await insertUpload(tx, { upload_id: uploadId, upload_name: example.title, main_author: EXAMPLES_USER.user_id })
      await updateUpload(tx, uploadId, { published: true, publish_time: new Date() })
      await recordLoadedExample(tx, example.id, uploadId)
    })
    await copyFiles(context, uploadId, example.path)
    await queueProcessing(context, uploadId)
    loaded.push(example.id)
  }
  return loaded
}

/** A user's own (staging, editable) copy of an example. */
export async function createFromExample(context: ServerContext, caller: Caller | undefined, exampleId: string, uploadName?: string) {
  const example = context.examples.find((candidate) => candidate.id === exampleId)
  if (!example) throw badRequest(`There is no example upload ${exampleId}.`)
  // Through createUpload's fill: a copy cut off by a crash leaves no empty upload behind.
  return createUpload(context, caller, { upload_name: uploadName ?? example.title, fill: (uploadId) => copyFiles(context, uploadId, example.path) })
}
