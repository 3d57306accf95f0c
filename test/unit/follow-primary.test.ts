// Issue 29, item 5: which arena PC a page moves to when its own is gone (shared/live/follow-primary.ts), on tables of cases;
// the follower that asks the peers on a lost stream or a take-over (primary-follower.ts) with fake timers; and the
// console's handover of its login in the fragment (operator/api/handover.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { choosePrimary, peersToAsk, unreachablePeers, type PeerAnswer } from '../../src-renderer/shared/live/follow-primary'
import { PrimaryFollower, type PrimaryFollowerOptions } from '../../src-renderer/shared/live/primary-follower'
import { handoverUrl, readHandover, takeHandover } from '../../src-renderer/operator/api/handover'
import { takenOverNotice } from '../../src-renderer/operator/components/replication-words'

const A = 'http://10.0.0.1:8700'
const B = 'http://10.0.0.2:8700'
const C = 'http://10.0.0.3:8700'
const at = (address: string, role?: 'primary' | 'standby' | 'superseded', epoch = 1): PeerAnswer => ({ address, view: role && { role, epoch } })

describe('choosePrimary', () => {
  const cases: Array<[string, number, PeerAnswer[], ReturnType<typeof choosePrimary>]> = [
    ['no peer', 1, [], { action: 'wait' }],
    ['the peer does not answer', 1, [at(B)], { action: 'wait' }],
    ['the standby is not promoted yet', 1, [at(B, 'standby', 1)], { action: 'wait' }],
    ['the standby took over', 1, [at(B, 'primary', 2)], { action: 'move', address: B, epoch: 2 }],
    ['a primary of the same epoch (the old one, or a PC started without --follow)', 1, [at(B, 'primary', 1)], { action: 'wait' }],
    ['a primary of an older epoch', 3, [at(B, 'primary', 2)], { action: 'wait' }],
    ['a superseded PC', 1, [at(B, 'superseded', 2)], { action: 'wait' }],
    ['the page knew no epoch: any primary', 0, [at(B, 'primary', 1)], { action: 'move', address: B, epoch: 1 }],
    ['two took over: the later one', 1, [at(B, 'primary', 2), at(C, 'primary', 3)], { action: 'move', address: C, epoch: 3 }],
    ['one silent, one promoted', 1, [at(A), at(B, 'primary', 2)], { action: 'move', address: B, epoch: 2 }],
    ['two of the same epoch: the first told', 1, [at(C, 'primary', 2), at(B, 'primary', 2)], { action: 'move', address: C, epoch: 2 }],
  ]
  it.each(cases)('%s', (_, known, answers, expected) => expect(choosePrimary(known, answers)).toEqual(expected))
})

describe('peersToAsk', () => {
  const cases: Array<[string, string[], string[], string[]]> = [
    ['the peers told', [B], [], [B]],
    ['a refusal names the primary, once', [B], [`${B}/`, C], [B, C]],
    ['never the own PC', [A, B], [A], [B]],
    ['not an address: left out', ['nonsense', B], [], [B]],
  ]
  it.each(cases)('%s', (_, peers, named, expected) => expect(peersToAsk(peers, named, A)).toEqual(expected))
})

describe('unreachablePeers', () => {
  it.each([
    [[], [], []],
    [[B], [B], []],
    [[], [B], [B]],
    [[B], [C], [C]],
    [[B], [], []],
  ])('served with %j, told %j: %j', (served, now, expected) => expect(unreachablePeers(served, now)).toEqual(expected))
})

