// The part of schemas/plugin.schema.json the generator writes: the uses a plugin type's
// quantity field may name are core/apps' QUANTITY_USES, so the manifest cannot drift
// from the table the server's app rules read.
import { QUANTITY_USES } from '../../src/core/apps'

type Schema = { [keyword: string]: unknown }

export function pluginSchemaWithUses(schema: Schema): Schema {
  const definitions = schema.definitions as { QuantityField: { properties: { use: Schema } } }
  definitions.QuantityField.properties.use = { ...definitions.QuantityField.properties.use, enum: Object.keys(QUANTITY_USES) }
  return schema
}
