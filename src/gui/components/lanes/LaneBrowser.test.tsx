// @vitest-environment jsdom
// The lane browser (spec 2 §2.6, §4.6, lane errors of §5) over a tree of plain objects.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LaneBrowser, LaneItem, resolveIndex, useLoadMore, type LaneAdaptor, type LaneKey } from '.'

type Tree = { readonly [key: string]: Tree | readonly Tree[] | string }

interface Options {
  readonly failInit?: (node: Tree) => boolean
  readonly side?: (node: Tree) => boolean
  readonly inits?: string[]
}

/** A lane per object: its keys as items; lists as `name:index` items. */
function treeAdaptor(node: Tree, name: string, options: Options = {}): LaneAdaptor {
  return {
    label: name,
    initialize() {
      options.inits?.push(name)
      if (options.failInit?.(node)) throw new Error('cannot')
    },
    itemAdaptor({ name: key, index }: LaneKey) {
      const value = node[key]
      if (value === undefined || typeof value === 'string') return undefined
      if (Array.isArray(value)) {
        const at = index === undefined ? undefined : resolveIndex(index, value.length)
        return at === undefined ? undefined : treeAdaptor(value[at], `${key}:${at}`, options)
      }
      if (index !== undefined) return undefined
      return treeAdaptor(value as Tree, key, options)
    },
    render: () => <TreeLane node={node} />,
    sidePanel: options.side?.(node) ? () => ({ label: 'Side', content: typeof node.file === 'string' ? <p>file {node.file}</p> : undefined }) : undefined,
  }
}

function TreeLane({ node }: { readonly node: Tree }) {
  const [shown, setShown] = useState(2)
  useLoadMore(() => setShown((count) => count + 2))
  return (
    <>
      <p>shown {shown}</p>
      {Object.entries(node).map(([key, value]) =>
        typeof value === 'string' ? (
          <p key={key}>
            {key} = {value}
          </p>
        ) : Array.isArray(value) ? (
          value.map((_, index) => (
            <LaneItem key={`${key}:${index}`} itemKey={{ name: key, index }} count={value.length}>
              {key}:{index}
            </LaneItem>
          ))
        ) : (
          <LaneItem key={key} itemKey={key}>
            {key}
          </LaneItem>
        ),
      )}
    </>
  )
}

const TREE: Tree = {
  run: [{ system: { atoms: { labels: 'Na Cl' } } }, { system: { atoms: { labels: 'K Br' } }, calc: { energy: '1' } }],
  'a/b:c': { inner: 'yes' },
  meta: { file: 'x.h5' },
}

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>
}

function renderLanes(path: string, root: LaneAdaptor = treeAdaptor(TREE, 'root')) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LaneBrowser baseUrl="/e/data" adaptor={root} />
      <Location />
    </MemoryRouter>,
  )
}

/** Scrolls a lane to its end (jsdom has no layout: the sizes are made up). */
function scrollDown(region: HTMLElement, scrollTop = 900) {
  const scroll = region.querySelector('.tessera-lane-scroll') as HTMLElement
  Object.defineProperties(scroll, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 100, configurable: true } })
  scroll.scrollTop = scrollTop
  fireEvent.scroll(scroll)
}

