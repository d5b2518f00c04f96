// Server-rendered pages of the embedded identity provider: sign in, register,
// account, sign out, errors. Plain HTML and CSS in Tessera's look, no client script
// except where a form submits itself.

export const TEXTS = {
  signInTitle: 'Sign in',
  registerTitle: 'Create an account',
  accountTitle: 'Your account',
  badCredentials: 'Invalid username or password.',
  crossSite: 'This form was sent from another site. Open the page here and send it again.',
  passwordsDiffer: 'The passwords do not match.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'There is already an account with this email address.',
  saved: 'Your changes have been saved.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'The current password is not correct.',
  notSignedIn: 'You are not signed in.',
} as const

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:'Titillium Web',system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c2127;
  background:linear-gradient(160deg,#eef2fb 0%,#f6f8fb 55%,#eef7f1 100%);display:flex;flex-direction:column;align-items:center}
header{width:100%;padding:14px 28px;display:flex;align-items:center;gap:10px;color:#1f3fbf;font-weight:700;font-size:20px}
header svg{width:28px;height:28px}
main{width:100%;max-width:440px;margin:6vh 16px 32px;background:#fff;border-radius:10px;
  box-shadow:0 1px 2px rgba(16,22,26,.1),0 8px 24px rgba(16,22,26,.08);padding:32px 36px}
main.wide{max-width:560px}
h1{font-size:24px;font-weight:600;margin:0 0 6px}
p.lead{margin:0 0 22px;color:#5f6b7c}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}
input{width:100%;font:inherit;font-size:15px;padding:8px 10px;border:1px solid #c5cbd3;border-radius:6px;background:#fff}
input:focus{outline:2px solid #2d5be3;outline-offset:-1px;border-color:#2d5be3}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:22px;width:100%;font:inherit;font-weight:600;font-size:15px;padding:10px;border:0;border-radius:6px;
  background:#2d5be3;color:#fff;cursor:pointer}
button:hover{background:#1f47c4}
button.secondary{background:#fff;color:#2d5be3;border:1px solid #2d5be3}
.alert{padding:10px 12px;border-radius:6px;margin:0 0 12px;font-size:14px}
.alert.error{background:#fde8e8;color:#a82a2a}.alert.ok{background:#e6f4ea;color:#1d6b35}
.switch{margin-top:20px;text-align:center;color:#5f6b7c;font-size:14px}
a{color:#2d5be3}
hr{border:0;border-top:1px solid #e5e8eb;margin:28px 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:14px;margin:0 0 8px}dt{color:#5f6b7c}
`

const LOGO = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect x="2" y="2" width="13" height="13" rx="2" fill="#2d5be3"/>
<rect x="17" y="2" width="13" height="13" rx="2" fill="#39a96b"/><rect x="2" y="17" width="13" height="13" rx="2" fill="#39a96b"/>
<rect x="17" y="17" width="13" height="13" rx="2" fill="#2d5be3" opacity=".55"/></svg>`

export interface Layout {
  title: string
  brand: string
  body: string
  wide?: boolean
  fontsBase: string
}

export function page({ title, brand, body, wide, fontsBase }: Layout): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>@font-face{font-family:'Titillium Web';font-weight:400;src:url(${fontsBase}/titillium-web-latin-400-normal.woff2) format('woff2')}
@font-face{font-family:'Titillium Web';font-weight:600;src:url(${fontsBase}/titillium-web-latin-600-normal.woff2) format('woff2')}
@font-face{font-family:'Titillium Web';font-weight:700;src:url(${fontsBase}/titillium-web-latin-700-normal.woff2) format('woff2')}${STYLE}</style>
</head><body><header>${LOGO}<span>${escapeHtml(brand)}</span></header>
<main class="${wide ? 'wide' : ''}">${body}</main></body></html>`
}

function alert(kind: 'error' | 'ok', message?: string): string {
  return message ? `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(message)}</div>` : ''
}

function field(name: string, label: string, options: { type?: string; value?: string; required?: boolean; autocomplete?: string; autofocus?: boolean } = {}) {
  return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" type="${options.type ?? 'text'}"
    value="${escapeHtml(options.value ?? '')}"${options.required === false ? '' : ' required'}${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${options.autofocus ? ' autofocus' : ''}>`
}

export function signInForm(action: string, registerUrl: string, values: { username?: string; error?: string; notice?: string }) {
  return `<h1>${TEXTS.signInTitle}</h1><p class="lead">Use your account of this installation.</p>
${alert('error', values.error)}${alert('ok', values.notice)}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
${field('username', 'Username or email', { value: values.username, autocomplete: 'username', autofocus: !values.username })}
${field('password', 'Password', { type: 'password', autocomplete: 'current-password', autofocus: Boolean(values.username) })}
<button type="submit">Sign in</button></form>
<p class="switch">New here? <a href="${escapeHtml(registerUrl)}">Create an account</a></p>`
}

export interface RegistrationValues {
  first_name?: string
  last_name?: string
  email?: string
  username?: string
  affiliation?: string
  error?: string
}

export function registerForm(action: string, signInUrl: string, values: RegistrationValues) {
  return `<h1>${TEXTS.registerTitle}</h1><p class="lead">Your name appears as author of the data you upload.</p>
${alert('error', values.error)}
<form method="post" action="${escapeHtml(action)}">
<div class="row"><div>${field('first_name', 'First name', { value: values.first_name, autocomplete: 'given-name', autofocus: true })}</div>
<div>${field('last_name', 'Last name', { value: values.last_name, autocomplete: 'family-name' })}</div></div>
${field('email', 'Email', { type: 'email', value: values.email, autocomplete: 'email' })}
${field('username', 'Username', { value: values.username, autocomplete: 'username' })}
${field('affiliation', 'Affiliation', { value: values.affiliation, required: false, autocomplete: 'organization' })}
${field('password', 'Password', { type: 'password', autocomplete: 'new-password' })}
${field('password_repeat', 'Repeat password', { type: 'password', autocomplete: 'new-password' })}
<button type="submit">Create account</button></form>
<p class="switch">Already registered? <a href="${escapeHtml(signInUrl)}">Sign in</a></p>`
}

export interface AccountView {
  username: string
  first_name: string
  last_name: string
  email?: string
  affiliation?: string
  affiliation_address?: string
}

// The server checks the names (one of them is needed) and the email (optional, as the
// admin account made at first start has none), so the browser does not insist on each.
export function accountForm(action: string, account: AccountView, guiUrl: string, messages: { error?: string; notice?: string; passwordError?: string; passwordNotice?: string }) {
  return `<h1>${TEXTS.accountTitle}</h1><p class="lead">Signed in as <strong>${escapeHtml(account.username)}</strong> · <a href="${escapeHtml(guiUrl)}">back to the application</a></p>
${alert('error', messages.error)}${alert('ok', messages.notice)}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="form" value="profile">
<div class="row"><div>${field('first_name', 'First name', { value: account.first_name, required: false })}</div>
<div>${field('last_name', 'Last name', { value: account.last_name, required: false })}</div></div>
${field('email', 'Email', { type: 'email', value: account.email, required: false })}
${field('affiliation', 'Affiliation', { value: account.affiliation, required: false })}
${field('affiliation_address', 'Affiliation address', { value: account.affiliation_address, required: false })}
<button type="submit">Save</button></form>
<hr><h1 style="font-size:18px">Change password</h1>
${alert('error', messages.passwordError)}${alert('ok', messages.passwordNotice)}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="form" value="password">
${field('current_password', 'Current password', { type: 'password', autocomplete: 'current-password' })}
${field('password', 'New password', { type: 'password', autocomplete: 'new-password' })}
${field('password_repeat', 'Repeat new password', { type: 'password', autocomplete: 'new-password' })}
<button type="submit" class="secondary">Change password</button></form>`
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }) {
  return `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`
}

/**
 * Signs out without asking again: the application already asked by its button. The
 * script is a file of its own (`signOutScript`), so the pages' CSP allows no inline script.
 */
export function autoSubmitLogout(form: string, scriptUrl: string) {
  return `<h1>Signing out …</h1>${form}<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>
<script src="${escapeHtml(scriptUrl)}"></script>`
}

/** Asks before signing out: the request did not come from this site's own pages (a link elsewhere could sign people out). */
export function confirmLogout(form: string, brand: string) {
  return `<h1>Sign out</h1><p class="lead">Do you want to sign out of ${escapeHtml(brand)}?</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`
}

export const signOutScript = `(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');
i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()})()
`
