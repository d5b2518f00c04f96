// 'Manage upload members' (spec 3 §2.6 step 3, §4, §5): the members with their roles,
// a search to add users (and groups, with the feature on), the invite dialog, and the
// pending changes submitted as one verified edit.
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, Spinner, Tooltip } from '@blueprintjs/core'
import { TrashIcon } from '@blueprintjs/icons'
import { useMemo, useState } from 'react'
import { useGroupsQuery, useUsersQuery, type InvitedUser, type Upload } from '../../api'
import { DataTable, type DataColumn } from '../../components/dataTable'
import { DiscardChangesAlert } from '../metadata/DiscardChangesAlert'
import { editProblems } from '../metadata/editErrors'
import { useVerifiedEdit } from '../metadata/useVerifiedEdit'
import { InviteDialog, INVITE_TEXTS } from './InviteDialog'
import { MemberSearch } from './MemberSearch'
import {
  addMember, changeRole, memberIds, memberRole, membersChanged, membersMetadata, membersOf, MEMBER_ROLES, removeMember, ROLES,
  userMember, type GroupLike, type Member, type UserLike,
} from './members'

export const MEMBERS_TEXTS = {
  title: 'Manage upload members',
  intro: (entries: number) =>
    `Co-authors can change the upload like you; reviewers can only look at it. The upload holds ${entries} ${entries === 1 ? 'entry' : 'entries'}.`,
  table: 'Upload members',
  remove: 'Remove the member',
  mainAuthorFixed: "The main author's role cannot be changed or removed.",
  submit: 'Submit',
  cancel: 'Cancel',
  invited: (name: string) => `${name} was invited and added as co-author.`,
  invitationLink: 'Pass this link on, with which they set their password:',
} as const

export interface MembersDialogProps {
  upload: Upload
  isOpen: boolean
  onClose: () => void
}

/** The dialog frame: loads who the members are, then the editor. */
export function MembersDialog({ upload, isOpen, onClose }: MembersDialogProps) {
  const ids = useMemo(() => memberIds(upload), [upload])
  const skip = !isOpen
  const users = useUsersQuery({ userId: ids.users }, { skip })
  const groups = useGroupsQuery({ groupId: ids.groups }, { skip: skip || !ids.groups.length })
  const ownerIds = useMemo(() => [...new Set((groups.currentData?.data ?? []).map((group) => group.owner))], [groups.currentData])
  const owners = useUsersQuery({ userId: ownerIds }, { skip: skip || !ownerIds.length })
  const loaded = users.currentData && (!ids.groups.length || groups.currentData) && (!ownerIds.length || owners.currentData)
  const failed = users.error ?? groups.error ?? owners.error

  const initial = useMemo(() => {
    if (!loaded) return undefined
    const byUser = new Map<string, UserLike>([...(users.currentData?.data ?? []), ...(owners.currentData?.data ?? [])].map((user) => [user.user_id, user]))
    const byGroup = new Map<string, GroupLike>((groups.currentData?.data ?? []).map((group) => [group.group_id, group]))
    return membersOf(upload, byUser, byGroup)
  }, [loaded, upload, users.currentData, owners.currentData, groups.currentData])

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={MEMBERS_TEXTS.title} className="tessera-members-dialog" canOutsideClickClose={false} canEscapeKeyClose={false} isCloseButtonShown={false}>
      {initial ? (
        <MembersEditor key={upload.upload_id} upload={upload} initial={initial} onClose={onClose} />
      ) : (
        <DialogBody>{failed ? <Callout intent="danger">{editProblems(failed).general}</Callout> : <Spinner size={24} />}</DialogBody>
      )}
    </Dialog>
  )
}

