// core/api's types against the route schemas, which validate requests and make the
// OpenAPI document: what the GUI sends fits the request schema, and an answer of the
// core/api type has exactly the properties its response schema lists. Checked by the
// compiler (the typecheck fails when they drift); the test prints what it compared.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { describe, expect, it } from 'vitest'
import type {
  AccessTokenResponse, AppTokenInfo, Dataset, DatasetCreate, GroupEdit, SuggestionsRequest, User, UserGroup,
} from '../../../core/api'
import { appTokenRecord, tokenResponse } from './auth'
import { dataset, datasetCreate } from './datasets'
import { group, groupCreate, groupEdit } from './groups'
import { suggestionsBody } from './search'
import { fullUser } from './users'

/** The listed properties of a schema's type, without the index signatures of open objects (interfaces have none). */
type Listed<T> = T extends readonly (infer Item)[] ? Listed<Item>[]
  : T extends object ? { [Key in keyof T as string extends Key ? never : Key]: Listed<T[Key]> } : T
/** What a client may send: properties with defaults may be left out. */
type Sendable<Schema extends JSONSchema> = Listed<FromSchema<Schema, { keepDefaultedPropertiesOptional: true }>>

type Fits<A, B> = [A] extends [B] ? true : false
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false
const check = <T extends true>(value: T) => value

// Requests: the GUI's request type fits the route's body schema.
const requests = {
  'POST /datasets/': check<Fits<DatasetCreate, Sendable<typeof datasetCreate>>>(true),
  'POST /groups': check<Fits<{ group_name: string; members?: string[] }, Sendable<typeof groupCreate>>>(true),
  'POST /groups/{id}/edit': check<Fits<GroupEdit, Sendable<typeof groupEdit>>>(true),
  'POST /suggestions': check<Fits<SuggestionsRequest, Sendable<typeof suggestionsBody>>>(true),
}

// Responses: the core/api type fits the schema and the two list the same properties.
const responses = {
  dataset: check<Fits<Dataset, Listed<FromSchema<typeof dataset>>>>(true) && check<SameKeys<Dataset, Listed<FromSchema<typeof dataset>>>>(true),
  group: check<Fits<UserGroup, Listed<FromSchema<typeof group>>>>(true) && check<SameKeys<UserGroup, Listed<FromSchema<typeof group>>>>(true),
  user: check<Fits<User, Listed<FromSchema<typeof fullUser>>>>(true) && check<SameKeys<User, Listed<FromSchema<typeof fullUser>>>>(true),
  'app token': check<Fits<AppTokenInfo, Listed<FromSchema<typeof appTokenRecord>>>>(true)
    && check<SameKeys<AppTokenInfo, Listed<FromSchema<typeof appTokenRecord>>>>(true),
  'access token': check<Fits<AccessTokenResponse, Listed<FromSchema<typeof tokenResponse>>>>(true)
    && check<SameKeys<AccessTokenResponse, Listed<FromSchema<typeof tokenResponse>>>>(true),
}

describe('core/api and the route schemas', () => {
  it.each(Object.keys(requests))('the request of %s fits its body schema', (name) => {
    expect(requests[name as keyof typeof requests]).toBe(true)
  })
  it.each(Object.keys(responses))('a %s of core/api has the properties of its response schema', (name) => {
    expect(responses[name as keyof typeof responses]).toBe(true)
  })

  it('would notice a property the schema does not list (guarding the guard)', () => {
    // @ts-expect-error `extra` is not in the dataset schema
    expect(check<SameKeys<Dataset & { extra: string }, Listed<FromSchema<typeof dataset>>>>(true)).toBe(true)
    // @ts-expect-error a number is no dataset name
    expect(check<Fits<{ dataset_name: number }, Sendable<typeof datasetCreate>>>(true)).toBe(true)
  })
})
