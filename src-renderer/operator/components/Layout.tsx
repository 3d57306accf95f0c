// The frame around every page: a skip link, navigation (with Help: the operator's guide), the chosen event, the live
// connection, who is logged in and Log out, the banner of a read-only PC (standby); the tab's title names the page shown.
import { useRef, type MouseEvent } from 'react'
import { NavLink, Outlet, useLocation } from 'react-router'
import { useLiveStatus } from '../api/live'
import { useMe } from '../api/queries'
import { useMyRoles } from '../api/scoring-queries'
import { useLogout } from '../api/session'
import { ConsoleSounds } from './ConsoleSounds'
import { useDocumentTitle } from './document-title'
import { EventPicker } from './event-choice'
import { ReadOnlyBanner } from './ReadOnlyBanner'
import { TakenOverNotice } from './TakenOverNotice'

export const ADMIN_PAGES = [
  { path: '/arena', label: 'Arena' },
  { path: '/schedule', label: 'Schedule' },
  { path: '/scoring', label: 'Scoring' },
  { path: '/scorer', label: 'Scorer tablet' },
  { path: '/standings', label: 'Standings' },
  { path: '/reports', label: 'Reports' },
  { path: '/players', label: 'Players' },
  { path: '/events', label: 'Events' },
  { path: '/screens', label: 'Screens' },
  { path: '/keys', label: 'My keys' },
  { path: '/settings', label: 'Settings' },
  { path: '/data', label: 'Data' },
  { path: '/log', label: 'Log' },
] as const

export const PLAYER_PAGES = [
  { path: '/my-games', label: 'My games' },
  { path: '/standings', label: 'Standings' },
  { path: '/reports', label: 'Reports' },
  { path: '/keys', label: 'My keys' },
] as const

/** A scorer (not an administrator): the tablet, the reports (score sheets among them) and their keys, nothing else. */
export const SCORER_PAGES = [
  { path: '/scorer', label: 'Scorer' },
  { path: '/reports', label: 'Reports' },
  { path: '/keys', label: 'My keys' },
] as const

/** The operator's guide the server serves beside the console (docs/guide as HTML); the desktop window opens it in the system browser. */
export const GUIDE_PATH = '/guide/'

const LIVE_LABEL = { connecting: 'Connecting…', live: 'Live', offline: 'Offline: reconnecting' } as const

export function Layout() {
  const me = useMe()
  const logout = useLogout()
  const live = useLiveStatus()
  const roles = useMyRoles(me.data !== undefined && !me.data.is_admin)
  const pages: ReadonlyArray<{ path: string; label: string }> = me.data?.is_admin ? ADMIN_PAGES : roles.data?.scorer ? SCORER_PAGES : PLAYER_PAGES
  const { pathname } = useLocation()
  useDocumentTitle(pages.find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`))?.label)
  const main = useRef<HTMLElement>(null)
  // The skip link moves focus itself (no fragment in the URL for the router to read): the next Tab starts in the page.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault()
    main.current?.focus()
  }
  return (
    <div className="layout">
      <a className="skip-link" href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Arena Console</span>
        <EventPicker />
        <span className={`live live-${live}`} role="status" title="Live updates from the arena server">
          {LIVE_LABEL[live]}
        </span>
        <ConsoleSounds />
        <span className="who">
          {me.data ? (
            <>
              Logged in as <strong data-testid="current-user">{me.data.name}</strong>
            </>
          ) : null}
        </span>
        <button type="button" onClick={() => void logout()}>
          Log out
        </button>
      </header>
      <nav className="sidebar" aria-label="Pages">
        {pages.map((page) => (
          <NavLink key={page.path} to={page.path}>
            {page.label}
          </NavLink>
        ))}
        <a className="help-link" href={GUIDE_PATH} target="_blank" rel="noreferrer" title="The operator's guide, in a new window">
          Help
        </a>
      </nav>
      <main className="page" id="main" ref={main} tabIndex={-1}>
        <TakenOverNotice />
        <ReadOnlyBanner admin={me.data?.is_admin === true} />
        <Outlet />
      </main>
    </div>
  )
}