function MembersEditor({ upload, initial, onClose }: { upload: Upload; initial: readonly Member[]; onClose: () => void }) {
  const [members, setMembers] = useState<readonly Member[]>(initial)
  const [asking, setAsking] = useState(false)
  const [inviting, setInviting] = useState(false)
  const [invited, setInvited] = useState<InvitedUser>()
  const [problem, setProblem] = useState<string>()
  const { submit, submitting } = useVerifiedEdit(upload.upload_id)
  const changed = membersChanged(initial, members)

  const cancel = () => (changed ? setAsking(true) : onClose())
  const save = async () => {
    setProblem(undefined)
    try {
      await submit(membersMetadata(members, upload))
      onClose()
    } catch (error) {
      const problems = editProblems(error)
      setProblem([...Object.values(problems.fields).flat(), ...(problems.general ? [problems.general] : [])].join(' '))
    }
  }

  const columns: DataColumn<Member>[] = [
    { key: 'name', label: 'Name', render: (member) => <MemberName member={member} /> },
    { key: 'affiliation', label: 'Affiliation', render: (member) => member.affiliation ?? '' },
    {
      key: 'role',
      label: 'Role',
      render: (member) =>
        member.role === ROLES.mainAuthor ? (
          <span title={MEMBERS_TEXTS.mainAuthorFixed}>{member.role}</span>
        ) : (
          <HTMLSelect
            minimal
            aria-label={`Role of ${member.name}`}
            value={member.role}
            onChange={(event) => setMembers(changeRole(members, member, memberRole(event.currentTarget.value)))}
            options={MEMBER_ROLES.map((role) => ({ value: role, label: role }))}
          />
        ),
    },
  ]

  return (
    <>
      <DialogBody className="tessera-members-body">
        <p>{MEMBERS_TEXTS.intro(upload.entries)}</p>
        <MemberSearch members={members} onAdd={(member) => setMembers(addMember(members, member))} />
        {invited && (
          <Callout intent="success" className="tessera-invited">
            {MEMBERS_TEXTS.invited(invited.name)}
            {invited.invitation_url && (
              <>
                {' '}{MEMBERS_TEXTS.invitationLink} <code className="tessera-invitation-url">{invited.invitation_url}</code>
              </>
            )}
          </Callout>
        )}
        <DataTable
          label={MEMBERS_TEXTS.table}
          columns={columns}
          rows={members}
          rowKey={(member) => `${member.type}:${member.id}`}
          rowName={(member) => member.name}
          columnChooser={false}
          rowActions={(member) => (
            <Button
              variant="minimal"
              icon={<TrashIcon />}
              aria-label={`${MEMBERS_TEXTS.remove} ${member.name}`}
              title={member.role === ROLES.mainAuthor ? MEMBERS_TEXTS.mainAuthorFixed : MEMBERS_TEXTS.remove}
              disabled={member.role === ROLES.mainAuthor}
              onClick={() => setMembers(removeMember(members, member))}
            />
          )}
        />
        {problem && <Callout intent="danger" role="alert" className="tessera-members-problem">{problem}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={MEMBERS_TEXTS.cancel} onClick={cancel} disabled={submitting} />
            <Button intent="primary" text={MEMBERS_TEXTS.submit} disabled={!changed} loading={submitting} onClick={() => void save()} />
          </>
        }
      >
        <Button variant="outlined" text={INVITE_TEXTS.button} onClick={() => setInviting(true)} />
      </DialogFooter>
      <InviteDialog
        isOpen={inviting}
        onClose={() => setInviting(false)}
        onInvited={(user) => {
          setInvited(user)
          setMembers((current) => addMember(current, userMember(user, ROLES.coauthor)))
        }}
      />
      <DiscardChangesAlert isOpen={asking} onCancel={() => setAsking(false)} onDiscard={onClose} />
    </>
  )
}

/** A member's name; a deleted user or group reads 'Error: {type} was deleted' with its id in a tooltip (spec 3 §8). */
function MemberName({ member }: { member: Member }) {
  if (!member.missing) return <>{member.name}</>
  return (
    <Tooltip content={member.id}>
      <span className="tessera-member-missing">{member.name}</span>
    </Tooltip>
  )
}
