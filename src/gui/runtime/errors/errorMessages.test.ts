import { describe, expect, it } from 'vitest'
import {
  ApiError,
  BadRequest,
  CannotReachApi,
  DoesNotExist,
  NotAuthorized,
  VersionMismatch,
  serializeApiError,
} from '../../api'
import { errorMessage } from './errorMessages'

describe('the error catalogue', () => {
  it.each<[string, unknown, string]>([
    ['generic', {}, 'Unexpected error. Please try again and let us know, if this error keeps happening.'],
    [
      'generic (error without message)',
      new Error(''),
      'Unexpected error. Please try again and let us know, if this error keeps happening.',
    ],
    [
      'BadRequest',
      new BadRequest('Upload is already published. (400)', { status: 400 }),
      'Upload is already published. (400)',
    ],
    ['NotAuthorized', new NotAuthorized('Unauthorized (401)', { status: 401 }), 'Unauthorized (401)'],
    ['CannotReachApi', new CannotReachApi('Failed to fetch'), 'Cannot reach the product, please try again later.'],
    [
      'CannotReachApi (status 502)',
      new CannotReachApi('Bad Gateway (502)', { status: 502 }),
      'Cannot reach the product, please try again later.',
    ],
    [
      'DoesNotExist',
      new DoesNotExist('Not found (404)', { status: 404 }),
      'You are trying to access information that does not exist. Please try again and let us know, if this error keeps happening.',
    ],
    [
      'VersionMismatch',
      new VersionMismatch('1.1 != 1.0'),
      'There is a new GUI version available. Please press "shift" and reload the page.',
    ],
    [
      'status 422',
      new ApiError('field required (422)', { status: 422, apiMessage: 'field required' }),
      'Unexpected api error: field required. Please try again and let us know, if this error keeps happening.',
    ],
    [
      'other error',
      new Error('x is undefined'),
      'Unexpected error: "x is undefined". Please try again and let us know, if this error keeps happening.',
    ],
    [
      'other API error',
      new ApiError('Internal Server Error (500)', { status: 500 }),
      'Unexpected error: "Internal Server Error (500)". Please try again and let us know, if this error keeps happening.',
    ],
    ['plain string', 'Could not save.', 'Could not save. Please close all product tabs and try again...'],
  ])('%s', (_situation, error, text) => {
    expect(errorMessage(error)).toBe(text)
  })

  it.each<[string, ApiError, string]>([
    ['CannotReachApi', new CannotReachApi('Failed to fetch'), 'Cannot reach the product, please try again later.'],
    ['BadRequest', new BadRequest('Bad (400)', { status: 400 }), 'Bad (400)'],
    [
      'status 422',
      new ApiError('msg (422)', { status: 422, apiMessage: 'msg' }),
      'Unexpected api error: msg. Please try again and let us know, if this error keeps happening.',
    ],
  ])('maps a %s error kept in the store like the error itself', (_situation, error, text) => {
    expect(errorMessage(serializeApiError(error))).toBe(text)
  })
})
