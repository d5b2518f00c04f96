// An Auth for component tests: records login/logout; logout forgets the user in the
// store as the real session does.
import type { Dispatch } from '@reduxjs/toolkit'
import { vi } from 'vitest'
import type { Auth } from '../AuthContext'
import { loggedOut } from '../authSlice'

export interface FakeAuth extends Auth {
  login: ReturnType<typeof vi.fn<Auth['login']>>
  logout: ReturnType<typeof vi.fn<Auth['logout']>>
  completeLogin: ReturnType<typeof vi.fn<Auth['completeLogin']>>
}

export function aFakeAuth(dispatch: Dispatch, overrides: Partial<Auth> = {}): FakeAuth {
  return {
    login: vi.fn<Auth['login']>(overrides.login ?? (async () => undefined)),
    logout: vi.fn<Auth['logout']>(
      overrides.logout ??
        (async () => {
          dispatch(loggedOut())
        }),
    ),
    completeLogin: vi.fn<Auth['completeLogin']>(overrides.completeLogin ?? (async () => undefined)),
  }
}
