// An author (AuthorEditQuantity / the Author type): the shared author fields; the user
// search asks `GET users?prefix` 700 ms after the last key (spec 3 §5 member search), and
// a text with an at sign is looked up as an email address (spec 2 §5.6), which finds the
// account whose name the user does not know.
import { useState } from 'react'
import { useUsersQuery } from '../../api'
import { AuthorFields, authorOf, authorValue } from '../../components/inputs'
import { useDebouncedValue } from '../../search/sectionSelect'
import type { EditQuantityProps } from '../editorDef'
import { Field } from '../Field'

export const USER_SEARCH_DEBOUNCE_MS = 700

export default function AuthorEdit({ definition, value, onChange }: EditQuantityProps) {
  const [prefix, setPrefix] = useState('')
  const settled = useDebouncedValue(prefix.trim(), USER_SEARCH_DEBOUNCE_MS)
  const users = useUsersQuery(settled.includes('@') ? { email: [settled] } : { prefix: settled }, { skip: settled === '' })
  return (
    <Field definition={definition}>
      <AuthorFields
        value={authorOf(value)}
        onChange={(author) => onChange(authorValue(author))}
        users={settled === '' ? [] : (users.data?.data ?? [])}
        searching={users.isFetching || prefix.trim() !== settled}
        onSearch={setPrefix}
      />
    </Field>
  )
}
