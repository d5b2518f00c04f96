// The renderer registries later issues fill (STYLE.md "Registries, not switch
// statements"). Each feature narrows the Def type when it registers its built-ins; the
// kind strings are part of the error catalogue ('Unknown menu item type: {type}.').
import { createRegistry, type Def } from './registry'

// Props are `never` here because each registry's consumers know their own props; the
// feature that owns a registry re-exports it with a precise Def type.
type AnyDef = Def<unknown, never>

export const menuItems = createRegistry<AnyDef>('menu item')
export const widgets = createRegistry<AnyDef>('widget')
export const columns = createRegistry<AnyDef>('column format')
export const cards = createRegistry<AnyDef>('card')
export const previewers = createRegistry<AnyDef>('file previewer')
export const archiveLanes = createRegistry<AnyDef>('archive lane')
export const editors = createRegistry<AnyDef>('edit component')
