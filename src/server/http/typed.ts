// Route handlers typed from their schemas: `request.query`, `params` and `body` are what
// the route's JSON Schema (the one that validates them and makes the OpenAPI document)
// lets through, and a handler's answer is checked against its response schema. The
// schemas stay the single source; json-schema-to-ts only reads them, at compile time.
import type {
  FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
} from 'fastify'
import type { FromSchema, JSONSchema } from 'json-schema-to-ts'

/**
 * What an answer must be to fit its response schema: read-only values will do (serialising
 * never changes them), and the index signature of an object open to more properties is
 * dropped, so interfaces fit too (fast-json-stringify writes the listed properties only).
 */
type Answer<T> = T extends readonly (infer Item)[] ? readonly Answer<Item>[]
  : T extends object ? { readonly [Key in keyof T as string extends Key ? never : Key]: Answer<T[Key]> } : T

export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown
  serializer: this['schema'] extends JSONSchema ? Answer<FromSchema<this['schema']>> : unknown
}

/** The app (or a plugin's scope) whose routes take their types from their schemas. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, SchemaTypes>

export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<SchemaTypes>()