const lane = (name: string) => screen.findByRole('region', { name })
const location = () => screen.getByRole('status', { name: 'location' }).textContent

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('LaneBrowser', () => {
  it('opens one lane per segment, with name:index and negative indices', async () => {
    renderLanes('/e/data/run:-1/system/atoms')
    expect((await lane('atoms')).textContent).toContain('labels = K Br')
    const lanes = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))
    expect(lanes).toEqual(['root', 'run:1', 'system', 'atoms'])
    // The item the next lane shows is highlighted, a negative index resolved.
    const selected = within(await lane('root')).getByRole('link', { current: 'location' })
    expect((selected).textContent).toContain('run:1')
  })

  it('links items to the lane path plus the encoded key, and clicking opens the lane', async () => {
    renderLanes('/e/data')
    const root = await lane('root')
    expect(within(root).getByRole('link', { name: 'a/b:c' }).getAttribute('href')).toBe('/e/data/a!sb!cc')
    fireEvent.click(within(root).getByRole('link', { name: 'a/b:c' }))
    expect((await lane('a/b:c')).textContent).toContain('inner = yes')
    expect(location()).toBe('/e/data/a!sb!cc')
  })

  it('keeps lanes left of a changed segment and rebuilds those right of it', async () => {
    const inits: string[] = []
    renderLanes('/e/data/run:0/system', treeAdaptor(TREE, 'root', { inits }))
    await lane('system')
    // The root lane loaded more (its state); it survives a change further right.
    scrollDown(await lane('root'))
    expect((await lane('root')).textContent).toContain('shown 4')
    fireEvent.click(within(await lane('root')).getByRole('link', { name: 'run:1' }))
    expect(await lane('run:1')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'system' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'run:0' })).toBeNull()
    expect((await lane('root')).textContent).toContain('shown 4')
    expect(inits).toEqual(['root', 'run:0', 'system', 'run:1'])
    fireEvent.click(within(await lane('run:1')).getByRole('link', { name: 'calc' }))
    expect((await lane('calc')).textContent).toContain('energy = 1')
    // Root and run:1 were kept (not initialized again).
    expect(inits).toEqual(['root', 'run:0', 'system', 'run:1', 'calc'])
  })

  it('loads more at 95 % of the scroll height', async () => {
    renderLanes('/e/data')
    scrollDown(await lane('root'), 500)
    expect((await lane('root')).textContent).toContain('shown 2')
    scrollDown(await lane('root'), 860)
    expect((await lane('root')).textContent).toContain('shown 4')
  })

  it.each([
    ['/e/data/nothing', 'nothing', 'The item "nothing" could not be found.'],
    ['/e/data/run:5/system', 'run:5', 'The item "run:5" could not be found.'],
    ['/e/data/meta:0', 'meta:0', 'The item "meta:0" could not be found.'],
  ])('%s: a segment that does not resolve says so, and no lanes follow', async (path, name, message) => {
    renderLanes(path)
    expect((await lane(name)).textContent).toContain(message)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('a lane whose adaptor throws on initialize: Could not initialize view', async () => {
    renderLanes('/e/data', treeAdaptor(TREE, 'root', { failInit: () => true }))
    expect((await lane('root')).textContent).toBe('Could not initialize view')
    cleanup()
    renderLanes('/e/data/a!sb!cc', treeAdaptor(TREE, 'root', { failInit: (node) => 'inner' in node }))
    expect((await lane('a/b:c')).textContent).toContain('Could not initialize view: item "a/b:c" not found.')
  })

  it('an adaptor whose render throws: the lane says so, the others stay', async () => {
    const broken: LaneAdaptor = {
      itemAdaptor: () => undefined,
      render: () => {
        throw new Error('broken')
      },
    }
    const root: LaneAdaptor = { ...treeAdaptor(TREE, 'root'), itemAdaptor: () => broken }
    renderLanes('/e/data/anything', root)
    expect((await lane('anything')).textContent).toContain('This section could not be rendered, due to an unexpected error.')
    expect((await lane('root')).textContent).toContain('meta')
  })

  it('shows the deepest side panel beside the lanes, Loading... until its content is known', async () => {
    renderLanes('/e/data/meta', treeAdaptor(TREE, 'root', { side: (node) => 'file' in node || 'run' in node }))
    const side = await screen.findByRole('complementary', { name: 'Side' })
    expect((side).textContent).toContain('file x.h5')
    cleanup()
    renderLanes('/e/data', treeAdaptor(TREE, 'root', { side: (node) => 'run' in node }))
    expect((await screen.findByRole('complementary', { name: 'Side' })).textContent).toContain('Loading...')
  })

  it('takes the lane width from the adaptor', async () => {
    renderLanes('/e/data', { ...treeAdaptor(TREE, 'root'), width: 420 })
    expect((await lane('root')).style.width).toBe('420px')
  })
})
