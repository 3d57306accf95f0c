// The fencing decision (docs/standby.md): which epoch wins, and what a primary does on learning its peer's.
import { describe, expect, it } from 'vitest'
import { decideOnPeer, type PeerView } from '../../src-main/domain/fencing'

describe('what a primary does on learning its peer', () => {
  it.each<[string, number, PeerView | undefined, string]>([
    ['the standby was promoted (epoch one higher)', 1, { role: 'primary', epoch: 2 }, 'stop_writing'],
    ['promoted twice since (a higher epoch still)', 1, { role: 'primary', epoch: 3 }, 'stop_writing'],
    ['the peer still follows it', 1, { role: 'standby', epoch: 1 }, 'go_on'],
    ['a standby that followed a later primary (its epoch is that primary\'s)', 1, { role: 'standby', epoch: 2 }, 'go_on'],
    ['the peer is an old primary itself (a lower epoch)', 3, { role: 'primary', epoch: 2 }, 'go_on'],
    ['the peer was taken over itself', 1, { role: 'superseded', epoch: 5 }, 'go_on'],
    ['the peer runs as a primary of the same epoch (not promoted)', 2, { role: 'primary', epoch: 2 }, 'go_on_warned'],
    ['the peer does not answer', 1, undefined, 'go_on_warned'],
  ])('%s', (_name, own, peer, action) => {
    expect(decideOnPeer(own, peer).action).toBe(action)
  })
})
