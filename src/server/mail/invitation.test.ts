import { describe, expect, it } from 'vitest'
import { invitationMessage } from './invitation'

const mail = {
  to: 'grace@example.org', inviter: 'Alice Adams', invitee: 'Grace Hopper', title: 'Materials Lab',
  url: 'https://lab.example.org/auth/realms/tessera/set-password?token=abc',
}

describe('the invitation mail', () => {
  it('puts the title into the subject', () => {
    expect(invitationMessage(mail, 'Join {title} now').subject).toBe('Join Materials Lab now')
  })

  it('names the inviter and gives the link and how long it is valid, in text and HTML', () => {
    const { text, html } = invitationMessage(mail, '{title}')
    for (const body of [text, html]) {
      expect(body).toContain('Alice Adams has invited you to Materials Lab')
      expect(body).toContain(mail.url)
      expect(body).toContain('7 days')
      expect(body).toContain('ignore this mail')
    }
  })

  it('escapes names in the HTML, since users choose them', () => {
    const { html } = invitationMessage({ ...mail, inviter: '<a href="https://evil.example">Alice</a>' }, '{title}')
    expect(html).not.toContain('<a href="https://evil.example">')
    expect(html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;Alice')
  })
})
