// @vitest-environment jsdom
// Upload members (spec 3 §3, §5, §8): the model's rules as tables, and the dialog — the
// search waits 700 ms and hides members, roles, deleted members, the invite dialog, and
// submitting as a verified edit.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../app/testing/fakeFetch'
import { aGuiEnv } from '../../runtime/testing/aGuiEnv'
import { renderApp } from '../../app/testing/renderApp'
import { canInvite, INVITE_TEXTS, isEmail } from './InviteDialog'
import {
  addMember, changeRole, deletedMemberText, membersChanged, membersMetadata, membersOf, removeMember, ROLES, type Member,
} from './members'
import { MEMBER_SEARCH_DEBOUNCE_MS } from './MemberSearch'
import { anUpload, COAUTHOR, MAIN_AUTHOR, uploadPageServer } from '../testing/uploadServer'

const users = new Map([MAIN_AUTHOR, COAUTHOR].map((user) => [user.user_id, user]))
const main: Member = { type: 'user', id: MAIN_AUTHOR.user_id, name: MAIN_AUTHOR.name, affiliation: MAIN_AUTHOR.affiliation, role: ROLES.mainAuthor }
const carl: Member = { type: 'user', id: COAUTHOR.user_id, name: COAUTHOR.name, affiliation: COAUTHOR.affiliation, role: ROLES.coauthor }

describe('the members model', () => {
  it('lists main author, co-authors, reviewers and groups; the group of everybody is not a member', () => {
    const upload = anUpload({ coauthors: [COAUTHOR.user_id], reviewers: ['u-gone'], reviewer_groups: ['all', 'g-gone'] })
    expect(membersOf(upload, users, new Map())).toEqual([
      main,
      carl,
      { type: 'user', id: 'u-gone', name: 'Error: user was deleted', role: ROLES.reviewer, missing: true },
      { type: 'group', id: 'g-gone', name: 'Error: group was deleted', role: ROLES.reviewer, missing: true },
    ])
    expect(deletedMemberText('group')).toBe('Error: group was deleted')
  })

  it("the main author's role cannot be changed or removed; nobody else becomes main author", () => {
    expect(removeMember([main, carl], main)).toEqual([main, carl])
    expect(changeRole([main, carl], main, ROLES.reviewer)).toEqual([main, carl])
    expect(changeRole([main, carl], carl, ROLES.mainAuthor)).toEqual([main, carl])
    expect(changeRole([main, carl], carl, ROLES.reviewer)[1].role).toBe(ROLES.reviewer)
    expect(removeMember([main, carl], carl)).toEqual([main])
  })

  it('adds a member once', () => {
    expect(addMember([main, carl], { ...carl, role: ROLES.reviewer })).toEqual([main, carl])
  })

  it("becomes the edit's lists, keeping 'all' and leaving out deleted members", () => {
    const group: Member = { type: 'group', id: 'g1', name: 'Lab', role: ROLES.coauthor }
    const gone: Member = { type: 'user', id: 'u-gone', name: deletedMemberText('user'), role: ROLES.reviewer, missing: true }
    expect(membersMetadata([main, carl, group, gone], anUpload({ reviewer_groups: ['all'] }))).toEqual({
      coauthors: [COAUTHOR.user_id], reviewers: [], coauthor_groups: ['g1'], reviewer_groups: ['all'],
    })
  })

  it('knows when the members changed', () => {
    expect(membersChanged([main, carl], [carl, main])).toBe(false)
    expect(membersChanged([main, carl], [main, { ...carl, role: ROLES.reviewer }])).toBe(true)
    expect(membersChanged([main], [main, carl])).toBe(true)
  })
})

const PAGE = '/user/uploads/upload/id/up1'
const dana = { user_id: MAIN_AUTHOR.user_id, name: MAIN_AUTHOR.name }

function openDialog(upload = anUpload(), more: Parameters<typeof uploadPageServer>[1] = {}, env = aGuiEnv()) {
  const server = uploadPageServer(upload, {
    'GET users': (request) => {
      const prefix = request.query.get('prefix')
      if (prefix) return jsonResponse({ data: [MAIN_AUTHOR, COAUTHOR].filter((user) => user.name.toLowerCase().includes(prefix.toLowerCase())) })
      const ids = request.query.getAll('user_id')
      return jsonResponse({ data: [MAIN_AUTHOR, COAUTHOR].filter((user) => ids.includes(user.user_id)) })
    },
    ...more,
  })
  renderApp({ path: PAGE, fetch: server.fetch, user: dana, env })
  return server
}

