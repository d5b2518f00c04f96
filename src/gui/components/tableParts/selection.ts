// Row selection of a data table (spec 1 §9 "Data tables", spec 2 §2.1): either "all",
// meaning every row of the table's source (also rows not loaded or on other pages), or a
// set of row ids. Plain JSON so it can live in a store.
export type Selection = { all: true } | { all: false; ids: readonly string[] }

export const NOTHING_SELECTED: Selection = { all: false, ids: [] }
export const ALL_SELECTED: Selection = { all: true }

export const isEmptySelection = (selection: Selection) => !selection.all && selection.ids.length === 0

export function isSelected(selection: Selection, id: string): boolean {
  return selection.all || selection.ids.includes(id)
}

/**
 * Toggles one row. Unticking a row of "all" leaves the other loaded rows ticked: the
 * selection then names ids, as only loaded rows can be named.
 */
export function toggleRow(selection: Selection, id: string, loadedIds: readonly string[]): Selection {
  if (selection.all) return { all: false, ids: loadedIds.filter((other) => other !== id) }
  return selection.ids.includes(id)
    ? { all: false, ids: selection.ids.filter((other) => other !== id) }
    : { all: false, ids: [...selection.ids, id] }
}

/** The header checkbox: anything ticked → nothing, nothing → all. */
export const toggleAll = (selection: Selection): Selection => (isEmptySelection(selection) ? ALL_SELECTED : NOTHING_SELECTED)

/** How many rows a selection holds, given the source's total. */
export const selectedCount = (selection: Selection, total: number) => (selection.all ? total : selection.ids.length)
