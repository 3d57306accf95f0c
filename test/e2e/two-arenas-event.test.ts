// Issue 28's "Done when" in real Chromium with a real server: two arenas run side by side from one console — start, end and
// score in both through the console's Arena panels and Scoring page — with two venue displays each following one arena (the
// second set to its arena on the Screens page, live) and one pit board showing both. Then a knockout over both arenas whose
// final is on Main: a Game and a Corner screen following Side show the final while it runs, and the pit board marks Main.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { apiCaller, startConsole, type ConsoleSession } from '../support/console'
import { screenshot } from '../support/browser'
import { removeTempDirs } from '../support/temp'

let session: ConsoleSession
let api: ReturnType<typeof apiCaller>
let side = 0
let eventId = 0
/** Each arena's league games in running order (names: "Main 1", "Main 2", "Side 1", "Side 2"). */
const games: Record<'Main' | 'Side', number[]> = { Main: [], Side: [] }
const keys: Record<'main' | 'side' | 'sideCorner' | 'pit', string> = { main: '', side: '', sideCorner: '', pit: '' }
const screenIds: Record<string, number> = {}
const PLAYERS = { Main: ['Ada', 'Brian', 'Chen', 'Dana'], Side: ['Eve', 'Finn', 'Gus', 'Hana'] }

beforeAll(async () => {
  session = await startConsole()
  const token = await session.arena.login()
  api = apiCaller(session.arena, token)
  await api('PATCH', '/system/settings', { game_length_s: 150 })
  side = (await api('POST', '/arenas', { name: 'Side' })).id as number
  // The server's clock is the test's (it moves only when told): the event and its games are planned around it.
  const t0 = Math.floor(session.arena.clock.now() / 1000)
  eventId = (await api('POST', '/events', { name: 'Two Arena Cup', start_time: t0 - 600, end_time: t0 + 8 * 3600 })).id as number
  // Two games in each arena, each arena's with its own four players (nobody is in two running games).
  for (const arena of ['Main', 'Side'] as const) {
    const players: number[] = []
    for (const name of PLAYERS[arena]) players.push(await session.arena.createUser(token, name))
    const [red, yellow, green, blue] = players
    for (const index of [1, 2]) {
      const start = t0 + 600 + index * 300
      const game = await api('POST', '/games', { name: `${arena} ${index}`, event_id: eventId, play_order: index, start_time: start, end_time: start + 150 })
      await api('PUT', `/games/${game.id}/corners`, { red, yellow, green, blue })
      if (arena === 'Side') await api('PUT', `/games/${game.id}/arena`, { arena_id: side })
      games[arena].push(game.id)
    }
  }
  // Main TV follows arena 1 (no arena in its config); Side TV too at first — the Screens page sets it to Side.
  for (const [name, current, config] of [
    ['main', 'game', {}],
    ['side', 'game', {}],
    ['sideCorner', 'corner', { arena_id: side, corner: 'red' }],
    ['pit', 'pit_board', {}],
  ] as const) {
    const screen = await api('POST', '/screens', { name: `${name} TV`, current, config: JSON.stringify(config) })
    keys[name] = screen.key
    screenIds[name] = screen.id
  }
}, 60_000)

afterAll(async () => {
  await session?.close()
  removeTempDirs()
})

async function display(key: string): Promise<Page> {
  // A tab of its own (the browser's first blank tab is the console's).
  const page = await session.browser.context.newPage()
  page.setDefaultTimeout(10_000)
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(`${session.origin}/display?key=${encodeURIComponent(key)}`)
  return page
}

/** The Game view's game and its state words ("NEXT UP", "NOW PLAYING" …), once they read `name` and `state`. */
async function showing(page: Page, name: string, state: string): Promise<void> {
  await page.locator('.bar-title').filter({ hasText: new RegExp(`^${name}$`) }).waitFor()
  await page.getByTestId('game-state').filter({ hasText: new RegExp(`^${state}`) }).waitFor()
}

