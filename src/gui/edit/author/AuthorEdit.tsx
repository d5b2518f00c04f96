// An author (AuthorEditQuantity / the Author type): the shared author fields; the user
// search asks `GET users?prefix` 700 ms after the last key (spec 3 §5 member search).
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
  const users = useUsersQuery({ prefix: settled }, { skip: settled === '' })
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
