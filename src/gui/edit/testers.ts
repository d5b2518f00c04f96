// How the edit components rank a quantity definition (JSON Forms' testers): the ELN
// annotation's component ranks highest, a list shape wraps any item editor, and the
// type is the fallback; any value at all can still be edited as JSON.
import { and, not, or, rankWith, type Predicate, type QuantityKind, type Tester } from '../runtime'
import { elnAnnotation, type EditQuantityDefinition } from './definition'

/** Ranks, highest first. */
export const RANK = {
  /** A list (shape of one dimension): the list editor wraps the item's editor. */
  list: 100,
  /** The ELN annotation names the component. */
  annotation: 10,
  /** The annotation's suggestions on a string. */
  suggestions: 3,
  /** The quantity's type. */
  type: 1,
  /** Anything: the value as JSON. */
  any: 0,
} as const

export const hasComponent =
  (...components: readonly string[]): Predicate<EditQuantityDefinition> =>
  (definition) => {
    const component = elnAnnotation(definition).component
    return component !== undefined && components.includes(component)
  }

export const hasSuggestions: Predicate<EditQuantityDefinition> = (definition) => (elnAnnotation(definition).suggestions?.length ?? 0) > 0

const scalar: Predicate<EditQuantityDefinition> = (definition) => definition.shape.length === 0

/** Annotated with one of `components`, or (as a scalar) of one of the fallback types. */
export function componentTester(components: readonly string[], fallback?: Predicate<EditQuantityDefinition>, fallbackRank: number = RANK.type): Tester<EditQuantityDefinition> {
  const byAnnotation = rankWith<EditQuantityDefinition>(RANK.annotation, and(scalar, hasComponent(...components)))
  const byType = fallback ? rankWith<EditQuantityDefinition>(fallbackRank, and(scalar, fallback)) : undefined
  return (definition) => Math.max(byAnnotation(definition), byType ? byType(definition) : -1)
}

/**
 * The runtime's `quantityKind` for the loose definition type: NOMAD's spellings too
 * (`np.float64`, `Enum`, `Datetime`); undefined for a type no editor knows.
 */
export function kindOf(type: EditQuantityDefinition['type']): QuantityKind | undefined {
  const data = typeof type.type_data === 'string' ? type.type_data.replace(/^np\./, '').toLowerCase() : ''
  switch (type.type_kind.toLowerCase()) {
    case 'python':
      return data === 'str' || data === 'int' || data === 'float' || data === 'bool' ? data : undefined
    case 'numpy':
      return data.startsWith('float') ? 'float' : data.startsWith('int') || data.startsWith('uint') ? 'int' : data === 'bool' || data === 'bool_' ? 'bool' : undefined
    case 'enum':
      return 'enum'
    case 'custom':
      return data.endsWith('datetime') ? 'datetime' : undefined
    case 'user':
      return 'user'
    case 'author':
      return 'author'
    case 'reference':
      return 'reference'
    default:
      return undefined
  }
}

// The runtime's quantity predicates take core's strict types; definitions from schemas are looser.
export const isQuantityType =
  (...kinds: readonly QuantityKind[]): Predicate<EditQuantityDefinition> =>
  (definition) => {
    const kind = kindOf(definition.type)
    return kind !== undefined && kinds.includes(kind)
  }

export const isList: Predicate<EditQuantityDefinition> = (definition) => definition.shape.length === 1
export const isString: Predicate<EditQuantityDefinition> = isQuantityType('str')
export const isNumber: Predicate<EditQuantityDefinition> = isQuantityType('int', 'float')
export const isPlainString: Predicate<EditQuantityDefinition> = and(isString, not(hasSuggestions))
export const isUserOrString: Predicate<EditQuantityDefinition> = or(isString, isQuantityType('user'))
