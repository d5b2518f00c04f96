// @vitest-environment jsdom
// useSectionDefinition through the store's API cache: an ELN archive's m_def resolved to
// its upload's schema with the built-in bases merged, an unknown section, and the
// schema entry asked for once however many sections read it.
import { cleanup, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it } from 'vitest'
import { entryId as entryIdOf } from '../../core/ids'
import { ApiClient } from '../api'
import { fakeFetch, jsonResponse } from '../app/testing/fakeFetch'
import { createStore } from '../app/store'
import { useSectionDefinition, type DefinitionContext } from '.'

afterEach(cleanup)

const UPLOAD = 'up-1'
const SCHEMA = entryIdOf(UPLOAD, 'thin_film.schema.archive.yaml')
const definitions = {
  section_definitions: [
    {
      name: 'ThinFilmSample',
      base_sections: ['nomad.datamodel.metainfo.eln.Sample'],
      quantities: [{ name: 'thickness', type: { type_kind: 'numpy', type_data: 'float64' }, unit: 'nm', m_annotations: { eln: { defaultDisplayUnit: 'nm' } } }],
      sub_sections: [],
    },
  ],
}

function Probe({ mDef, context, id }: { mDef: string; context: DefinitionContext; id: string }) {
  const state = useSectionDefinition(mDef, context)
  if (state.status === 'loading') return <p>{id}: loading</p>
  if (state.status === 'error') return <p>{id}: {state.error}</p>
  const thickness = state.section.quantities.find((q) => q.name === 'thickness')
  return (
    <p>
      {id}: {state.section.definition.qualifiedName} {state.section.quantities.length > 1 ? 'inherits' : 'alone'} {thickness?.m_annotations?.eln?.defaultDisplayUnit}
    </p>
  )
}

function setup() {
  const asked: string[] = []
  const fetch = fakeFetch({
    [`entries/${SCHEMA}/archive/query`]: ({ path }) => {
      asked.push(path)
      return jsonResponse({ entry_id: SCHEMA, data: { entry_id: SCHEMA, upload_id: UPLOAD, archive: { definitions } } })
    },
  })
  const store = createStore({ client: new ApiClient({ apiBase: 'http://localhost:8000/api', fetch }) })
  return { store, asked }
}

describe('useSectionDefinition', () => {
  it("resolves an ELN archive's m_def in its upload, bases merged, the schema read once", async () => {
    const { store, asked } = setup()
    const context = { uploadId: UPLOAD, entryId: 'data-entry' }
    render(
      <Provider store={store}>
        <Probe id="a" mDef="../upload/raw/thin_film.schema.archive.yaml#/definitions/section_definitions/0" context={context} />
        <Probe id="b" mDef="../upload/raw/thin_film.schema.archive.yaml#ThinFilmSample" context={context} />
        <Probe id="c" mDef="nomad.datamodel.NoSuchSection" context={context} />
      </Provider>,
    )
    expect(await screen.findByText(`a: entry_id:${SCHEMA}.ThinFilmSample inherits nm`)).toBeTruthy()
    expect(await screen.findByText(`b: entry_id:${SCHEMA}.ThinFilmSample inherits nm`)).toBeTruthy()
    expect(await screen.findByText('c: Cannot resolve the section definition nomad.datamodel.NoSuchSection.')).toBeTruthy()
    expect(asked).toHaveLength(1)
  })

  it('cannot read an upload-relative m_def without its upload', async () => {
    const { store } = setup()
    render(
      <Provider store={store}>
        <Probe id="d" mDef="../upload/raw/thin_film.schema.archive.yaml#ThinFilmSample" context={{}} />
      </Provider>,
    )
    expect(await screen.findByText('d: Cannot resolve the section definition ../upload/raw/thin_film.schema.archive.yaml#ThinFilmSample.')).toBeTruthy()
  })
})
