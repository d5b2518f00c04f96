// The types an installation's config may name: the built-ins plus what the loaded
// plugins define. While the plugins are not known (`unknownTypes: 'pass'`), a type
// nobody defines passes, as a GUI plugin may register it; once they are, it is the
// catalogue's error ('Unknown widget type: {type}.').
import { builtInCard, type CardType } from './cards'
import { builtInMenuItem, type MenuItemType } from './menuItems'
import { builtInWidget, LEGACY_WIDGET_TYPES, type WidgetType } from './widgets'

/** What one plugin defines. */
export interface TypeContribution {
  readonly widgets?: readonly WidgetType[]
  readonly menuItems?: readonly MenuItemType[]
  readonly cards?: readonly CardType[]
}

export interface AppTypes {
  /** A widget type by name, legacy names of the built-ins included. */
  widget(type: string): WidgetType | undefined
  menuItem(type: string): MenuItemType | undefined
  card(type: string): CardType | undefined
  /** 'report': the plugins are known, so a type nobody defines is a config error. */
  readonly unknownTypes: 'pass' | 'report'
}

export interface AppTypesOptions {
  readonly plugins?: readonly TypeContribution[]
  readonly unknownTypes: 'pass' | 'report'
}

function byType<D extends { readonly type: string }>(defs: readonly D[]): ReadonlyMap<string, D> {
  return new Map(defs.map((def) => [def.type, def]))
}

/** The built-ins, then each plugin's types; a plugin cannot replace a built-in (the built-in wins). */
export function appTypes(options: AppTypesOptions): AppTypes {
  const plugins = options.plugins ?? []
  const widgets = byType(plugins.flatMap((plugin) => plugin.widgets ?? []))
  const menuItems = byType(plugins.flatMap((plugin) => plugin.menuItems ?? []))
  const cards = byType(plugins.flatMap((plugin) => plugin.cards ?? []))
  return {
    widget: (type) => builtInWidget(type) ?? widgets.get(LEGACY_WIDGET_TYPES[type] ?? type),
    menuItem: (type) => builtInMenuItem(type) ?? menuItems.get(type),
    card: (type) => builtInCard(type) ?? cards.get(type),
    unknownTypes: options.unknownTypes,
  }
}

/** The built-ins alone, with other types passing: what the server knows before it reads the plugins. */
export const BUILT_IN_TYPES: AppTypes = appTypes({ unknownTypes: 'pass' })
