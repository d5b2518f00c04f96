// Outgoing mail through the SMTP server named by `mail.smtp_url`. Built once at start;
// without that URL there is no mailer and invitations hand their link to the inviter.
import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { MailConfig } from '../../core/config/config.generated'
import { invitationMessage, type InvitationMail } from './invitation'

export interface Mailer {
  /** Resolves once the SMTP server accepted the mail; rejects with the reason otherwise. */
  sendInvitation(mail: InvitationMail): Promise<void>
}

// nodemailer waits minutes by default; an invitation is sent inside the transaction that
// creates the account, which on the embedded store holds up every other query meanwhile.
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 }

export function createMailer(config: MailConfig): Mailer | undefined {
  if (!config.smtp_url) return undefined
  const transport = nodemailer.createTransport(smtpOptions(config.smtp_url), { from: config.from })
  return {
    async sendInvitation(mail) {
      await transport.sendMail({ to: mail.to, ...invitationMessage(mail, config.invitation_subject) })
    },
  }
}

/**
 * Connection options from the URL. nodemailer parses a URL too, but then ignores every
 * other option given with it, timeouts included.
 */
function smtpOptions(smtpUrl: string): SMTPTransport.Options {
  const url = new URL(smtpUrl)
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : undefined,
    // smtp:// still upgrades with STARTTLS when the server offers it.
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...TIMEOUTS,
  }
}
