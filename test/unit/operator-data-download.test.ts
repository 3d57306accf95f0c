// Saving downloads on the Data and Players pages: the file name from Content-Disposition, and sizes as people read them.
import { describe, expect, it } from 'vitest'
import { filenameFromDisposition } from '../../src-renderer/operator/api/content-disposition'
import { fileSize } from '../../src-renderer/operator/pages/data/file-size'
import { exportFileName } from '../../src-main/store/data-export'

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="users.csv"', 'users.csv'],
    ['attachment; filename=users.csv', 'users.csv'],
    ['attachment;filename="arena 2026-11-21.sqlite"', 'arena 2026-11-21.sqlite'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%C3%A9quipes.csv", 'équipes.csv'],
    ["attachment; filename*=utf-8''broken%E0%A4%A.csv; filename=\"plain.csv\"", 'plain.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.sqlite"', 'x.sqlite'],
    ['attachment', 'fallback.bin'],
    ['attachment; filename=""', 'fallback.bin'],
    [null, 'fallback.bin'],
  ])('%j → %s', (header, name) => {
    expect(filenameFromDisposition(header, 'fallback.bin')).toBe(name)
  })

  it('reads the name the data-file export sends', () => {
    const name = exportFileName(Date.UTC(2026, 10, 21, 9, 30))
    expect(filenameFromDisposition(`attachment; filename="${name}"`, 'x')).toBe(name)
  })
})

describe('fileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    [25 * 1024 * 1024, '25 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('%i → %s', (bytes, text) => {
    expect(fileSize(bytes)).toBe(text)
  })
})
