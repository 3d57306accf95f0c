// The Players page's Role column (issue 26, item 13: scorers were listed as "Player").
import { describe, expect, it } from 'vitest'
import { roleWords } from '../../src-renderer/operator/pages/players/user-roles'

describe('roleWords', () => {
  it.each([
    [{ is_admin: true, is_playing: false }, false, 'Admin'],
    [{ is_admin: true, is_playing: true }, true, 'Admin'],
    [{ is_admin: false, is_playing: false }, true, 'Scorer'],
    [{ is_admin: false, is_playing: true }, true, 'Scorer'],
    [{ is_admin: false, is_playing: true }, false, 'Player'],
    [{ is_admin: false, is_playing: false }, false, '—'],
  ])('%o, scorer %s → %s', (user, scorer, words) => {
    expect(roleWords(user, scorer)).toBe(words)
  })
})
