// A robot's answer that comes by the stream while the console's first read of the game's answers is still on its way is
// not lost: that read left the server before the answer was saved, so it is cancelled and the answers read again.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyRobot, type RobotSignals } from '../../src-renderer/operator/api/arena-queries'
import { keys } from '../../src-renderer/operator/api/keys'

const answer = { game_id: 1, corner: 'red', zone: 0, user_id: 2, robot_ip: '127.0.0.21', event: 'start', outcome: 'acknowledged', latency_ms: 22, detail: 'HTTP 200', attempts: 1, sent_at: 1 } as const
const { attempts: _attempts, ...stored } = answer
const before: RobotSignals = { corners: [null, null, null, null], history: [] }
const after: RobotSignals = { corners: [stored, null, null, null], history: [stored] }

describe('a robot answer during the first read of the answers', () => {
  it('reads them again, so the answer shows', async () => {
    const client = new QueryClient()
    let release!: () => void
    let reads = 0
    const observer = new QueryObserver<RobotSignals>(client, {
      queryKey: keys.robots(1),
      // The first read answers what the server had before the answer was saved, and only once the answer came by the stream.
      queryFn: () => {
        reads += 1
        return reads === 1 ? new Promise<RobotSignals>((resolve) => (release = () => resolve(before))) : Promise.resolve(after)
      },
    })
    const seen: Array<RobotSignals | undefined> = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))
    await new Promise((done) => setTimeout(done, 10))
    expect(client.getQueryState(keys.robots(1))?.fetchStatus).toBe('fetching')
    applyRobot(client, answer)
    release()
    await new Promise((done) => setTimeout(done, 50))
    expect(client.getQueryData(keys.robots(1))).toEqual(after)
    unsubscribe()
    client.clear()
  })

  it('adds the answer to answers already read, without a read', async () => {
    const client = new QueryClient()
    client.setQueryData(keys.robots(1), before)
    applyRobot(client, answer)
    expect(client.getQueryData(keys.robots(1))).toEqual(after)
    client.clear()
  })
})
