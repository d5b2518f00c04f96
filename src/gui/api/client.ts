// The typed HTTP client for {apiBase}/v1. Every call gets a fresh token first (spec 1
// §4), errors become the catalogue classes, and requests in flight are counted so the
// shell can show its progress bar for any call, RTK Query or not.
import { ApiError, CannotReachApi, errorClassForStatus } from './errors'
import type { ValidationErrorItem } from './types'

export type QueryScalar = string | number | boolean
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined
export type Query = Record<string, QueryValue>
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Resolves the bearer token for the next call; undefined when logged out. */
export type TokenProvider = () => Promise<string | undefined>

export interface RequestOptions {
  query?: Query
  /** Sent as JSON unless it is already a body the browser sends as is (Blob, FormData, …). */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface ApiClientOptions {
  /** e.g. https://host/prefix/api (no trailing slash); calls go to {apiBase}/v1/{path}. */
  apiBase: string
  tokenProvider?: TokenProvider
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch
  /** Injected in tests; defaults to the global XMLHttpRequest (sends with upload progress). */
  xhr?: () => XMLHttpRequest
}

/** Bytes of a request body sent so far; `total` is unknown (0) until the browser knows it. */
export interface TransferProgress {
  loaded: number
  total: number
}

export interface SendOptions {
  method?: 'PUT' | 'POST'
  query?: Query
  onProgress?: (progress: TransferProgress) => void
  signal?: AbortSignal
}

const anonymous: TokenProvider = async () => undefined

export class ApiClient {
  readonly apiBase: string
  private tokenProvider: TokenProvider
  private readonly fetchImpl: typeof fetch
  private readonly xhrImpl: () => XMLHttpRequest
  private inFlight = 0
  private readonly listeners = new Set<() => void>()

  constructor(options: ApiClientOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '')
    this.tokenProvider = options.tokenProvider ?? anonymous
    // Bound so that window.fetch is not called with the client as `this`.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
    this.xhrImpl = options.xhr ?? (() => new XMLHttpRequest())
  }

  /** The login integration swaps in its provider (OIDC) here. */
  setTokenProvider(provider: TokenProvider | undefined): void {
    this.tokenProvider = provider ?? anonymous
  }

