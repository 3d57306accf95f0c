import { describe, expect, it } from 'vitest'
import { FairQueue } from '../../src-main/domain/fair-queue'

/** Adds `added` ([owner, item] in order), then takes everything: the items in the order taken. */
function order(added: Array<[string, string]>): string[] {
  const queue = new FairQueue<string>()
  for (const [owner, item] of added) queue.add(owner, item)
  const taken: string[] = []
  for (let next = queue.take(); next; next = queue.take()) taken.push(`${next.owner}:${next.item}`)
  expect(queue.size).toBe(0)
  return taken
}

describe('FairQueue', () => {
  it.each([
    { case: 'empty', added: [], taken: [] },
    { case: 'one owner keeps its order', added: [['a', '1'], ['a', '2'], ['a', '3']], taken: ['a:1', 'a:2', 'a:3'] },
    { case: 'owners take turns', added: [['a', '1'], ['a', '2'], ['a', '3'], ['b', '1']], taken: ['a:1', 'b:1', 'a:2', 'a:3'] },
    { case: 'three owners in turn', added: [['a', '1'], ['b', '1'], ['a', '2'], ['c', '1'], ['b', '2']], taken: ['a:1', 'b:1', 'c:1', 'a:2', 'b:2'] },
  ] as Array<{ case: string; added: Array<[string, string]>; taken: string[] }>)('$case', ({ added, taken }) => {
    expect(order(added)).toEqual(taken)
  })

  it('serves others before the owner served last, even if it had nothing waiting in between', () => {
    const queue = new FairQueue<string>()
    queue.add('a', '1')
    expect(queue.take()).toEqual({ owner: 'a', item: '1' })
    queue.add('a', '2')
    queue.add('b', '1')
    expect([queue.take(), queue.take()]).toEqual([{ owner: 'b', item: '1' }, { owner: 'a', item: '2' }])
  })

  it('puts an owner who comes back after its turn last', () => {
    const queue = new FairQueue<string>()
    queue.add('a', '1')
    queue.add('b', '1')
    expect(queue.take()).toEqual({ owner: 'a', item: '1' })
    queue.add('a', '2')
    expect(queue.sizeOf('a')).toBe(1)
    expect(queue.size).toBe(2)
    expect([queue.take(), queue.take()]).toEqual([{ owner: 'b', item: '1' }, { owner: 'a', item: '2' }])
  })
})
