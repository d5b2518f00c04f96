// Public face of the edit components (issue 18, spec 1 §3 `dev/editquantity`): the one
// entry point `EditQuantity`, which draws the best-ranked component of the runtime's
// `editors` registry for a quantity definition; the definition and props types; the
// built-in components' definitions for the built-ins plugin.
export { EditQuantity } from './EditQuantity'
export type { EditContext, EditorDef, EditorRegistry, EditQuantityProps } from './editorDef'
export { elnAnnotation, itemDefinition, quantityLabel } from './definition'
export type { EditQuantityDefinition, ElnAnnotation } from './definition'
// Every built-in component's definition, in the order the built-ins plugin registers them.
export { EDITORS } from './defs'
export { componentTester, hasComponent, RANK } from './testers'
// The components' pure rules (number, dates, lists, references) stay inside their lazy
// chunks: the built-ins plugin imports this index, so what it exports is first paint.
