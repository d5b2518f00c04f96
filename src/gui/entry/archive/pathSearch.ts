// The toolbar's path search (spec 3 §2.3), pure: the URL a typed path jumps to — under
// the current lane, or from the root with a leading slash. `run/0/system` and
// `run:0/system` name the same lanes; `#/run/0` (a reference's fragment) works too.
import { decodeSegment, encodeSegment } from '../../components/lanes'

export function searchTarget(text: string, currentUrl: string, dataBase: string): string | undefined {
  let path = text.trim().replace(/^#/, '')
  if (path === '' || path === '/') return undefined
  const fromRoot = path.startsWith('/')
  path = path.replace(/^\/+|\/+$/g, '')
  const segments: string[] = []
  for (const raw of path.split('/').filter((segment) => segment !== '')) {
    const previous = segments.at(-1)
    // A number after a name is that list's index: `run/0` → `run:0`.
    const named = previous === undefined ? undefined : decodeSegment(previous)
    if (/^-?\d+$/.test(raw) && named !== undefined && named.index === undefined) {
      segments[segments.length - 1] = encodeSegment({ name: named.name, index: Number(raw) })
      continue
    }
    segments.push(encodeSegment(decodeSegment(raw)))
  }
  const base = (fromRoot ? dataBase : currentUrl).replace(/\/+$/, '')
  return [base, ...segments].join('/')
}
