export { createMailer, type Mailer } from './mailer'
export type { InvitationMail } from './invitation'
