// dev/plot's examples: every example draws, and the last shows each plot-path message once.
import { describe, expect, it } from 'vitest'
import { LENGTH_MISMATCH_MESSAGE } from '../../viewers/plots'
import {
  couldNotResolve,
  DIFFERENT_X_UNITS,
  EMPTY_VALUE,
  INCOMPATIBLE_COLOR_SIZE,
  INCOMPATIBLE_ELEMENTS,
  INCOMPATIBLE_SIZE,
  INVALID_SLICE,
} from '../../viewers/plots/annotated'
import { figuresOf } from '../../viewers/plots/annotated/AnnotatedPlots'
import { PLOT_EXAMPLES } from './plotExamples'

describe('dev/plot examples', () => {
  it.each(PLOT_EXAMPLES.slice(0, -1).map((example) => [example.title, example] as const))('%s draws every figure', (_, example) => {
    const figures = figuresOf(example.section, example.definition)
    expect(figures.length).toBeGreaterThan(0)
    expect(figures.filter((result) => !('figure' in result))).toEqual([])
  })

  it('shows every plot-path message', () => {
    const example = PLOT_EXAMPLES[PLOT_EXAMPLES.length - 1]
    const problems = figuresOf(example.section, example.definition).map((result) => ('problem' in result ? result.problem : undefined))
    expect(problems).toEqual([
      INVALID_SLICE,
      INCOMPATIBLE_SIZE,
      couldNotResolve('humidity'),
      LENGTH_MISMATCH_MESSAGE,
      DIFFERENT_X_UNITS,
      EMPTY_VALUE,
      INCOMPATIBLE_COLOR_SIZE,
      INCOMPATIBLE_ELEMENTS,
    ])
  })
})