/** The pit board's NOW / NEXT / AFTER game ids per column, with the column's arena id (null: none shown). */
async function pitBoard(page: Page): Promise<Array<Array<number | null>>> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="pit-column"]')].map((column) => {
      const id = (which: string) => {
        const card = column.querySelector<HTMLElement>(`[data-testid="pit-${which}"]`)
        return card?.dataset.gameId ? Number(card.dataset.gameId) : null
      }
      return [Number(column.dataset.arenaId), id('now'), id('next'), id('after')]
    }),
  )
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Scores a finished game on the console's Scoring page, red to blue. */
async function scoreOnConsole(page: Page, name: string, points: [number, number, number, number]): Promise<void> {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Scoring' }).click()
  await page.getByRole('region', { name: /To score/ }).getByRole('button', { name }).click()
  await page.getByRole('heading', { name: `Score ${name}` }).waitFor()
  for (const [index, colour] of ['Red', 'Yellow', 'Green', 'Blue'].entries()) await page.getByLabel(`${colour} game points`).fill(String(points[index]))
  await page.getByRole('button', { name: 'Save scores' }).click()
  await page.getByRole('status').filter({ hasText: 'Saved. League points' }).waitFor()
}

test('two arenas side by side from one console, each followed by its own display, both on one pit board', { timeout: 120_000 }, async () => {
  const { page } = session
  const mainTv = await display(keys.main)
  const sideTv = await display(keys.side)
  const pit = await display(keys.pit)
  await showing(mainTv, 'Main 1', 'NEXT UP')
  await showing(sideTv, 'Main 1', 'NEXT UP')

  // The Screens page: Side TV's Arena (offered with two arenas) set to Side; the open display follows it live.
  await session.logIn()
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Screens' }).click()
  await page.getByLabel('Arena on side TV').selectOption({ label: 'Side' })
  await page.getByRole('button', { name: 'Show on side TV' }).click()
  await expect.poll(async () => JSON.parse((await api('GET', `/screens/${screenIds.side}`)).config)).toEqual({ arena_id: side })
  await showing(sideTv, 'Side 1', 'NEXT UP')
  expect(await mainTv.locator('.bar-title').textContent()).toBe('Main 1')

  // Start in both arenas from their panels.
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Arena' }).click()
  for (const arena of ['Main', 'Side']) {
    const own = panel(page, arena)
    await own.getByRole('button', { name: /^Next game/ }).click()
    await own.getByRole('heading', { level: 1, name: `${arena} 1`, exact: true }).waitFor()
    await own.getByRole('button', { name: /^Start/ }).click()
    await own.getByText('Running', { exact: true }).waitFor()
  }
  // Each display its own arena's game, clock and next game; the pit board both arenas' now / next.
  for (const [tv, arena] of [[mainTv, 'Main'], [sideTv, 'Side']] as const) {
    await showing(tv, `${arena} 1`, 'NOW PLAYING')
    expect(await tv.getByTestId('countdown').textContent()).toMatch(/^0?2:[0-5]\d$/)
    expect(await tv.getByTestId('next-up').textContent()).toBe(`Next up: ${arena} 2`)
  }
  await expect.poll(() => pitBoard(pit)).toEqual([
    [1, games.Main[0], games.Main[1], null],
    [side, games.Side[0], games.Side[1], null],
  ])
  await screenshot(pit, 'two-arenas-event-pit-board-running')

  // End early in both, each from its own panel (the question names the arena).
  for (const arena of ['Main', 'Side']) {
    await panel(page, arena).getByRole('button', { name: /^End early/ }).click()
    await page.getByRole('dialog', { name: `${arena}: End this game early?` }).waitFor()
    await page.getByRole('button', { name: 'End the game now' }).click()
    await panel(page, arena).getByRole('heading', { level: 1, name: `${arena} 2`, exact: true }).waitFor()
  }
  await showing(mainTv, 'Main 1', 'GAME OVER')
  await showing(sideTv, 'Side 1', 'GAME OVER')
  await expect.poll(() => pitBoard(pit)).toEqual([
    [1, null, games.Main[1], null],
    [side, null, games.Side[1], null],
  ])

  // Score both on the console's Scoring page: each display shows its own result and its own next game.
  await scoreOnConsole(page, 'Main 1', [40, 30, 20, 10])
  await scoreOnConsole(page, 'Side 1', [15, 25, 35, 45])
  await showing(mainTv, 'Main 1', 'RESULT')
  await showing(sideTv, 'Side 1', 'RESULT')
  expect(await mainTv.getByTestId('points-red').textContent()).toMatch(/^40pts/)
  expect(await sideTv.getByTestId('points-blue').textContent()).toMatch(/^45pts/)
  expect(await mainTv.getByTestId('next-up').textContent()).toBe('Next up: Main 2')
  expect(await sideTv.getByTestId('next-up').textContent()).toBe('Next up: Side 2')
  await screenshot(sideTv, 'two-arenas-event-side-result')
  expect(session.browser.problems).toEqual([])
  await Promise.all([mainTv.close(), sideTv.close(), pit.close()])
})

