import { describe, expect, it } from 'vitest'
import { Hdf5Problem } from './hdf5'
import { parseSelection, selectedShape } from './hdf5Data'

describe('h5grove selections (NumPy rules)', () => {
  it.each([
    ['5', [10], [{ index: 5 }], []],
    ['-1', [10], [{ index: 9 }], []],
    [':', [10, 4], [{ start: 0, stop: 10, step: 1 }, { start: 0, stop: 4, step: 1 }], [10, 4]],
    ['1, 2:5', [3, 10], [{ index: 1 }, { start: 2, stop: 5, step: 1 }], [3]],
    ['0:10:5, 2', [20, 3], [{ start: 0, stop: 10, step: 5 }, { index: 2 }], [2]],
    ['3:', [10], [{ start: 3, stop: 10, step: 1 }], [7]],
    [':-2', [10], [{ start: 0, stop: 8, step: 1 }], [8]],
    ['::3', [10], [{ start: 0, stop: 10, step: 3 }], [4]],
    ['5:100', [10], [{ start: 5, stop: 10, step: 1 }], [5]],
    ['8:2', [10], [{ start: 8, stop: 8, step: 1 }], [0]],
    ['0', [18, 18, 18], [{ index: 0 }, { start: 0, stop: 18, step: 1 }, { start: 0, stop: 18, step: 1 }], [18, 18]],
  ])('%s of shape %j', (text, shape, members, resultShape) => {
    const selection = parseSelection(text, shape)
    expect(selection).toEqual(members)
    expect(selectedShape(selection)).toEqual(resultShape)
  })

  it.each([
    ['1, 2', [10]],
    ['10', [10]],
    ['-11', [10]],
    ['a', [10]],
    ['1:2:3:4', [10]],
    ['::0', [10]],
    ['1.5', [10]],
  ])('refuses %s of shape %j', (text, shape) => {
    expect(() => parseSelection(text, shape)).toThrow(Hdf5Problem)
  })
})
