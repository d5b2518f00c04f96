// The one rule of which entries the API serves and the search holds (issue 18): processed
// once is enough; the SQL form is checked against it by tests/store/searchSync.test.ts
// (a refresh filters records, a load filters in SQL, and the two indexes must be equal).
import { describe, expect, it } from 'vitest'
import type { ProcessStatus } from './uploads'
import { isSearchable, searchableSql } from './entries'

const once = new Date('2026-01-01T00:00:00Z')

describe('isSearchable', () => {
  it.each<[ProcessStatus, Date | null, boolean]>([
    ['PENDING', null, false],
    ['RUNNING', null, false],
    ['PENDING', once, true],
    ['RUNNING', once, true],
    ['SUCCESS', once, true],
    ['FAILURE', once, true],
    ['SUCCESS', null, true],
    ['FAILURE', null, true],
  ])('%s, complete_time %s → %s', (process_status, complete_time, expected) => {
    expect(isSearchable({ process_status, complete_time })).toBe(expected)
  })

  it('has an SQL form on the same columns, optionally qualified', () => {
    expect(searchableSql()).toBe("(process_status IN ('SUCCESS', 'FAILURE') OR complete_time IS NOT NULL)")
    expect(searchableSql('e')).toBe("(e.process_status IN ('SUCCESS', 'FAILURE') OR e.complete_time IS NOT NULL)")
  })
})
