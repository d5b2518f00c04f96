// Finds users by name (`GET users?prefix=`) or, with the group search feature on, groups
// by name (`GET groups?search_terms=`) 700 ms after the last key stroke (spec 3 §5, §9),
// hiding those already members; choosing one adds it with the role chosen beside.
import { FormGroup, HTMLSelect, MenuItem } from '@blueprintjs/core'
import { PeopleIcon, PersonIcon, SearchIcon } from '@blueprintjs/icons'
import { Suggest } from '@blueprintjs/select'
import '@blueprintjs/select/lib/css/blueprint-select.css'
import { useMemo, useState } from 'react'
import { useGroupsQuery, useUsersQuery } from '../../api'
import { useEnv } from '../../runtime'
import { groupMember, isMember, MEMBER_ROLES, memberRole, ROLES, userMember, type Member, type MemberType, type Role } from './members'
import { useDebounced } from './useDebounced'

/** Spec 3 §9: the member search debounce. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 700

export const SEARCH_TEXTS = {
  label: 'Add a member',
  userPlaceholder: "Search the member's name",
  groupPlaceholder: "Search the group's name",
  role: "The new member's role",
  type: 'Search for',
  noResults: 'No matches.',
  searching: 'Searching ...',
  type_user: 'User',
  type_group: 'Group',
} as const

export interface MemberSearchProps {
  members: readonly Member[]
  onAdd: (member: Member) => void
}

export function MemberSearch({ members, onAdd }: MemberSearchProps) {
  const { uploadMembersGroupSearchEnabled: groupsOn } = useEnv()
  const [type, setType] = useState<MemberType>('user')
  const [role, setRole] = useState<Role>(ROLES.coauthor)
  const [query, setQuery] = useState('')
  const settled = useDebounced(query.trim(), MEMBER_SEARCH_DEBOUNCE_MS)
  const waiting = settled !== query.trim()
  const users = useUsersQuery({ prefix: settled }, { skip: type !== 'user' || !settled })
  const groups = useGroupsQuery({ searchTerms: settled }, { skip: type !== 'group' || !settled })
  const owners = useUsersQuery({ userId: [...new Set((groups.currentData?.data ?? []).map((group) => group.owner))] }, {
    skip: type !== 'group' || !groups.currentData?.data.length,
  })

  const candidates = useMemo(() => {
    if (!settled) return []
    const found: Member[] =
      type === 'user'
        ? (users.currentData?.data ?? []).map((user) => userMember(user, role))
        : (groups.currentData?.data ?? []).map((group) =>
            groupMember(group, role, owners.currentData?.data.find((owner) => owner.user_id === group.owner)?.name))
    return found.filter((candidate) => !isMember(members, candidate))
  }, [settled, type, users.currentData, groups.currentData, owners.currentData, members, role])

  const fetching = waiting || (type === 'user' ? users.isFetching : groups.isFetching)
  return (
    <FormGroup label={SEARCH_TEXTS.label} className="tessera-member-search">
      <div className="tessera-member-search-row">
        {groupsOn && (
          <HTMLSelect
            aria-label={SEARCH_TEXTS.type}
            value={type}
            onChange={(event) => setType(event.currentTarget.value === 'group' ? 'group' : 'user')}
            options={[{ value: 'user', label: SEARCH_TEXTS.type_user }, { value: 'group', label: SEARCH_TEXTS.type_group }]}
          />
        )}
        <Suggest<Member>
          fill
          items={candidates}
          query={query}
          onQueryChange={setQuery}
          selectedItem={null}
          resetOnSelect
          itemsEqual={(a, b) => a.type === b.type && a.id === b.id}
          inputValueRenderer={(member) => member.name}
          itemRenderer={(member, { handleClick, handleFocus, modifiers, ref }) => (
            <MenuItem
              key={`${member.type}:${member.id}`}
              ref={ref}
              active={modifiers.active}
              icon={member.type === 'user' ? <PersonIcon /> : <PeopleIcon />}
              text={member.name}
              label={member.affiliation}
              onClick={handleClick}
              onFocus={handleFocus}
              roleStructure="listoption"
            />
          )}
          onItemSelect={(member) => {
            onAdd({ ...member, role })
            setQuery('')
          }}
          initialContent={null}
          noResults={<MenuItem disabled text={fetching ? SEARCH_TEXTS.searching : SEARCH_TEXTS.noResults} roleStructure="listoption" />}
          inputProps={{
            leftIcon: <SearchIcon />,
            placeholder: type === 'user' ? SEARCH_TEXTS.userPlaceholder : SEARCH_TEXTS.groupPlaceholder,
            'aria-label': type === 'user' ? SEARCH_TEXTS.userPlaceholder : SEARCH_TEXTS.groupPlaceholder,
          }}
          popoverProps={{ minimal: true, matchTargetWidth: true }}
        />
        <HTMLSelect
          aria-label={SEARCH_TEXTS.role}
          value={role}
          onChange={(event) => setRole(memberRole(event.currentTarget.value))}
          options={MEMBER_ROLES.map((option) => ({ value: option, label: option }))}
        />
      </div>
    </FormGroup>
  )
}
