// Accounts in a real browser: registration and sign-in on the embedded identity
// provider's pages, the cookie notice, and screenshots once transitions have ended.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, type RunningServer } from './fixtures'

export const LOGIN = 'Login / Register'

/** Saves a screenshot once transitions (dialogs, menus) have finished. */
export async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  await page.screenshot({ path: `test-results/screens/${name}.png`, ...options })
}

/** Accepts the cookie notice up front, so screenshots show the pages themselves. */
export async function acceptCookies(context: BrowserContext, baseUrl: string) {
  const { hostname } = new URL(baseUrl)
  await context.addCookies([{ name: 'tessera-cookies-accepted', value: 'true', domain: hostname, path: '/gui' }])
}

export interface Account {
  firstName: string
  lastName: string
  username: string
  password: string
}

let accounts = 0
/** A new account's details; usernames are unique within a test run. */
export function anAccount(firstName = 'Dana', lastName = 'Diaz'): Account {
  accounts += 1
  const username = `${firstName.toLowerCase()}${accounts}-${Date.now().toString(36)}`
  return { firstName, lastName, username, password: `${username}-secret` }
}

export const fullName = (account: Account) => `${account.firstName} ${account.lastName}`
export const welcome = (page: Page, account: Account) =>
  page.getByRole('banner').getByText(`Welcome ${fullName(account)}`, { exact: true })

/** On the provider's sign-in page: goes to registration and creates the account. */
export async function registerOnProviderPage(page: Page, account: Account, shots = false) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  if (shots) await screen(page, 'auth-sign-in')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  await page.getByLabel('First name').fill(account.firstName)
  await page.getByLabel('Last name').fill(account.lastName)
  await page.getByLabel('Email').fill(`${account.username}@example.org`)
  await page.getByLabel('Username').fill(account.username)
  await page.getByLabel('Affiliation').fill('Thin-Film Lab')
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Repeat password').fill(account.password)
  if (shots) await screen(page, 'auth-register')
  await page.getByRole('button', { name: 'Create account' }).click()
}

/** On the provider's sign-in page: signs in with username and password. */
export async function signInOnProviderPage(page: Page, account: Account) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Username or email').fill(account.username)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Opens `path`, registers a new account from the top bar and waits for the welcome line. */
export async function registerFrom(page: Page, server: RunningServer, path: string, account = anAccount()) {
  await page.goto(`${server.guiUrl}${path}`)
  await page.getByRole('banner').getByRole('button', { name: LOGIN }).click()
  await registerOnProviderPage(page, account)
  await expect(welcome(page, account)).toBeVisible()
  return account
}
