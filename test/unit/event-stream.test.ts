// The live client's event-stream reader (both apps) on a table: chunks of stream text in, events out, as EventSource would give them.
import { describe, expect, it } from 'vitest'
import { EventStreamParser } from '../../src-renderer/shared/live/event-stream'

describe('EventStreamParser', () => {
  it.each([
    ['one event', ['event: game\ndata: {"id":1}\n\n'], [{ event: 'game', data: '{"id":1}' }]],
    ['split anywhere', ['eve', 'nt: clock\nda', 'ta: {"remaining_s":3}\n', '\n'], [{ event: 'clock', data: '{"remaining_s":3}' }]],
    ['two in one chunk', ['event: a\ndata: 1\n\nevent: b\ndata: 2\n\n'], [{ event: 'a', data: '1' }, { event: 'b', data: '2' }]],
    ['comments (heartbeats) ignored', [': heartbeat\n\n', 'event: a\ndata: 1\n\n'], [{ event: 'a', data: '1' }]],
    [
      'CRLF and CR line ends (a CR ending a chunk waits for the next)',
      ['event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r', 'event: c\ndata: 3\n\n'],
      [{ event: 'a', data: '1' }, { event: 'b', data: '2' }, { event: 'c', data: '3' }],
    ],
    ['a CRLF split between chunks', ['event: a\r', '\ndata: 1\r\n\r\n'], [{ event: 'a', data: '1' }]],
    ['data lines joined, no name is message', ['data: x\ndata: y\n\n'], [{ event: 'message', data: 'x\ny' }]],
    ['no data: no event', ['event: a\n\n'], []],
    ['not ended yet: nothing', ['event: a\ndata: 1\n'], []],
  ])('%s', (_what, chunks, expected) => {
    const parser = new EventStreamParser()
    expect(chunks.flatMap((chunk) => parser.push(chunk))).toEqual(expected)
  })
})
