// Step 3, 'Edit visibility and access': who the members are, the members dialog, and the
// visible-for-all switch (the group 'all' among the reviewer groups; no embargo then, and
// not while one exists or processing runs: spec 3 §4).
import { Switch } from '@blueprintjs/core'
import { PeopleIcon } from '@blueprintjs/icons'
import { useMemo, useState } from 'react'
import { useEditUploadMutation, useGroupsQuery, useUsersQuery, type Upload } from '../../../api'
import { useErrors } from '../../../runtime'
import { MembersDialog } from '../../members/MembersDialog'
import { memberIds, membersOf, ROLES, type GroupLike, type Member, type UserLike } from '../../members/members'
import { ControlButton } from '../ControlButton'
import { STEPS } from '../messages'
import { Step } from '../Step'
import type { ControlState } from '../uploadControls'
import { EVERYBODY } from '../uploadFlags'

export const ACCESS_TEXTS = {
  intro: 'Co-authors can add files, edit and publish the upload with you; reviewers can see it before it is published.',
  manage: 'Manage members',
  visibleForAll: 'Visible for all',
  visibleForAllHelp:
    'Everybody, also visitors who are not logged in, can see the files and entries of the upload before it is published. '
    + 'An upload that is visible for all has no embargo.',
  members: 'Upload members',
} as const

export interface AccessStepProps {
  upload: Upload
  visibleForAll: boolean
  editMembers: ControlState
  switchControl: ControlState
}

export function AccessStep({ upload, visibleForAll, editMembers, switchControl }: AccessStepProps) {
  const [open, setOpen] = useState(false)
  const [edit, { isLoading }] = useEditUploadMutation()
  const { raiseError } = useErrors()
  const toggle = () => {
    const reviewer_groups = visibleForAll ? { remove: EVERYBODY } : { add: EVERYBODY }
    void edit({ uploadId: upload.upload_id, metadata: { reviewer_groups } }).unwrap().catch(raiseError)
  }
  return (
    <Step number={3} title={STEPS.access}>
      <p>{ACCESS_TEXTS.intro}</p>
      <MemberSummary upload={upload} />
      <div className="tessera-step-actions">
        <ControlButton control={editMembers} icon={<PeopleIcon />} text={ACCESS_TEXTS.manage} onClick={() => setOpen(true)} />
      </div>
      <Switch
        className="tessera-visible-for-all"
        label={ACCESS_TEXTS.visibleForAll}
        checked={visibleForAll}
        disabled={!switchControl.enabled || isLoading}
        onChange={toggle}
      />
      <p className="tessera-step-note">{switchControl.enabled || !switchControl.reason ? ACCESS_TEXTS.visibleForAllHelp : switchControl.reason}</p>
      {open && <MembersDialog upload={upload} isOpen={open} onClose={() => setOpen(false)} />}
    </Step>
  )
}

/** The members by role, in one line each. */
function MemberSummary({ upload }: { upload: Upload }) {
  const ids = useMemo(() => memberIds(upload), [upload])
  const users = useUsersQuery({ userId: ids.users })
  const groups = useGroupsQuery({ groupId: ids.groups }, { skip: !ids.groups.length })
  const members = useMemo(() => {
    if (!users.currentData) return undefined
    const byUser = new Map<string, UserLike>(users.currentData.data.map((user) => [user.user_id, user]))
    const byGroup = new Map<string, GroupLike>((groups.currentData?.data ?? []).map((group) => [group.group_id, group]))
    return membersOf(upload, byUser, byGroup)
  }, [users.currentData, groups.currentData, upload])
  if (!members) return null
  const line = (role: Member['role'], label: string) => {
    const names = members.filter((member) => member.role === role).map((member) => (member.type === 'group' ? `${member.name} (group)` : member.name))
    return names.length ? (
      <div key={role}>
        <dt>{label}</dt>
        <dd>{names.join(', ')}</dd>
      </div>
    ) : null
  }
  return (
    <dl className="tessera-upload-members" aria-label={ACCESS_TEXTS.members}>
      {line(ROLES.mainAuthor, 'Main author')}
      {line(ROLES.coauthor, 'Co-authors')}
      {line(ROLES.reviewer, 'Reviewers')}
    </dl>
  )
}
