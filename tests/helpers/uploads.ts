import yazl from 'yazl'
import type { TestServer } from './server'

export const TEST_PARSERS = new URL('../fixtures/testParsers.ts', import.meta.url).href

export async function tokenFor(server: TestServer, username: string, password: string): Promise<string> {
  const response = await server.api(`/api/v1/auth/token?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`)
  return (await response.json()).access_token
}

export function bearer(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, accept: 'application/json', ...extra }
}

/** Waits until the upload has finished processing (polls like the GUI, every 100 ms here). */
export async function processed(server: TestServer, token: string, uploadId: string, timeoutMs = 30_000) {
  const started = Date.now()
  for (;;) {
    const response = await server.api(`/api/v1/uploads/${uploadId}`, { headers: bearer(token) })
    const { data } = await response.json()
    if (!data.process_running) return data
    if (Date.now() - started > timeoutMs) throw new Error(`upload ${uploadId} still processing: ${JSON.stringify(data)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A zip of the given files (path → content), built in memory for upload bodies. */
export function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name)
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject)
  })
}
