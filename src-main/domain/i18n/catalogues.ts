// The message catalogues (issue 31, item 3, docs/i18n.md): one folder per language, one JSON file per area of the product
// (venue: the display views and the team page; reports; tablet; console: the console's frame; console-common: parts
// several console pages share; console-arena, -schedule, -scoring, -admin: the console's pages; console-problems: a refused request's problems in words), ICU MessageFormat, the
// same keys in each language (test/unit/i18n-catalogues.test.ts). English is the source: its keys are the message ids. Areas are separate
// files so that work on one area never touches another's file.
import enConsole from './en/console.json'
import enReports from './en/reports.json'
import enTablet from './en/tablet.json'
import enVenue from './en/venue.json'
import esConsole from './es/console.json'
import esReports from './es/reports.json'
import esTablet from './es/tablet.json'
import esVenue from './es/venue.json'
import enConsoleCommon from './en/console-common.json'
import enConsoleArena from './en/console-arena.json'
import enConsoleSchedule from './en/console-schedule.json'
import enConsoleScoring from './en/console-scoring.json'
import enConsoleAdmin from './en/console-admin.json'
import enConsoleProblems from './en/console-problems.json'
import esConsoleCommon from './es/console-common.json'
import esConsoleArena from './es/console-arena.json'
import esConsoleSchedule from './es/console-schedule.json'
import esConsoleScoring from './es/console-scoring.json'
import esConsoleAdmin from './es/console-admin.json'
import esConsoleProblems from './es/console-problems.json'

const en = {
  ...enVenue, ...enReports, ...enTablet, ...enConsole,
  ...enConsoleCommon, ...enConsoleArena, ...enConsoleSchedule, ...enConsoleScoring, ...enConsoleAdmin, ...enConsoleProblems,
}
const es = {
  ...esVenue, ...esReports, ...esTablet, ...esConsole,
  ...esConsoleCommon, ...esConsoleArena, ...esConsoleSchedule, ...esConsoleScoring, ...esConsoleAdmin, ...esConsoleProblems,
}

export type MessageId = keyof typeof en
export type Catalogue = Record<MessageId, string>

/** The translated languages; the pseudo-locale is made from English (pseudo-messages.ts). */
export const CATALOGUES = { en, es } satisfies Record<string, Catalogue>
