// The invitation mail, in plain text and simple HTML. Names and the title come from users
// and the deployment config, so the HTML escapes them.

export interface InvitationMail {
  /** The invitee's address. */
  to: string
  /** Name of the user who sent the invitation. */
  inviter: string
  /** Name of the invited user. */
  invitee: string
  /** The one-time set-password link. */
  url: string
  /** The installation's title (ui.theme.title). */
  title: string
}

export interface Message {
  subject: string
  text: string
  html: string
}

// As long as createPasswordLink (auth/accounts.ts) keeps a link.
const VALID_DAYS = 7

export function invitationMessage(mail: InvitationMail, subjectTemplate: string): Message {
  const { inviter, invitee, url, title } = mail
  const text = [
    `Hello ${invitee},`,
    '',
    `${inviter} has invited you to ${title} and made an account for you there.`,
    'Choose your password with this link to start using it:',
    '',
    url,
    '',
    `The link can be used once, within ${VALID_DAYS} days.`,
    'If you did not expect this invitation, you can ignore this mail: nobody can sign in to the account without a password.',
    '',
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html><body>
<p>Hello ${e(invitee)},</p>
<p>${e(inviter)} has invited you to ${e(title)} and made an account for you there.
Choose your password with this link to start using it:</p>
<p><a href="${e(url)}">Set your password</a></p>
<p>The link can be used once, within ${VALID_DAYS} days.
If you did not expect this invitation, you can ignore this mail: nobody can sign in to the account without a password.</p>
</body></html>
`
  return { subject: subjectTemplate.replaceAll('{title}', title), text, html }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
