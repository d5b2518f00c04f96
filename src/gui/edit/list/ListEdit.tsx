// A list quantity (shape of one dimension): the item's own edit component for every
// item, ten to a page; a fixed shape shows exactly its items, any other list one empty
// slot at the end to add the next.
import { Button } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon, TrashIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { itemDefinition, quantityLabel } from '../definition'
import type { EditQuantityProps } from '../editorDef'
import { EditQuantity } from '../EditQuantity'
import { Field } from '../Field'
import { changedList, fixedLength, LIST_PAGE_SIZE, listItems, removedFromList } from './listItems'

export const listPageText = (page: number, pages: number) => `Page ${page + 1} of ${pages}`

export default function ListEdit({ definition, value, onChange, context }: EditQuantityProps) {
  const fixed = fixedLength(definition)
  const items = listItems(value, fixed)
  const pages = Math.max(1, Math.ceil(items.length / LIST_PAGE_SIZE))
  const [wantedPage, setPage] = useState(0)
  const page = Math.min(wantedPage, pages - 1)
  const first = page * LIST_PAGE_SIZE
  const label = quantityLabel(definition)
  return (
    <Field definition={definition}>
      <div className="tessera-edit-list" role="group" aria-label={label}>
        {items.slice(first, first + LIST_PAGE_SIZE).map((item, offset) => {
          const index = first + offset
          const isSlot = fixed === undefined && index === items.length - 1
          return (
            <div key={index} className="tessera-edit-list-item">
              <EditQuantity
                definition={itemDefinition(definition, index)}
                value={item}
                onChange={(next) => onChange(changedList(items, index, next, fixed))}
                context={context}
              />
              {fixed === undefined && !isSlot && (
                <Button icon={<TrashIcon />} variant="minimal" aria-label={`Remove ${label} ${index + 1}`} onClick={() => onChange(removedFromList(items, index))} />
              )}
            </div>
          )
        })}
        {pages > 1 && (
          <div className="tessera-edit-row">
            <Button icon={<ChevronLeftIcon />} variant="minimal" aria-label="Previous page" disabled={page === 0} onClick={() => setPage(page - 1)} />
            <span>{listPageText(page, pages)}</span>
            <Button icon={<ChevronRightIcon />} variant="minimal" aria-label="Next page" disabled={page >= pages - 1} onClick={() => setPage(page + 1)} />
          </div>
        )}
      </div>
    </Field>
  )
}
