import { describe, expect, it } from 'vitest'
import { Busy } from '../../src-main/domain/refusals'
import type { ReportFile } from '../../src-main/reports/report-request'
import { ReportMaker } from '../../src-main/services/report-maker'

function file(name: string): ReportFile {
  return { bytes: Buffer.from(name), contentType: 'text/plain', fileName: name }
}

describe('ReportMaker', () => {
  it('makes one report at a time, users taking turns', async () => {
    const maker = new ReportMaker(() => 1, { perUser: 3, waiting: 10, kept: 16 })
    const made: string[] = []
    const produce = (name: string) => async () => {
      made.push(name)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return file(name)
    }
    const files = await Promise.all([maker.make('a1', 'a', produce('a1')), maker.make('a2', 'a', produce('a2')), maker.make('a3', 'a', produce('a3')), maker.make('b1', 'b', produce('b1'))])
    expect(files.map((one) => one.fileName)).toEqual(['a1', 'a2', 'a3', 'b1'])
    expect(made).toEqual(['a1', 'b1', 'a2', 'a3'])
  })

  it('refuses a user\'s report beyond their share (429) and beyond the waiting room (503), and counts a finished one free again', async () => {
    const maker = new ReportMaker(() => 1, { perUser: 2, waiting: 2, kept: 16 })
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow = (name: string) => async () => (await gate, file(name))
    const first = maker.make('x1', 'x', slow('x1'))
    const second = maker.make('x2', 'x', slow('x2'))
    expect(() => maker.make('x3', 'x', slow('x3'))).toThrow(expect.objectContaining({ status: 429 }))
    // x1 is being made; x2 and y1 wait: the waiting room of 2 is full.
    const third = maker.make('y1', 'y', slow('y1'))
    expect(() => maker.make('z1', 'z', slow('z1'))).toThrow(Busy)
    expect(() => maker.make('z1', 'z', slow('z1'))).toThrow(expect.objectContaining({ status: 503 }))
    release()
    await Promise.all([first, second, third])
    await expect(maker.make('x3', 'x', slow('x3'))).resolves.toEqual(file('x3'))
  })

  it('keeps a file until the generation moves, and makes a failed one again', async () => {
    let generation = 1
    let count = 0
    const maker = new ReportMaker(() => generation, { perUser: 3, waiting: 10, kept: 16 })
    const produce = async () => file(`made ${++count}`)
    expect((await maker.make('k', 'a', produce)).fileName).toBe('made 1')
    expect((await maker.make('k', 'b', produce)).fileName).toBe('made 1')
    generation = 2
    expect((await maker.make('k', 'a', produce)).fileName).toBe('made 2')
    await expect(maker.make('bad', 'a', async () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect((await maker.make('bad', 'a', produce)).fileName).toBe('made 3')
  })
})
