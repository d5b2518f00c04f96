import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import type Provider from 'oidc-provider'
import type { Queryable } from '../../store'
import { findUser, updateUser } from '../../store/users'
import { accountKey, authenticate, createAccount, passwordLinkValid, setPassword, usePasswordLink } from '../accounts'
import { passwordProblems } from '../passwords'
import { retryText, type SignInAttempts } from '../attempts'
import { ServiceError } from '../../errors'
import { accountForm, messagePage, page, registerForm, signInForm, signOutScript, TEXTS, type RegistrationValues } from './pages'
import { sentFromOwnPage } from './sameOrigin'

export interface ProviderRoutesOptions {
  db: Queryable
  /** The provider exists once the server listens (its issuer needs the port). */
  provider: () => Provider
  attempts: SignInAttempts
  brand: string
  /** {appBase}/gui */
  guiUrl: () => string
}

type Form = Record<string, string | undefined>

/** The text fields of a posted form (or a query string); a repeated field is no answer to a form's question. */
function formFields(body: unknown): Form {
  const form: Form = {}
  if (typeof body !== 'object' || body === null) return form
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') form[key] = value
  return form
}

type UidParams = { Params: { uid: string } }

const fontsDir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/titillium-web/package.json')), 'files')

/**
 * The embedded provider's HTTP side, mounted at {prefix}/auth/realms/{realm}: our
 * sign-in, registration, account and set-password pages, and every other path handed
 * to oidc-provider untouched.
 */
