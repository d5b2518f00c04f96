// `PUT /users/invite` with `mail.smtp_url` set: the set-password link goes to the invitee
// by mail. A real SMTP server (smtp-server) on a free local port receives what is sent.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testServer } from '../helpers/server'
import { anAccount } from '../helpers/accounts'
import { issueAppToken } from '../../src/server/services/tokens'

interface Received {
  to: string[]
  raw: string
}

/** An SMTP server that wants `tessera` / `s@cret` and refuses mail to @refused.example.org. */
async function smtpPeer() {
  const received: Received[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'tessera' && auth.password === 's@cret') callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.example.org') ? new Error('Mailbox unavailable') : undefined)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    received,
    url: `smtp://tessera:s%40cret@127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  }
}

/** The text/plain part of a message as nodemailer writes it, quoted-printable decoded (ASCII only). */
function plainText(raw: string): string {
  const part = raw.split(/\r?\n--/).find((section) => /^Content-Type: text\/plain/im.test(section)) ?? ''
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim()
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

const SET_PASSWORD_URL = /https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+/

async function invitingServer(configYaml?: string) {
  const server = await testServer({ configYaml })
  const inviter = await anAccount(server.context.store, { first_name: 'Alice', last_name: 'Adams' })
  const token = await issueAppToken(server.context, inviter.user_id, 60)
  const invite = (email: string) => server.api('/api/v1/users/invite', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, first_name: 'Grace', last_name: 'Hopper', affiliation: 'Navy' }),
  })
  const usersWithEmail = async (email: string) =>
    (await (await server.api(`/api/v1/users?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    })).json()).data as unknown[]
  return { server, invite, usersWithEmail }
}

describe('invitations with a mail server', () => {
  let smtp: Awaited<ReturnType<typeof smtpPeer>>
  let tessera: Awaited<ReturnType<typeof invitingServer>>
  beforeAll(async () => {
    smtp = await smtpPeer()
    tessera = await invitingServer(`mail:\n  smtp_url: '${smtp.url}'\nui:\n  theme:\n    title: Materials Lab\n`)
  })
  afterAll(async () => {
    await tessera.server.dispose()
    await smtp.close()
  })

  it('answers invitation_sent instead of the link', async () => {
    const response = await tessera.invite('ada@example.org')
    expect(response.status).toBe(200)
    const invited = await response.json()
    expect(invited).toMatchObject({ email: 'ada@example.org', name: 'Grace Hopper', invitation_sent: true })
    expect(invited).not.toHaveProperty('invitation_url')
    expect(await tessera.usersWithEmail('ada@example.org')).toHaveLength(1)
  })

  it('mails the invitee a set-password link that opens the set-password page', async () => {
    expect((await tessera.invite('grace@example.org')).status).toBe(200)
    const mails = smtp.received.filter((mail) => mail.to.includes('grace@example.org'))
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['grace@example.org'])
    expect(mails[0].raw).toMatch(/^Subject: You are invited to Materials Lab\r?$/m)
    const text = plainText(mails[0].raw)
    expect(text).toContain('Alice Adams has invited you to Materials Lab')

    const page = await fetch(text.match(SET_PASSWORD_URL)![0])
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Set your password')
  })

  it('answers 400 and keeps no account when the mail server refuses the mail', async () => {
    const response = await tessera.invite('nobody@refused.example.org')
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(/^The invitation could not be sent: .*Mailbox unavailable.*\.$/)
    expect(await tessera.usersWithEmail('nobody@refused.example.org')).toEqual([])
  })
})

describe('invitations with an unreachable mail server', () => {
  let tessera: Awaited<ReturnType<typeof invitingServer>>
  beforeAll(async () => {
    const stopped = await smtpPeer()
    await stopped.close()
    tessera = await invitingServer(`mail:\n  smtp_url: '${stopped.url}'\n`)
  })
  afterAll(() => tessera.server.dispose())

  it('answers 400 and keeps no account', async () => {
    const response = await tessera.invite('grace@example.org')
    expect(response.status).toBe(400)
    expect((await response.json()).detail).toMatch(/^The invitation could not be sent: .*ECONNREFUSED.*\.$/)
    expect(await tessera.usersWithEmail('grace@example.org')).toEqual([])
  })
})

describe('invitations without a mail server', () => {
  let tessera: Awaited<ReturnType<typeof invitingServer>>
  beforeAll(async () => {
    tessera = await invitingServer()
  })
  afterAll(() => tessera.server.dispose())

  it('answer the set-password link for the inviter to pass on', async () => {
    const response = await tessera.invite('grace@example.org')
    expect(response.status).toBe(200)
    const invited = await response.json()
    expect(invited.invitation_url).toMatch(SET_PASSWORD_URL)
    expect(invited).not.toHaveProperty('invitation_sent')
  })
})
