import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { describeAjvError, joinPath, jsonPath, NOT_A_KNOWN_PROPERTY, type AjvErrorLike } from './ajvErrors'

describe('jsonPath', () => {
  it.each([
    ['', ''],
    ['/services/upload_limit', 'services.upload_limit'],
    ['/footer_links/0/url', 'footer_links[0].url'],
    ['/0/a', '[0].a'],
    ['/a~1b/c~0d', 'a/b.c~d'],
  ])('%j → %j', (pointer, path) => {
    expect(jsonPath(pointer)).toBe(path)
  })

  it('joins paths below a prefix', () => {
    expect(joinPath('widgets[2]', 'x.search_quantity')).toBe('widgets[2].x.search_quantity')
    expect(joinPath('widgets', '[0].a')).toBe('widgets[0].a')
    expect(joinPath('', '')).toBe('')
  })
})

describe('describeAjvError', () => {
  const error = (keyword: string, instancePath: string, params: AjvErrorLike['params'], message?: string): AjvErrorLike => ({ keyword, instancePath, params, message })

  it.each([
    [error('additionalProperties', '/services', { additionalProperty: 'uplaod_limit' }), { path: 'services.uplaod_limit', reason: 'is not a known option' }],
    [error('additionalProperties', '', { additionalProperty: 'colour' }), { path: 'colour', reason: 'is not a known option' }],
    [error('required', '/x', { missingProperty: 'search_quantity' }), { path: 'x.search_quantity', reason: 'is required' }],
    [error('enum', '/scale', { allowedValues: ['linear', 'log'] }), { path: 'scale', reason: 'must be one of "linear", "log"' }],
    [error('type', '/dashboard/widgets/0/layout/md/x', { type: 'number' }, 'must be number'), { path: 'dashboard.widgets[0].layout.md.x', reason: 'is not a valid integer number' }],
    [error('type', '/layout/lg/w', { type: 'integer' }, 'must be integer'), { path: 'layout.lg.w', reason: 'is not a valid integer number' }],
    [error('type', '/nbins', { type: 'integer' }, 'must be integer'), { path: 'nbins', reason: 'must be integer' }],
    [error('minLength', '/x/search_quantity', { limit: 1 }, 'must NOT have fewer than 1 characters'), { path: 'x.search_quantity', reason: 'is required' }],
    [error('minLength', '/title', { limit: 1 }, 'must NOT have fewer than 1 characters'), { path: 'title', reason: 'must NOT have fewer than 1 characters' }],
    [error('type', '/services/upload_limit', { type: 'integer' }, 'must be integer'), { path: 'services.upload_limit', reason: 'must be integer' }],
    [error('type', '', { type: 'object' }, 'must be object'), { path: '', reason: 'must be object' }],
  ])('%j', (given, described) => {
    expect(describeAjvError(given)).toEqual(described)
  })

  it("words an unknown key as its caller does (the widget dialogs say 'property')", () => {
    expect(describeAjvError(error('additionalProperties', '', { additionalProperty: 'colour' }), NOT_A_KNOWN_PROPERTY).reason).toBe('is not a known property')
  })

  it("describes ajv's own errors", () => {
    const validate = new Ajv({ allErrors: true }).compile({
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: { type: { enum: ['terms'] }, x: { type: 'object', properties: { n: { type: 'integer' } } } },
    })
    expect(validate({ type: 'bars', x: { n: 1.5 }, colour: 1 })).toBe(false)
    expect(validate.errors?.map((found) => describeAjvError(found))).toEqual([
      { path: 'colour', reason: 'is not a known option' },
      { path: 'type', reason: 'must be one of "terms"' },
      { path: 'x.n', reason: 'must be integer' },
    ])
  })
})