export async function providerRoutes(app: FastifyInstance, options: ProviderRoutesOptions) {
  const realmPath = app.prefix
  const fontsBase = `${realmPath}/assets`
  const send = (reply: FastifyReply, title: string, body: string, status = 200, wide = false) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
      .send(page({ title, brand: options.brand, body, wide, fontsBase }))

  await app.register(fastifyStatic, { root: fontsDir, prefix: '/assets/', maxAge: '365d', immutable: true, index: false })
  app.get('/sign-out.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(signOutScript))

  await app.register(async (pages) => {
    await pages.register(formbody)

    // Every form here changes something for whoever's cookies come with it (CSRF).
    pages.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || sentFromOwnPage(request, [new URL(options.guiUrl()).origin])) return
      return send(reply, 'Not sent from this site', messagePage('Not sent from this site', TEXTS.crossSite), 403)
    })

    const details = (request: FastifyRequest, reply: FastifyReply) =>
      options.provider().interactionDetails(request.raw, reply.raw)

    // An expired or unknown interaction (old tab, reused link) gets a page that says so.
    const interactionGone = (reply: FastifyReply) => send(reply, 'Sign-in expired',
      messagePage('Sign-in expired', 'This sign-in page has expired. Start again from the application.', { href: `${options.guiUrl()}/`, label: 'Back to the application' }), 400)

    const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
      reply.hijack()
      await options.provider().interactionFinished(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false })
    }

    pages.get<UidParams>('/login/:uid', async (request, reply) => {
      const { uid } = request.params
      const interaction = await details(request, reply).catch(() => undefined)
      if (!interaction || interaction.uid !== uid) return interactionGone(reply)
      const hint = (interaction.params.login_hint as string | undefined) ?? ''
      return send(reply, TEXTS.signInTitle, signInForm(`${realmPath}/login/${uid}`, `${realmPath}/login/${uid}/register`, { username: hint }))
    })

    pages.post<UidParams>('/login/:uid', async (request, reply) => {
      const { uid } = request.params
      const interaction = await details(request, reply).catch(() => undefined)
      if (!interaction || interaction.uid !== uid) return interactionGone(reply)
      const form = formFields(request.body)
      const login = (form.username ?? '').trim()
      const again = (error: string, status: number) =>
        send(reply, TEXTS.signInTitle, signInForm(`${realmPath}/login/${uid}`, `${realmPath}/login/${uid}/register`, { username: login, error }), status)
      const account = await accountKey(options.db, login)
      const wait = options.attempts.blockedFor(account, request.ip)
      if (wait > 0) return again(retryText(wait), 429)
      const user = await authenticate(options.db, login, form.password ?? '')
      if (!user) {
        options.attempts.fail(account, request.ip)
        return again(TEXTS.badCredentials, 401)
      }
      options.attempts.succeed(account, request.ip)
      await finishLogin(request, reply, user.user_id)
    })

    const registration = (uid: string, values: RegistrationValues, reply: FastifyReply, status = 200) =>
      send(reply, TEXTS.registerTitle, registerForm(`${realmPath}/login/${uid}/register`, `${realmPath}/login/${uid}`, values), status)

    pages.get<UidParams>('/login/:uid/register', async (request, reply) => {
      const { uid } = request.params
      const interaction = await details(request, reply).catch(() => undefined)
      if (!interaction || interaction.uid !== uid) return interactionGone(reply)
      return registration(uid, {}, reply)
    })

    pages.post<UidParams>('/login/:uid/register', async (request, reply) => {
      const { uid } = request.params
      const interaction = await details(request, reply).catch(() => undefined)
      if (!interaction || interaction.uid !== uid) return interactionGone(reply)
      const form = formFields(request.body)
      const values: RegistrationValues = {
        first_name: form.first_name?.trim(), last_name: form.last_name?.trim(), email: form.email?.trim(),
        username: form.username?.trim(), affiliation: form.affiliation?.trim(),
      }
      if ((form.password ?? '') !== (form.password_repeat ?? '')) return registration(uid, { ...values, error: TEXTS.passwordsDiffer }, reply, 422)
      try {
        const user = await createAccount(options.db, {
          username: values.username ?? '', email: values.email ?? '', first_name: values.first_name ?? '',
          last_name: values.last_name ?? '', affiliation: values.affiliation, password: form.password ?? '',
        })
        await finishLogin(request, reply, user.user_id)
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'invalid') {
          return registration(uid, { ...values, error: error.problems.map((problem) => problem.msg).join(' ') }, reply, 422)
        }
        throw error
      }
    })

    const currentSession = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await options.provider().Session.get({ req: request.raw, res: reply.raw } as never)
      const user = session.accountId ? await findUser(options.db, 'user_id', session.accountId) : undefined
      return { user, sessionId: session.jti }
    }

    pages.get('/account', async (request, reply) => {
      const { user } = await currentSession(request, reply)
      if (!user) return send(reply, TEXTS.accountTitle, messagePage(TEXTS.accountTitle, TEXTS.notSignedIn, { href: `${options.guiUrl()}/`, label: 'Sign in from the application' }), 401)
      return send(reply, TEXTS.accountTitle, accountForm(`${realmPath}/account`, user, `${options.guiUrl()}/`, {}), 200, true)
    })

    pages.post('/account', async (request, reply) => {
      const { user, sessionId } = await currentSession(request, reply)
      if (!user) return send(reply, TEXTS.accountTitle, messagePage(TEXTS.accountTitle, TEXTS.notSignedIn), 401)
      const form = formFields(request.body)
      const show = (messages: Parameters<typeof accountForm>[3], shown = user, status = 200) =>
        send(reply, TEXTS.accountTitle, accountForm(`${realmPath}/account`, shown, `${options.guiUrl()}/`, messages), status, true)
      if (form.form === 'password') {
        if (!(await authenticate(options.db, user.username, form.current_password ?? ''))) return show({ passwordError: TEXTS.wrongCurrentPassword }, user, 422)
        if ((form.password ?? '') !== (form.password_repeat ?? '')) return show({ passwordError: TEXTS.passwordsDiffer }, user, 422)
        const problems = passwordProblems(form.password ?? '')
        if (problems.length) return show({ passwordError: problems.join(' ') }, user, 422)
        // Ends the user's app tokens and other sessions; this one stays signed in.
        await setPassword(options.db, user.user_id, form.password ?? '', sessionId)
        return show({ passwordNotice: TEXTS.passwordChanged })
      }
      const email = form.email?.trim()
      if (email && email.toLowerCase() !== (user.email ?? '').toLowerCase() && (await findUser(options.db, 'email', email))) {
        return show({ error: TEXTS.emailTaken }, user, 422)
      }
      if (!form.first_name?.trim() && !form.last_name?.trim()) return show({ error: 'A first or last name is required.' }, user, 422)
      const updated = await updateUser(options.db, user.user_id, {
        first_name: form.first_name?.trim(), last_name: form.last_name?.trim(), email: email || undefined,
        affiliation: form.affiliation?.trim(), affiliation_address: form.affiliation_address?.trim(),
      })
      return show({ notice: TEXTS.saved }, updated ?? user)
    })

    const setPasswordForm = (token: string, error?: string) => `<h1>Set your password</h1>
      <p class="lead">Choose a password for your account.</p>${error ? `<div class="alert error" role="alert">${error}</div>` : ''}
      <form method="post" action="${realmPath}/set-password"><input type="hidden" name="token" value="${token.replace(/[^A-Za-z0-9_-]/g, '')}">
      <label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="new-password" autofocus>
      <label for="password_repeat">Repeat password</label><input id="password_repeat" name="password_repeat" type="password" required autocomplete="new-password">
      <button type="submit">Set password</button></form>`

    pages.get('/set-password', async (request, reply) => {
      const token = formFields(request.query).token ?? ''
      if (!(await passwordLinkValid(options.db, token))) {
        return send(reply, 'Set your password', messagePage('Link expired', 'This link has been used or has expired. Ask the person who invited you for a new one.'), 404)
      }
      return send(reply, 'Set your password', setPasswordForm(token))
    })

    pages.post('/set-password', async (request, reply) => {
      const form = formFields(request.body)
      const token = form.token ?? ''
      if ((form.password ?? '') !== (form.password_repeat ?? '')) return send(reply, 'Set your password', setPasswordForm(token, TEXTS.passwordsDiffer), 422)
      const problems = passwordProblems(form.password ?? '')
      if (problems.length) return send(reply, 'Set your password', setPasswordForm(token, problems.join(' ')), 422)
      const user = await usePasswordLink(options.db, token, form.password ?? '')
      if (!user) return send(reply, 'Set your password', messagePage('Link expired', 'This link has been used or has expired.'), 404)
      return send(reply, 'Password set', messagePage('Password set', `Your password is set. Sign in as ${user.username} from the application.`, { href: `${options.guiUrl()}/`, label: 'Go to the application' }))
    })
  })

  // Everything else is oidc-provider's (discovery, authorization, token, certs, logout …).
  // It reads the raw request itself, so no body parser may consume it here.
  await app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers()
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null))
    passthrough.all('/*', { schema: { hide: true } }, (request, reply) => {
      reply.hijack()
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      raw.originalUrl = raw.url
      raw.url = raw.url!.slice(realmPath.length) || '/'
      options.provider().callback()(raw, reply.raw)
    })
  })
}
