// What the heterogeneous catalysis card reads: results.properties.catalytic (spec 3 §2.2;
// core/metainfo/results/properties/catalytic.ts) — the catalyst, the test reaction with its
// conditions, reactants and products. It is in the entry's search metadata already, so
// the card costs no archive request. Conditions and figures of merit may be single
// values or series (a light-off curve: conversion against temperature).
import { readArchive, type ArchiveReader } from '../../../../core/archive'
import { MalformedData, optionalNumber, optionalString, readOrMalformed } from '../propertyCard'

export const CATALYTIC_PATH = 'results.properties.catalytic'

/** One value, or a series of them. */
export type Values = readonly number[]

export interface Catalyst {
  readonly name?: string
  readonly types: readonly string[]
  readonly support?: string
  readonly preparationMethod?: string
  readonly characterizationMethods: readonly string[]
  /** meter ** 2 / kilogram */
  readonly surfaceArea?: number
}

export interface Reagent {
  readonly name: string
  /** Percent. */
  readonly figure?: Values
  /** Fractions between 0 and 1. */
  readonly gasConcentration?: Values
}

export interface Reaction {
  readonly name?: string
  readonly types: readonly string[]
  /** kelvin, pascal */
  readonly temperature?: Values
  readonly pressure?: Values
  readonly reactants: readonly Reagent[]
  readonly products: readonly Reagent[]
}

export interface Catalysis {
  readonly catalyst?: Catalyst
  readonly reaction?: Reaction
}

const absent = (value: unknown) => value === undefined || value === null

/** Text or a list of texts (metainfo's shape ANY): always a list. */
function texts(section: ArchiveReader, key: string): readonly string[] {
  const raw = section.section[key]
  if (absent(raw)) return []
  if (typeof raw === 'string') return [raw]
  const list = section.strings(key)
  if (!list) throw new MalformedData(`${key} is not text`)
  return list
}

/** A number or a list of numbers: always a list; missing stays undefined. */
function values(section: ArchiveReader, key: string): Values | undefined {
  const raw = section.section[key]
  if (absent(raw)) return undefined
  if (typeof raw === 'number') return [raw]
  const list = section.numbers(key)
  if (!list) throw new MalformedData(`${key} is not a number`)
  return list
}

function reagents(parent: ArchiveReader, key: string, figure: string, concentration: string): readonly Reagent[] {
  const raw = parent.section[key]
  if (absent(raw)) return []
  if (!Array.isArray(raw)) throw new MalformedData(`${key} is not a list`)
  return raw.map((_, index) => {
    const section = parent.child([key, index])
    if (!section) throw new MalformedData(`an item of ${key} that is not a section`)
    const value = values(section, figure)
    const gas = values(section, concentration)
    return { name: optionalString(section, 'name') ?? `${index + 1}`, ...(value && { figure: value }), ...(gas && { gasConcentration: gas }) }
  })
}

function catalyst(section: ArchiveReader): Catalyst {
  const name = optionalString(section, 'catalyst_name')
  const support = optionalString(section, 'support')
  const preparationMethod = optionalString(section, 'preparation_method')
  const surfaceArea = optionalNumber(section, 'surface_area')
  return {
    types: texts(section, 'catalyst_type'),
    characterizationMethods: texts(section, 'characterization_methods'),
    ...(name !== undefined && { name }),
    ...(support !== undefined && { support }),
    ...(preparationMethod !== undefined && { preparationMethod }),
    ...(surfaceArea !== undefined && { surfaceArea }),
  }
}

function reaction(section: ArchiveReader): Reaction {
  const name = optionalString(section, 'name')
  const conditions = section.child('reaction_conditions')
  if (!absent(section.section.reaction_conditions) && !conditions) throw new MalformedData('reaction_conditions is not a section')
  const temperature = conditions && values(conditions, 'temperature')
  const pressure = conditions && values(conditions, 'pressure')
  return {
    types: texts(section, 'type'),
    reactants: reagents(section, 'reactants', 'conversion', 'gas_concentration_in'),
    products: reagents(section, 'products', 'selectivity', 'gas_concentration_out'),
    ...(name !== undefined && { name }),
    ...(temperature && { temperature }),
    ...(pressure && { pressure }),
  }
}

/** The catalysis of the entry's metadata: undefined when there is none, 'malformed' when it cannot be read. */
export function readCatalysis(metadata: unknown): Catalysis | 'malformed' | undefined {
  const catalytic = readArchive(metadata)?.child(CATALYTIC_PATH)
  if (!catalytic) return undefined
  return readOrMalformed(() => {
    const part = <T,>(key: string, read: (section: ArchiveReader) => T): T | undefined => {
      if (absent(catalytic.section[key])) return undefined
      const section = catalytic.child(key)
      if (!section) throw new MalformedData(`${key} is not a section`)
      return read(section)
    }
    const found = { catalyst: part('catalyst', catalyst), reaction: part('reaction', reaction) }
    return { ...(found.catalyst && { catalyst: found.catalyst }), ...(found.reaction && { reaction: found.reaction }) }
  })
}
