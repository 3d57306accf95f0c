// Writes the sounds the displays and the console play (resources/sounds/*.wav): short tones made here from sine waves, so
// they are ours to ship (CC0, see resources/sounds/LICENSE.md). Run again with `npx tsx scripts/make-sounds.ts`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const RATE = 22_050
const DIR = join(import.meta.dirname, '..', 'resources', 'sounds')

/** One note: frequencies (Hz) sounded together, from `at` seconds for `length` seconds, at `volume` (0..1). */
interface Note {
  at: number
  length: number
  hz: number[]
  volume: number
}

/** A note's loudness over its life: 8 ms in, then a decay, and 20 ms out so nothing clicks. */
function envelope(t: number, length: number): number {
  const attack = Math.min(1, t / 0.008)
  const release = Math.min(1, (length - t) / 0.02)
  return Math.max(0, attack * release * Math.exp(-2.2 * (t / length)))
}

/** 16-bit mono PCM WAV of the notes. */
export function wav(notes: Note[]): Buffer {
  const seconds = Math.max(...notes.map((note) => note.at + note.length)) + 0.05
  const frames = Math.ceil(seconds * RATE)
  const samples = new Float64Array(frames)
  for (const note of notes) {
    const first = Math.floor(note.at * RATE)
    const count = Math.floor(note.length * RATE)
    for (let i = 0; i < count && first + i < frames; i += 1) {
      const t = i / RATE
      // A little of the second and third harmonic makes a chime of a bare sine.
      const tone = note.hz.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t) + 0.12 * Math.sin(6 * Math.PI * hz * t), 0) / (note.hz.length * 1.42)
      samples[first + i] += note.volume * envelope(t, note.length) * tone
    }
  }
  const data = Buffer.alloc(frames * 2)
  samples.forEach((sample, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32_767), i * 2))
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(RATE, 24)
  header.writeUInt32LE(RATE * 2, 28) // bytes per second
  header.writeUInt16LE(2, 32) // bytes per frame
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

const C5 = 523.25
const E5 = 659.25
const G5 = 783.99
const C6 = 1046.5
const A5 = 880

export const SOUNDS: Record<string, Note[]> = {
  // Start: a rising chime ending on a held chord.
  start: [
    { at: 0, length: 0.18, hz: [C5], volume: 0.8 },
    { at: 0.15, length: 0.18, hz: [E5], volume: 0.8 },
    { at: 0.3, length: 0.18, hz: [G5], volume: 0.8 },
    { at: 0.45, length: 0.7, hz: [C6, G5], volume: 0.9 },
  ],
  // Ten seconds left: two short high beeps.
  'ten-seconds': [
    { at: 0, length: 0.14, hz: [A5], volume: 0.8 },
    { at: 0.22, length: 0.14, hz: [A5], volume: 0.8 },
  ],
  // End: a long low chord, like a buzzer.
  end: [{ at: 0, length: 1.1, hz: [220, 277.18, 329.63], volume: 0.95 }],
  // Abort: a falling three-note figure.
  abort: [
    { at: 0, length: 0.2, hz: [G5], volume: 0.8 },
    { at: 0.18, length: 0.2, hz: [E5], volume: 0.8 },
    { at: 0.36, length: 0.5, hz: [C5 / 2, C5], volume: 0.85 },
  ],
}

mkdirSync(DIR, { recursive: true })
for (const [name, notes] of Object.entries(SOUNDS)) {
  const file = join(DIR, `${name}.wav`)
  writeFileSync(file, wav(notes))
  console.log(`wrote ${file}`)
}
