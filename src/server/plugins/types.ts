// The widget, menu item and card types a plugin's GUI module registers, as its manifest
// declares them: the core/apps definitions the server's app and config checks read, so
// that an app naming the type is checked with the plugin's schema and quantities
// without loading React code.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  builtInCard,
  builtInMenuItem,
  builtInWidget,
  defineCard,
  isFields,
  quantityFields,
  type CardType,
  type JsonSchema,
  type MenuItemType,
  type QuantityField,
  type TypeContribution,
  type WidgetType,
} from '../../core/apps'
import type { PluginManifest, PluginTypes, QuantityField as ManifestQuantityField, SchemaRef } from '../../core/config/pluginManifest.generated'
import { ConfigError } from '../config/load'

/** A schema written inline, or read from its JSON file (relative to the plugin's folder). */
export async function readSchemaRef(dir: string, ref: SchemaRef, where: string): Promise<JsonSchema> {
  if (typeof ref !== 'string') return isFields(ref) ? ref : {}
  const file = resolve(dir, ref)
  try {
    const schema: unknown = JSON.parse(await readFile(file, 'utf8'))
    if (isFields(schema)) return schema
    throw new Error('not a JSON object')
  } catch (error) {
    throw new ConfigError(`${where}: ${file} is not a JSON Schema (${error instanceof Error ? error.message : String(error)})`)
  }
}

const fields = (declared: readonly ManifestQuantityField[]): QuantityField[] =>
  declared.map(({ field, use, unit, target, optional, default: name }) => ({
    field,
    use,
    ...(unit !== undefined && { unit }),
    ...(target !== undefined && { target }),
    ...(optional !== undefined && { optional }),
    ...(name !== undefined && { default: name }),
  }))

/** The types of one plugin; `file` names the manifest in messages. A plugin cannot replace a built-in type. */
export async function pluginTypes(dir: string, manifest: PluginManifest, file: string): Promise<TypeContribution> {
  const declared: PluginTypes = manifest.types ?? { widgets: [], menu_items: [], cards: [] }
  const clash = (kind: string, index: number, type: string) =>
    new ConfigError(`${file}: types.${kind}[${index}].type: "${type}" is a built-in type; a plugin adds types of its own names`)

  const widgets: WidgetType[] = []
  for (const [index, widget] of declared.widgets.entries()) {
    if (builtInWidget(widget.type)) throw clash('widgets', index, widget.type)
    widgets.push({
      type: widget.type,
      legacyTypes: [],
      schema: await readSchemaRef(dir, widget.schema, `${file}: types.widgets[${index}].schema`),
      quantities: quantityFields(fields(widget.quantities)),
    })
  }
  const menuItems: MenuItemType[] = []
  for (const [index, item] of declared.menu_items.entries()) {
    if (builtInMenuItem(item.type)) throw clash('menu_items', index, item.type)
    menuItems.push({
      type: item.type,
      schema: item.schema === undefined ? {} : await readSchemaRef(dir, item.schema, `${file}: types.menu_items[${index}].schema`),
      quantities: quantityFields(fields(item.quantities)),
    })
  }
  const cards: CardType[] = []
  for (const [index, card] of declared.cards.entries()) {
    if (builtInCard(card.type)) throw clash('cards', index, card.type)
    const schema = card.schema === undefined ? undefined : await readSchemaRef(dir, card.schema, `${file}: types.cards[${index}].schema`)
    cards.push(defineCard({ type: card.type, description: card.description, ...(schema && { schema }) }))
  }
  return { widgets, menuItems, cards }
}