  /** {apiBase}/v1/{path}?query, arrays as repeated keys (`?a=1&a=2`). */
  url(path: string, query?: Query): string {
    const url = `${this.apiBase}/v1/${path.replace(/^\/+/, '')}`
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      const values = Array.isArray(value) ? value : [value]
      for (const item of values) params.append(key, String(item))
    }
    const search = params.toString()
    if (!search) return url
    return `${url}${url.includes('?') ? '&' : '?'}${search}`
  }

  get<T>(path: string, query?: Query, options: Omit<RequestOptions, 'query' | 'body'> = {}): Promise<T> {
    return this.request<T>('GET', path, { ...options, query })
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('POST', path, { ...options, body })
  }

  put<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('PUT', path, { ...options, body })
  }

  delete<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
    return this.request<T>('DELETE', path, options)
  }

  /**
   * A GET whose answer is bytes, not text or JSON (file previews count bytes, h5web reads
   * typed arrays): as `request`, the body left undecoded.
   */
  async bytes(path: string, query?: Query, signal?: AbortSignal): Promise<ArrayBuffer> {
    this.setInFlight(this.inFlight + 1)
    try {
      const headers = await this.headers({ headers: { Accept: '*/*' } })
      let response: Response
      try {
        response = await this.fetchImpl(this.url(path, query), { method: 'GET', headers, signal })
      } catch (error) {
        if (isAbort(error)) throw error
        throw new CannotReachApi(error instanceof Error ? error.message : String(error))
      }
      if (!response.ok) throw await errorFromResponse(response)
      return await response.arrayBuffer()
    } finally {
      this.setInFlight(this.inFlight - 1)
    }
  }

  async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    this.setInFlight(this.inFlight + 1)
    try {
      const headers = await this.headers(options)
      const init: RequestInit = { method, headers, signal: options.signal }
      if (options.body !== undefined) init.body = encodeBody(options.body, headers)
      let response: Response
      try {
        response = await this.fetchImpl(this.url(path, options.query), init)
      } catch (error) {
        if (isAbort(error)) throw error
        throw new CannotReachApi(error instanceof Error ? error.message : String(error))
      }
      if (!response.ok) throw await errorFromResponse(response)
      return (await readBody(response)) as T
    } finally {
      this.setInFlight(this.inFlight - 1)
    }
  }

  /**
   * Sends a body (files as multipart FormData) and reports the bytes sent: fetch cannot
   * report upload progress (streamed request bodies need HTTP/2), XMLHttpRequest can.
   * Errors are the catalogue's, as for `request`.
   */
  async send<T>(path: string, body: XMLHttpRequestBodyInit, options: SendOptions = {}): Promise<T> {
    this.setInFlight(this.inFlight + 1)
    try {
      const headers = await this.headers({})
      const xhr = this.xhrImpl()
      const answer = new Promise<{ status: number; statusText: string; contentType: string; text: string }>((resolve, reject) => {
        xhr.onload = () =>
          resolve({ status: xhr.status, statusText: xhr.statusText, contentType: xhr.getResponseHeader('content-type') ?? '', text: xhr.responseText })
        xhr.onerror = () => reject(new CannotReachApi('The connection broke off while sending.'))
        xhr.onabort = () => reject(new DOMException('The transfer was cancelled.', 'AbortError'))
      })
      xhr.open(options.method ?? 'PUT', this.url(path, options.query))
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
      const { onProgress } = options
      if (onProgress) xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
      if (options.signal?.aborted) xhr.abort()
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(body)
      const response = await answer
      if (response.status < 200 || response.status >= 300) throw errorFromBody(response.status, response.statusText, response.text)
      if (!response.text) return undefined as T
      return (response.contentType.includes('json') ? JSON.parse(response.text) : response.text) as T
    } finally {
      this.setInFlight(this.inFlight - 1)
    }
  }

  /** Number of requests running now. */
  getInFlight = (): number => this.inFlight

  /** Calls `listener` whenever the number of running requests changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private setInFlight(count: number) {
    this.inFlight = count
    for (const listener of this.listeners) listener()
  }

  private async headers(options: RequestOptions): Promise<Record<string, string>> {
    let token: string | undefined
    try {
      token = await this.tokenProvider()
    } catch (error) {
      // A provider that cannot be reached is reported like an unreachable API.
      throw new CannotReachApi(`Could not refresh the login: ${error instanceof Error ? error.message : String(error)}`)
    }
    return {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit {
  if (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    return body as BodyInit
  }
  headers['Content-Type'] ??= 'application/json'
  return JSON.stringify(body)
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  if ((response.headers.get('content-type') ?? '').includes('json')) return JSON.parse(text)
  return text
}

/** The message of an error body: message or description, else detail, else undefined. */
export function messageOfErrorBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { message, description, detail } = body as { message?: unknown; description?: unknown; detail?: unknown }
  if (typeof message === 'string' && message) return message
  if (typeof description === 'string' && description) return description
  if (typeof detail === 'string' && detail) return detail
  if (Array.isArray(detail)) {
    const messages = (detail as Partial<ValidationErrorItem>[])
      .map((item) => item?.msg)
      .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0)
    if (messages.length) return messages.join('; ')
  }
  return undefined
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  return errorFromBody(response.status, response.statusText, await response.text())
}

function errorFromBody(status: number, statusText: string, text: string): ApiError {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const apiMessage = messageOfErrorBody(body) ?? (statusText || 'Request failed')
  const ErrorClass = errorClassForStatus(status)
  const problems = problemsOfErrorBody(body)
  return new ErrorClass(`${apiMessage} (${status})`, { status, apiMessage, ...(problems && { problems }) })
}

/** A 422's `detail` list, when the body has one. */
function problemsOfErrorBody(body: unknown): ValidationErrorItem[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { detail } = body as { detail?: unknown }
  if (!Array.isArray(detail)) return undefined
  const items = detail.filter(
    (item): item is ValidationErrorItem =>
      typeof item === 'object' && item !== null && Array.isArray((item as Partial<ValidationErrorItem>).loc) && typeof (item as Partial<ValidationErrorItem>).msg === 'string',
  )
  return items.length ? items : undefined
}