describe('PrimaryFollower', () => {
  afterEach(() => vi.useRealTimers())

  function follower(answers: Record<string, PeerAnswer['view']>, options: Partial<PrimaryFollowerOptions> = {}) {
    const moves: Array<[string, number]> = []
    const asked: string[] = []
    let reloads = 0
    const it = new PrimaryFollower({
      ownOrigin: A,
      move: (address, epoch) => moves.push([address, epoch]),
      reload: () => (reloads += 1),
      ask: async (peer) => {
        asked.push(peer)
        return answers[peer]
      },
      ...options,
    })
    return { it, moves, asked, reloads: () => reloads, answers }
  }

  it('the stream down for 3 s: asks the peers every second; a standby not promoted: waits; promoted: moves, once', async () => {
    vi.useFakeTimers()
    const f = follower({ [B]: { role: 'standby', epoch: 1 } })
    f.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    f.it.status('offline')
    await vi.advanceTimersByTimeAsync(2_900)
    expect(f.asked, 'a restart of its own PC takes less').toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    expect(f.asked).toEqual([B])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(f.asked).toEqual([B, B, B])
    expect(f.moves).toEqual([])
    f.answers[B] = { role: 'primary', epoch: 2 }
    await vi.advanceTimersByTimeAsync(1_000)
    expect(f.moves).toEqual([[B, 2]])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(f.asked.length, 'no more asking after the move').toBe(4)
  })

  it('the stream back before 3 s: asks nobody', async () => {
    vi.useFakeTimers()
    const f = follower({ [B]: { role: 'primary', epoch: 2 } })
    f.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    f.it.status('offline')
    await vi.advanceTimersByTimeAsync(1_000)
    f.it.status('live')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(f.asked).toEqual([])
  })

  it('its PC says it was taken over: asks at once; a refusal naming the primary: asks it once', async () => {
    vi.useFakeTimers()
    const f = follower({ [B]: { role: 'primary', epoch: 2 } })
    f.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    f.it.learn({ role: 'superseded', epoch: 1, peers: [B] })
    await vi.advanceTimersByTimeAsync(0)
    expect(f.moves).toEqual([[B, 2]])

    const g = follower({ [C]: { role: 'standby', epoch: 1 } })
    g.it.learn({ role: 'standby', epoch: 1, peers: [C] })
    g.it.refusedNaming(C)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(g.asked, 'a page on a standby on purpose stays').toEqual([C])
    expect(g.moves).toEqual([])
  })

  it('a peer the page was not served with: reloads (its policy cannot reach it); one it was: nothing', () => {
    const f = follower({})
    f.it.learn(undefined)
    f.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    expect(f.reloads()).toBe(1)
    const g = follower({})
    g.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    g.it.learn({ role: 'primary', epoch: 1, peers: [B] })
    expect(g.reloads()).toBe(0)
  })

  it('arrived after a take-over (epoch 2 known): the old primary back at epoch 1 draws it nowhere', async () => {
    vi.useFakeTimers()
    const f = follower({ [B]: { role: 'primary', epoch: 1 } }, { knownEpoch: 2 })
    f.it.learn({ role: 'primary', epoch: 2, peers: [B] })
    f.it.status('offline')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(f.asked.length).toBeGreaterThan(0)
    expect(f.moves).toEqual([])
  })
})

describe('the console handover', () => {
  it('crosses in the fragment only: the same path and query, the token, the epoch and the PC it came from', () => {
    const url = handoverUrl(B, '/arena?tab=clock', { token: 'tok_a+b/c=', epoch: 2, from: A })
    expect(url.startsWith(`${B}/arena?tab=clock#`)).toBe(true)
    expect(new URL(url).search, 'never in the query a server sees').toBe('?tab=clock')
    expect(readHandover(new URL(url).hash)).toEqual({ token: 'tok_a+b/c=', epoch: 2, from: A })
  })

  it.each([
    ['', undefined],
    ['#section', undefined],
    ['#arena-handover=&epoch=2', undefined],
    ['#arena-handover=t&epoch=zero', undefined],
    ['#arena-handover=t&epoch=0', undefined],
    ['#arena-handover=t&epoch=3', { token: 't', epoch: 3, from: '' }],
  ])('reads %j as %j', (hash, expected) => expect(readHandover(hash)).toEqual(expected))

  it('is taken out of the address once, at load', () => {
    // A live location, as the browser's: replaceState changes what it says.
    const location = { hash: '', pathname: '/arena', search: '?a=1' }
    const replaced: string[] = []
    const history = {
      replaceState: (_: unknown, __: string, url?: string | URL | null) => {
        replaced.push(String(url))
        location.hash = ''
      },
    }
    expect(takeHandover(location, history)).toBeUndefined()
    expect(replaced).toEqual([])
    location.hash = '#arena-handover=t&epoch=2&from=x'
    expect(takeHandover(location, history)).toEqual({ token: 't', epoch: 2, from: 'x' })
    expect(replaced).toEqual(['/arena?a=1'])
  })

  it('says which PC the console is on now', () => {
    expect(takenOverNotice(B, { epoch: 2, from: A })).toBe(`Connected to the new primary at ${B} — it took over from ${A} (epoch 2).`)
    expect(takenOverNotice(B, { epoch: 3, from: '' })).toBe(`Connected to the new primary at ${B} — it took over (epoch 3).`)
  })
})