/** The page chunk loads lazily: the first test waits for it longer. */
const openMembers = async () => userEvent.click(await screen.findByRole('button', { name: 'Manage members' }, { timeout: 5000 }))

const dialog = () => screen.getByRole('dialog', { name: 'Manage upload members' })
const searches = (server: ReturnType<typeof uploadPageServer>) => server.sent('GET', 'users').filter((request) => request.query.has('prefix'))

afterEach(cleanup)

describe('the members dialog', () => {
  it("shows the main author without a role choice or a remove button", async () => {
    openDialog()
    await openMembers()
    const table = await within(dialog()).findByRole('table', { name: 'Upload members' })
    const row = within(table).getByText(MAIN_AUTHOR.name).closest('tr')!
    expect(row.textContent).toContain('Main author')
    expect(within(row).queryByRole('combobox')).toBeNull()
    expect((within(row).getByRole('button', { name: `Remove the member ${MAIN_AUTHOR.name}` }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('searches 700 ms after typing, hides members already added, and submits verified', async () => {
    const server = openDialog()
    await openMembers()
    const search = await within(dialog()).findByLabelText("Search the member's name")
    await userEvent.type(search, 'a')
    // Dana and Carl both match 'a'; Dana is the main author already.
    expect(searches(server)).toHaveLength(0)
    const option = await screen.findByRole('option', { name: /Carl Chen/ }, { timeout: MEMBER_SEARCH_DEBOUNCE_MS + 2000 })
    expect(searches(server)).toHaveLength(1)
    expect(screen.queryByRole('option', { name: /Dana Diaz/ })).toBeNull()
    await userEvent.click(within(option).getByText(COAUTHOR.name))
    const row = (await within(dialog()).findByText(COAUTHOR.name)).closest('tr')!
    expect((within(row).getByRole('combobox', { name: `Role of ${COAUTHOR.name}` }) as HTMLSelectElement).value).toBe(ROLES.coauthor)
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(server.sent('POST', 'uploads/up1/edit')).toHaveLength(2))
    const [verify, apply] = server.sent('POST', 'uploads/up1/edit').map((request) => request.body)
    expect(verify).toEqual({ metadata: { coauthors: [COAUTHOR.user_id], reviewers: [], coauthor_groups: [], reviewer_groups: [] }, verify_only: true })
    expect(apply).toMatchObject({ verify_only: false })
  })

  it('offers the group search only with its feature flag, and finds groups by name', async () => {
    openDialog()
    await openMembers()
    await within(dialog()).findByLabelText("Search the member's name")
    expect(within(dialog()).queryByRole('combobox', { name: 'Search for' })).toBeNull()
    cleanup()

    const lab = { group_id: 'g-lab', group_name: 'Oxide Films Group', owner: COAUTHOR.user_id, members: [] }
    const server = openDialog(anUpload(), {
      'GET groups': (request) => {
        const terms = request.query.get('search_terms')?.toLowerCase()
        return jsonResponse({ data: terms && lab.group_name.toLowerCase().includes(terms) ? [lab] : [] })
      },
    }, aGuiEnv({ uploadMembersGroupSearchEnabled: true }))
    await openMembers()
    await userEvent.selectOptions(await within(dialog()).findByRole('combobox', { name: 'Search for' }), 'group')
    await userEvent.type(within(dialog()).getByLabelText("Search the group's name"), 'Oxide')
    const option = await screen.findByRole('option', { name: /Oxide Films Group/ }, { timeout: MEMBER_SEARCH_DEBOUNCE_MS + 2000 })
    expect(server.requests.some((request) => request.path === 'groups' && request.query.has('search_terms'))).toBe(true)
    await userEvent.click(within(option).getByText('Oxide Films Group'))
    expect(within(within(dialog()).getByRole('table', { name: 'Upload members' })).getByText(/Oxide Films Group/)).toBeTruthy()
  })

  it("names a deleted member 'Error: user was deleted'", async () => {
    openDialog(anUpload({ coauthors: ['u-gone'] }))
    await openMembers()
    expect(await within(dialog()).findByText('Error: user was deleted')).toBeTruthy()
  })

  it("shows the server's refusal", async () => {
    const server = openDialog(anUpload(), {
      'POST uploads/up1/edit': () => jsonResponse({ detail: [{ loc: ['metadata', 'coauthors'], msg: "User 'x' was not found.", type: 'value_error' }] }, 422),
    })
    await openMembers()
    const row = (await within(dialog()).findByText(MAIN_AUTHOR.name)).closest('tr')!
    expect(row).toBeTruthy()
    await userEvent.type(within(dialog()).getByLabelText("Search the member's name"), 'Carl')
    await userEvent.click(within(await screen.findByRole('option', { name: /Carl Chen/ }, { timeout: 3000 })).getByText(COAUTHOR.name))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Submit' }))
    expect((await within(dialog()).findByRole('alert')).textContent).toBe("User 'x' was not found.")
    expect(server.sent('POST', 'uploads/up1/edit')).toHaveLength(1)
  })
})

describe('the invite dialog', () => {
  it.each([
    ['eve@example.org', true],
    ['  eve@lab.example.org ', true],
    ['eve', false],
    ['eve@example', false],
    ['eve @example.org', false],
    ['@example.org', false],
  ])('the email %j is valid: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid)
    expect(canInvite({ email, first_name: 'Eve', last_name: 'Ernst', affiliation: 'Lab' })).toBe(valid)
  })

  it.each([['first_name'], ['last_name'], ['affiliation'], ['email']] as const)('Submit needs the %s', (key) => {
    expect(canInvite({ email: 'eve@example.org', first_name: 'Eve', last_name: 'Ernst', affiliation: 'Lab', [key]: ' ' })).toBe(false)
  })

  const fill = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value)
  }

  it('enables Submit only with all four fields, and shows the server detail when refused', async () => {
    const server = openDialog(anUpload(), {
      'PUT users/invite': () => jsonResponse({ detail: 'A user with this email address exists already.' }, 400),
    })
    await openMembers()
    await userEvent.click(await within(dialog()).findByRole('button', { name: INVITE_TEXTS.button }))
    const invite = await screen.findByRole('dialog', { name: INVITE_TEXTS.title })
    const submit = () => within(invite).getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    await fill({ Email: 'eve', 'First name': 'Eve', 'Last name': 'Ernst', Affiliation: 'Lab' })
    expect(within(invite).getByText('The email is not valid!')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    await userEvent.clear(screen.getByLabelText('Affiliation'))
    await fill({ Email: '@example.org' })
    expect(within(invite).queryByText(INVITE_TEXTS.emailInvalid)).toBeNull()
    expect(submit().disabled).toBe(true)
    await fill({ Affiliation: 'Lab' })
    expect(submit().disabled).toBe(false)
    await userEvent.click(submit())
    expect((await within(invite).findByRole('alert')).textContent).toBe('A user with this email address exists already.')
    expect(server.sent('PUT', 'users/invite')[0].body).toEqual({ email: 'eve@example.org', first_name: 'Eve', last_name: 'Ernst', affiliation: 'Lab' })
  })

  it('adds the invited user as co-author and shows the link to pass on', async () => {
    openDialog(anUpload(), {
      'PUT users/invite': () => jsonResponse({ user_id: 'u-eve', name: 'Eve Ernst', username: 'eve', first_name: 'Eve', last_name: 'Ernst', created: '', is_admin: false, is_oasis_admin: false, invitation_url: 'http://x/set-password?t=1' }),
    })
    await openMembers()
    await userEvent.click(await within(dialog()).findByRole('button', { name: INVITE_TEXTS.button }))
    await fill({ Email: 'eve@example.org', 'First name': 'Eve', 'Last name': 'Ernst', Affiliation: 'Lab' })
    await userEvent.click(within(screen.getByRole('dialog', { name: INVITE_TEXTS.title })).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog()).findByText('http://x/set-password?t=1')).toBeTruthy()
    expect(within(within(dialog()).getByRole('table', { name: 'Upload members' })).getByText('Eve Ernst')).toBeTruthy()
  })
})
