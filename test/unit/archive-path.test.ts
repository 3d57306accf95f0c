// Where a worker file of the packed app is read from: the archive (a path segment ending in .asar) becomes the unpacked
// folder beside it, on every OS's layout; a path outside an archive (development, tests, the headless server) is kept.
import { describe, expect, it } from 'vitest'
import { outsideArchive } from '../../src-main/store/archive-path'

const CASES: Array<[string, string, string]> = [
  ['Linux (deb, /opt)', '/opt/Arena Console/resources/app.asar/out/main/keeper-worker.js', '/opt/Arena Console/resources/app.asar.unpacked/out/main/keeper-worker.js'],
  ['Linux AppImage (mounted)', '/tmp/.mount_arenaX1/resources/app.asar/out/main/report-worker.js', '/tmp/.mount_arenaX1/resources/app.asar.unpacked/out/main/report-worker.js'],
  ['macOS bundle', '/Applications/Arena Console.app/Contents/Resources/app.asar/out/main/domain-worker.js', '/Applications/Arena Console.app/Contents/Resources/app.asar.unpacked/out/main/domain-worker.js'],
  ['Windows (NSIS, per user)', 'C:\\Users\\ref\\AppData\\Local\\Programs\\arena-console\\resources\\app.asar\\out\\main\\keeper-worker.js', 'C:\\Users\\ref\\AppData\\Local\\Programs\\arena-console\\resources\\app.asar.unpacked\\out\\main\\keeper-worker.js'],
  ['a chunk one folder down', '/opt/a/resources/app.asar/out/main/chunks/x.js', '/opt/a/resources/app.asar.unpacked/out/main/chunks/x.js'],
  ['already unpacked', '/opt/a/resources/app.asar.unpacked/out/main/keeper-worker.js', '/opt/a/resources/app.asar.unpacked/out/main/keeper-worker.js'],
  ['the repository (npm start, tests)', '/work/main/out/main/keeper-worker.js', '/work/main/out/main/keeper-worker.js'],
  ['a folder that only contains .asar in its name', '/home/ref/my.asar.notes/out/main/keeper-worker.js', '/home/ref/my.asar.notes/out/main/keeper-worker.js'],
  ['an archive of another name', '/opt/a/resources/other.asar/out/main/keeper-worker.js', '/opt/a/resources/other.asar.unpacked/out/main/keeper-worker.js'],
]

describe('outsideArchive', () => {
  it.each(CASES)('%s', (_layout, path, expected) => {
    expect(outsideArchive(path)).toBe(expected)
  })
})
