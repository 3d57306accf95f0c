// The Schedule page in real Chromium: league preview and commit, corners by hand with a clash warning, create/edit/reorder/delete,
// a delay, knockouts refused then created; every step checked against what the API holds.
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser'
import { startConsole, type ConsoleSession } from '../support/console'

interface Game {
  id: number
  name: string
  status: string
  league: boolean
  tournament_round: number | null
  play_order: number
  start_time: number | null
  end_time: number | null
  corners: Array<number | null>
  corner_names: string[]
}

const COLOURS = ['red', 'yellow', 'green', 'blue'] as const

let session: ConsoleSession
let admin: string
let eventId: number
const players = new Map<string, number>()

beforeAll(async () => {
  session = await startConsole()
  admin = await session.arena.login()
})

afterAll(async () => {
  await session?.close()
})

async function call(method: string, path: string, json?: unknown) {
  return session.arena.call(method, path, { token: admin, json })
}

async function eventGames(): Promise<Game[]> {
  const answer = await call('GET', `/games?event_id=${eventId}&limit=500`)
  expect(answer.status).toBe(200)
  return answer.body
}

/** The ISO start time shown in the row of a game. */
async function shownStart(page: Page, gameId: number): Promise<string | null> {
  return page.locator(`tr[data-game-id="${gameId}"] time`).first().getAttribute('datetime')
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

test('the operator schedules an event from the Schedule page', async () => {
  const { page, origin, arena } = session
  await session.logIn()

  // No event yet: the page points to the Events page.
  await page.getByRole('link', { name: 'Schedule', exact: true }).click()
  await page.getByText('There is no event to schedule yet.').waitFor()
  expect(await page.getByRole('link', { name: 'Create one on the Events page' }).getAttribute('href')).toBe('/events')

  // Via the API: an event starting at 10:00 UTC and twelve playing users (and one who is not playing).
  const start = Math.floor(arena.clock.now() / 1000) + 3600
  const event = await call('POST', '/events', { name: 'Autumn Cup', start_time: start, end_time: start + 8 * 3600 })
  eventId = event.body.id
  for (let i = 1; i <= 12; i += 1) {
    const name = `Player ${String(i).padStart(2, '0')}`
    const user = await call('POST', '/users', { name, password: 'password', is_playing: true })
    players.set(name, user.body.id)
  }
  await call('POST', '/users', { name: 'Coach Zed', password: 'password', is_playing: false })
  await page.goto(`${origin}/schedule`)
  await page.getByText('No games in this event yet').waitFor()

  // Generate: preview with k = 2, see the quality figures, nothing written yet; then commit.
  await page.getByRole('button', { name: 'Generate league schedule' }).click()
  await page.getByLabel('Games per player (k)').fill('2')
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const quality = page.getByRole('region', { name: 'Schedule quality' })
  await quality.getByText('12 players, 2 games each.').waitFor()
  expect(await quality.locator('[data-figure="games"] .figure-value').textContent()).toBe('6')
  await quality.getByText('Every player sits out at least 1 game between two of their games.').waitFor()
  await quality.getByText('Every corner of every game has a player.').waitFor()
  await page.getByRole('table').filter({ hasText: 'Proposed games (6)' }).waitFor()
  await screenshot(page, 'operator-schedule-preview')
  expect(await eventGames()).toEqual([])
  await page.getByRole('button', { name: 'Commit schedule' }).click()
  await page.getByText('The league schedule is written: 6 games.').waitFor()
  let games = await eventGames()
  expect(games.map((game) => game.name)).toEqual(['League 1', 'League 2', 'League 3', 'League 4', 'League 5', 'League 6'])
  await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(6)
  for (const game of games) expect(await shownStart(page, game.id)).toBe(iso(game.start_time!))
  expect(games[0].start_time).toBe(start)

  // A second commit would replace the six scheduled league games: it asks first; cancelled, nothing changes.
  await page.getByRole('button', { name: 'Generate league schedule' }).click()
  await page.getByText('This event has 6 league games, none started: committing replaces them all.').waitFor()
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await page.getByText('Committing deletes 6 scheduled league games and writes these instead.').waitFor()
  await page.getByRole('button', { name: 'Commit schedule' }).click()
  const replace = page.getByRole('dialog', { name: 'Replace the league schedule?' })
  await replace.getByText('6 scheduled league games are deleted').waitFor()
  await replace.getByRole('button', { name: 'Cancel' }).click()
  expect((await eventGames()).map((game) => game.id)).toEqual(games.map((game) => game.id))
  await page.getByRole('button', { name: 'Generate league schedule' }).click()

  // Corners by hand: a player of League 1 in League 2's red corner warns of no rest; yellow emptied; saved anyway.
  const [first, second] = games
  const tired = first.corners.find((id) => id !== null && !second.corners.includes(id))!
  const tiredName = [...players].find(([, id]) => id === tired)![0]
  await page.getByRole('button', { name: 'Corners of League 2' }).click()
  const red = page.getByRole('combobox', { name: 'Red corner' })
  await red.click()
  await red.fill(tiredName.slice(-4))
  await page.getByRole('option', { name: tiredName, exact: true }).click()
  await page.getByRole('alert').filter({ hasText: `${tiredName} also plays in League 1, the game before: no rest between the two games.` }).waitFor()
  const yellow = page.getByRole('combobox', { name: 'Yellow corner' })
  await yellow.click()
  await page.getByRole('option', { name: '(empty)' }).click()
  // A player not marked as playing is found by name and warned about too.
  const green = page.getByRole('combobox', { name: 'Green corner' })
  await green.click()
  await green.fill('coach')
  await page.getByRole('option', { name: 'Coach Zed (not playing)' }).click()
  await page.getByRole('alert').filter({ hasText: 'Coach Zed is not marked as playing.' }).waitFor()
  const blue = page.getByRole('combobox', { name: 'Blue corner' })
  await blue.click()
  await blue.fill('player 1')
  await page.getByRole('option', { name: 'Player 12', exact: true }).waitFor()
  expect(await page.getByRole('listbox', { name: 'Blue corner: players' }).getByRole('option').allTextContents()).toEqual(['(empty)', 'Player 10', 'Player 11', 'Player 12'])
  await screenshot(page, 'operator-schedule-corners')
  await blue.press('Escape')
  expect(await blue.inputValue()).toBe(second.corner_names[3])
  // By keyboard: typing points at the first match, arrows move, Enter picks.
  await blue.fill('player 1')
  await blue.press('ArrowDown')
  await blue.press('Enter')
  expect(await blue.inputValue()).toBe('Player 11')
  await blue.fill(second.corner_names[3])
  await blue.press('Enter')
  expect(await blue.inputValue()).toBe(second.corner_names[3])
  await green.click()
  await green.fill(second.corner_names[2])
  await page.getByRole('option', { name: second.corner_names[2], exact: true }).click()
  await page.getByRole('button', { name: 'Save corners' }).click()
  await page.getByRole('dialog', { name: 'Save the corners of League 2 with clashes?' }).getByRole('button', { name: 'Save anyway' }).click()
  await page.getByText('The corners of League 2 are saved.').waitFor()
  expect((await call('GET', `/games/${second.id}`)).body.corners).toEqual([tired, null, second.corners[2], second.corners[3]])

  // Create a game that does not count for the league, with a planned start: it ends one game length later.
  await page.getByRole('button', { name: 'New game' }).click()
  const newGame = page.getByRole('form', { name: 'New game' })
  await newGame.getByLabel('Game name').fill('Exhibition')
  await newGame.getByLabel('Counts for the league').uncheck()
  await newGame.getByLabel('Planned start (optional)').fill('2026-11-21T15:00')
  await newGame.getByRole('button', { name: 'Add the game' }).click()
  await page.getByText('Exhibition is added as game 7.').waitFor()
  const planned = await page.evaluate(() => Math.floor(new Date('2026-11-21T15:00').getTime() / 1000))
  let exhibition = (await eventGames()).find((game) => game.name === 'Exhibition')!
  expect(exhibition).toMatchObject({ league: false, tournament_round: null, play_order: 7, start_time: planned, end_time: planned + 150, status: 'scheduled' })

  // Edit its name.
  await page.getByRole('button', { name: 'Edit Exhibition' }).click()
  const edit = page.getByRole('form', { name: 'Edit Exhibition' })
  await edit.getByLabel('Game name').fill('Exhibition match')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await page.getByText('Exhibition match is saved.').waitFor()
  expect((await call('GET', `/games/${exhibition.id}`)).body.name).toBe('Exhibition match')

  // Reorder: up one place, taking League 6's slot (place and planned times); the first game cannot go up.
  expect(await page.getByRole('button', { name: 'Move League 1 up' }).isDisabled()).toBe(true)
  const sixth = games[5]
  await page.getByRole('button', { name: 'Move Exhibition match up' }).click()
  await expect.poll(async () => (await call('GET', `/games/${exhibition.id}`)).body.play_order).toBe(6)
  exhibition = (await call('GET', `/games/${exhibition.id}`)).body
  expect(exhibition.start_time).toBe(sixth.start_time)
  expect((await call('GET', `/games/${sixth.id}`)).body.play_order).toBe(7)
  await expect.poll(() => page.locator('tbody tr[data-game-id]').nth(5).getAttribute('data-game-id')).toBe(String(exhibition.id))

  // Delete it, after the confirmation.
  await page.getByRole('button', { name: 'Delete Exhibition match' }).click()
  await page.getByRole('dialog', { name: 'Delete Exhibition match?' }).getByRole('button', { name: 'Delete game' }).click()
  await page.getByText('Exhibition match is deleted.').waitFor()
  expect((await call('GET', `/games/${exhibition.id}`)).status).toBe(404)
  await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(6)

  // A delay of 10 minutes moves every scheduled game, in the API and on the page.
  games = await eventGames()
  await page.getByRole('button', { name: 'Apply a delay' }).click()
  await page.getByLabel('Delay in minutes (negative: earlier)').fill('10')
  await page.getByRole('button', { name: 'Apply delay' }).click()
  await page.getByText('6 scheduled games moved 10 minutes later.').waitFor()
  const delayed = await eventGames()
  expect(delayed.map((game) => game.start_time)).toEqual(games.map((game) => game.start_time! + 600))
  for (const game of delayed) await expect.poll(() => shownStart(page, game.id)).toBe(iso(game.start_time!))

  // Knockouts are refused while league games are unscored: the API's reason is shown.
  await page.getByRole('button', { name: 'Knockouts' }).click()
  const knockouts = page.getByRole('region', { name: 'Knockouts' })
  await knockouts.getByText('6 league games are not scored yet').waitFor()
  await knockouts.getByRole('button', { name: 'Create knockouts' }).click()
  await knockouts.getByRole('alert').filter({ hasText: 'The standings are not complete: league games' }).waitFor()
  await screenshot(page, 'operator-schedule-error')

  // Score every league game through the API; the page follows the stream.
  for (const game of delayed) {
    arena.clock.advance(Math.max(0, game.start_time! * 1000 - arena.clock.now()))
    expect((await call('POST', `/arena/games/${game.id}/start`, { mode: 'competition' })).status).toBe(200)
    arena.clock.advance(140_000)
    expect((await call('POST', `/arena/games/${game.id}/stop`)).status).toBe(200)
    const scores = Object.fromEntries(game.corners.flatMap((id, corner) => (id === null ? [] : [[COLOURS[corner], 100 - id]])))
    expect((await call('PUT', `/games/${game.id}/scores`, scores)).status).toBe(200)
  }
  await expect.poll(() => page.locator('tbody .status-scored').count(), { timeout: 10_000 }).toBe(6)
  await knockouts.getByText('Every league game is scored: 12 players in the standings.').waitFor()

  // With league games played, a new league schedule is refused unless only the scheduled ones are replaced: the 409 says so.
  await page.getByRole('button', { name: 'Generate league schedule' }).click()
  await page.getByLabel('Keep the 6 league games already played and replace only the ones still scheduled').waitFor()
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'already has league games that started' }).waitFor()
  await page.getByRole('button', { name: 'Knockouts' }).click()

  // Create the knockout for the top 8: round 1 appears, and the games join the list.
  await knockouts.getByLabel('Players in the knockout').fill('8')
  await knockouts.getByRole('button', { name: 'Create knockouts' }).click()
  await page.getByText('The knockout is created: 3 games.').waitFor()
  const roundOne = knockouts.getByRole('region', { name: 'Round 1: semi-finals' })
  await roundOne.getByRole('article', { name: 'Semi-final 1' }).waitFor()
  await roundOne.getByRole('article', { name: 'Semi-final 2' }).waitFor()
  await knockouts.getByRole('region', { name: 'Round 2: final' }).waitFor()
  const bracket = (await call('GET', `/events/${eventId}/knockouts`)).body
  expect(bracket.games.map((game: Game) => [game.name, game.tournament_round])).toEqual([
    ['Semi-final 1', 1],
    ['Semi-final 2', 1],
    ['Final', 2],
  ])
  for (const game of bracket.games.slice(0, 2) as Game[]) {
    for (const name of game.corner_names) await roundOne.getByRole('listitem').filter({ hasText: new RegExp(`${name}$`) }).waitFor()
  }
  await screenshot(page, 'operator-schedule-knockouts')

  // Filters: knockout games only, then one player's games.
  await page.getByRole('button', { name: 'Knockouts' }).click()
  await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(9)
  await page.getByLabel('Kind').selectOption('knockout')
  await page.getByText('3 of 9 games').waitFor()
  await page.getByLabel('Kind').selectOption('all')
  await page.getByLabel('Player', { exact: true }).fill('player 07')
  await expect.poll(() => page.locator('tbody tr[data-game-id]').count()).toBe(delayed.filter((game) => game.corner_names.includes('Player 07')).length + bracket.games.filter((game: Game) => game.corner_names.includes('Player 07')).length)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.getByText('9 games', { exact: true }).waitFor()
  await screenshot(page, 'operator-schedule')

  expect(session.browser.problems.filter((line) => !(line.includes('Failed to load resource') && line.includes('409')))).toEqual([])
}, 60_000)