/** Plays a game through the arena's API (start, end) and enters its points, red to blue. */
async function play(gameId: number, points: [number, number, number, number]): Promise<void> {
  await api('POST', `/arena/games/${gameId}/start`, { mode: 'competition' })
  await api('POST', `/arena/games/${gameId}/stop`)
  const [red, yellow, green, blue] = points
  await api('PUT', `/games/${gameId}/scores`, { red, yellow, green, blue })
}

test('the final on Main is shown by the screens following Side while it runs; the pit board marks Main', { timeout: 90_000 }, async () => {
  await play(games.Main[1], [10, 20, 30, 40])
  await play(games.Side[1], [12, 22, 32, 42])
  // Eight players: two semi-finals, one in each arena, then the final on Main (the first arena listed).
  const knockout = await api('POST', `/events/${eventId}/knockouts`, { players: 8, arena_ids: [1, side], single_arena_rounds: 1 })
  expect(knockout.single_arena).toEqual({ arena_id: 1, from_round: 2 })
  const [semiMain, semiSide, final] = knockout.games as Array<{ id: number; name: string }>
  expect(knockout.arenas).toEqual([
    { game_id: semiMain.id, arena_id: 1 },
    { game_id: semiSide.id, arena_id: side },
    { game_id: final.id, arena_id: 1 },
  ])
  const sideTv = await display(keys.side)
  const sideCorner = await display(keys.sideCorner)
  const pit = await display(keys.pit)
  await pit.getByTestId('pit-finals').waitFor()
  expect(await pit.locator('[data-testid="pit-column"]').evaluateAll((columns) => columns.map((column) => column.querySelector('[data-testid="pit-finals"]') !== null))).toEqual([true, false])

  // The semi-finals: Side's screen shows its own.
  await api('POST', `/arena/games/${semiSide.id}/start`, { mode: 'competition' })
  await showing(sideTv, semiSide.name, 'NOW PLAYING')
  await api('POST', `/arena/games/${semiSide.id}/stop`)
  await api('PUT', `/games/${semiSide.id}/scores`, { red: 50, yellow: 40, green: 30, blue: 20 })
  await play(semiMain.id, [50, 40, 30, 20])

  // The final runs on Main, a changeover later (the server's clock is the test's): the screens following Side show it, with
  // Main's clock; the corner screen its red player.
  session.arena.clock.advance(60_000)
  await api('POST', `/arena/games/${final.id}/start`, { mode: 'competition' })
  const running = await api('GET', `/games/${final.id}`)
  await showing(sideTv, final.name, 'NOW PLAYING')
  expect(await sideTv.getByTestId('countdown').textContent()).toMatch(/^0?2:[0-5]\d$/)
  await sideCorner.getByTestId('corner-player').filter({ hasText: running.corner_names[0] }).waitFor()
  await sideCorner.getByTestId('countdown').waitFor()
  expect(await sideCorner.locator('.corner-game').textContent()).toBe(final.name)
  await expect.poll(() => pitBoard(pit)).toEqual([
    [1, final.id, null, null],
    [side, null, null, null],
  ])
  await screenshot(sideTv, 'two-arenas-event-final-on-side-screen')
  await screenshot(pit, 'two-arenas-event-pit-board-final')

  // The final ends: its result stays up on Side's screen; the finals are over, so the pit board's mark goes.
  await api('POST', `/arena/games/${final.id}/stop`)
  await showing(sideTv, final.name, 'GAME OVER')
  await api('PUT', `/games/${final.id}/scores`, { red: 9, yellow: 8, green: 7, blue: 6 })
  await showing(sideTv, final.name, 'RESULT')
  await expect.poll(() => pit.getByTestId('pit-finals').count()).toBe(0)
  expect(session.browser.problems).toEqual([])
  await Promise.all([sideTv.close(), sideCorner.close(), pit.close()])
})
