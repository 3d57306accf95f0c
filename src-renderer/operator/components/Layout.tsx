// The frame around every page: a skip link, navigation (with Help: the operator's guide, and the console's Language), the chosen event, the live
// connection, who is logged in and Log out, the banner of a read-only PC (standby); the tab's title names the page shown.
import { useRef, type MouseEvent } from 'react'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { useT } from '../../shared/i18n/use-t'
import { NavLink, Outlet, useLocation } from 'react-router'
import { useLiveStatus } from '../api/live'
import { useMe } from '../api/queries'
import { useMyRoles } from '../api/scoring-queries'
import { useLogout } from '../api/session'
import { LanguageMenu } from './ConsoleLanguage'
import { ConsoleSounds } from './ConsoleSounds'
import { useDocumentTitle } from './document-title'
import { EventPicker } from './event-choice'
import { ReadOnlyBanner } from './ReadOnlyBanner'
import { TakenOverNotice } from './TakenOverNotice'

export const ADMIN_PAGES = [
  { path: '/arena', label: 'console.nav.arena' },
  { path: '/schedule', label: 'console.nav.schedule' },
  { path: '/scoring', label: 'console.nav.scoring' },
  { path: '/scorer', label: 'console.nav.scorerTablet' },
  { path: '/standings', label: 'console.nav.standings' },
  { path: '/reports', label: 'console.nav.reports' },
  { path: '/players', label: 'console.nav.players' },
  { path: '/events', label: 'console.nav.events' },
  { path: '/screens', label: 'console.nav.screens' },
  { path: '/keys', label: 'console.nav.keys' },
  { path: '/settings', label: 'console.nav.settings' },
  { path: '/data', label: 'console.nav.data' },
  { path: '/log', label: 'console.nav.log' },
] as const satisfies ReadonlyArray<{ path: string; label: MessageId }>

export const PLAYER_PAGES = [
  { path: '/my-games', label: 'console.nav.myGames' },
  { path: '/standings', label: 'console.nav.standings' },
  { path: '/reports', label: 'console.nav.reports' },
  { path: '/keys', label: 'console.nav.keys' },
] as const satisfies ReadonlyArray<{ path: string; label: MessageId }>

/** A scorer (not an administrator): the tablet, the reports (score sheets among them) and their keys, nothing else. */
export const SCORER_PAGES = [
  { path: '/scorer', label: 'console.nav.scorer' },
  { path: '/reports', label: 'console.nav.reports' },
  { path: '/keys', label: 'console.nav.keys' },
] as const satisfies ReadonlyArray<{ path: string; label: MessageId }>

/** The operator's guide the server serves beside the console (docs/guide as HTML); the desktop window opens it in the system browser. */
export const GUIDE_PATH = '/guide/'

const LIVE_LABEL = { connecting: 'console.layout.live.connecting', live: 'console.layout.live.live', offline: 'console.layout.live.offline' } as const satisfies Record<string, MessageId>

export function Layout() {
  const { t, rich } = useT()
  const me = useMe()
  const logout = useLogout()
  const live = useLiveStatus()
  const roles = useMyRoles(me.data !== undefined && !me.data.is_admin)
  const pages: ReadonlyArray<{ path: string; label: MessageId }> = me.data?.is_admin ? ADMIN_PAGES : roles.data?.scorer ? SCORER_PAGES : PLAYER_PAGES
  const { pathname } = useLocation()
  const shown = pages.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`))
  useDocumentTitle(shown && t(shown.label))
  const main = useRef<HTMLElement>(null)
  // The skip link moves focus itself (no fragment in the URL for the router to read): the next Tab starts in the page.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault()
    main.current?.focus()
  }
  return (
    <div className="layout">
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {t('console.layout.skip')}
      </a>
      <header className="topbar">
        <span className="brand">Arena Console</span>
        <EventPicker />
        <span className={`live live-${live}`} role="status" title={t('console.layout.liveTitle')}>
          {t(LIVE_LABEL[live])}
        </span>
        <ConsoleSounds />
        <span className="who">
          {me.data ? rich('console.layout.loggedInAs', { name: me.data.name, user: (parts) => <strong data-testid="current-user">{parts}</strong> }) : null}
        </span>
        <button type="button" onClick={() => void logout()}>
          {t('console.layout.logOut')}
        </button>
      </header>
      <nav className="sidebar" aria-label={t('console.nav.pages')}>
        {pages.map((page) => (
          <NavLink key={page.path} to={page.path}>
            {t(page.label)}
          </NavLink>
        ))}
        <a className="help-link" href={GUIDE_PATH} target="_blank" rel="noreferrer" title={t('console.nav.helpTitle')}>
          {t('console.nav.help')}
        </a>
        <LanguageMenu />
      </nav>
      <main className="page" id="main" ref={main} tabIndex={-1}>
        <TakenOverNotice />
        <ReadOnlyBanner admin={me.data?.is_admin === true} />
        <Outlet />
      </main>
    </div>
  )
}
