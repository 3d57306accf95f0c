// The console's routes, behind the first-run and login gates; the live stream runs while someone is logged in.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useT } from '../shared/i18n/use-t'
import { Navigate, Route, Routes, useNavigate } from 'react-router'
import { api, whenUnauthorized } from './api/client'
import { keys } from './api/keys'
import { useLiveStream } from './api/live'
import { useMe } from './api/queries'
import { useMyRoles } from './api/scoring-queries'
import { useToken } from './api/session'
import { ClockFormatProvider } from './components/clock-format'
import { FollowEventLocale } from './components/ConsoleLanguage'
import { EventChoiceProvider } from './components/event-choice'
import { ErrorNotice, Loading } from './components/Feedback'
import { Layout } from './components/Layout'
import { ArenaPage } from './pages/ArenaPage'
import { DataPage } from './pages/DataPage'
import { EventsPage } from './pages/EventsPage'
import { FirstRunPage } from './pages/FirstRunPage'
import { KeysPage } from './pages/KeysPage'
import { LoginPage } from './pages/LoginPage'
import { LogPage } from './pages/LogPage'
import { PlayersPage } from './pages/PlayersPage'
import { ReportsPage } from './pages/ReportsPage'
import { SchedulePage } from './pages/SchedulePage'
import { ScoreSheetPage } from './pages/ScoreSheetPage'
import { ScorerPage } from './pages/ScorerPage'
import { ScoringPage } from './pages/ScoringPage'
import { ScreensPage } from './pages/ScreensPage'
import { SettingsPage } from './pages/SettingsPage'
import { StandingsPage } from './pages/StandingsPage'
import { TeamPage } from './pages/TeamPage'

function LoggedIn({ token }: { token: string }) {
  const { t } = useT()
  useLiveStream(token)
  const me = useMe()
  // A scorer (a non-admin with the scorer role) lands on the scorer tablet and sees only it, the reports and their keys; a roles answer that fails counts as no role.
  const roles = useMyRoles(me.data !== undefined && !me.data.is_admin)
  if (me.isPending) return <Loading message={t('console.feedback.loadingYourAccount')} />
  if (me.isError) return <ErrorNotice error={me.error} />
  if (!me.data.is_admin && roles.isPending) return <Loading message={t('console.feedback.loadingYourAccount')} />
  const scorer = !me.data.is_admin && roles.data?.scorer === true
  // A player lands on their own page (My games).
  const home = me.data.is_admin ? '/arena' : scorer ? '/scorer' : '/my-games'
  return (
    <ClockFormatProvider>
      <EventChoiceProvider>
        <FollowEventLocale />
        <Routes>
          <Route element={<Layout />}>
            {me.data.is_admin && (
              <>
                <Route path="/arena" element={<ArenaPage />} />
                <Route path="/schedule" element={<SchedulePage />} />
                <Route path="/scoring" element={<ScoringPage />} />
                <Route path="/scorer" element={<ScorerPage />} />
                <Route path="/players" element={<PlayersPage />} />
                <Route path="/events" element={<EventsPage />} />
                <Route path="/score-sheet" element={<ScoreSheetPage />} />
                <Route path="/screens" element={<ScreensPage />} />
                <Route path="/settings" element={<SettingsPage />} />
                <Route path="/data" element={<DataPage />} />
                <Route path="/log" element={<LogPage />} />
              </>
            )}
            {scorer && <Route path="/scorer" element={<ScorerPage />} />}
            {!scorer && <Route path="/my-games" element={<TeamPage />} />}
            {!scorer && <Route path="/standings" element={<StandingsPage />} />}
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/keys" element={<KeysPage />} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Route>
        </Routes>
      </EventChoiceProvider>
    </ClockFormatProvider>
  )
}

export function App() {
  const { t } = useT()
  const token = useToken()
  const navigate = useNavigate()
  useEffect(() => whenUnauthorized(() => void navigate('/', { replace: true })), [navigate])
  const setup = useQuery({ queryKey: keys.setup, queryFn: ({ signal }) => api.get<{ needs_admin: boolean }>('/system/setup', signal), staleTime: Infinity })
  if (setup.isPending) return <Loading message={t('console.feedback.loadingServer')} />
  if (setup.isError) return <ErrorNotice error={setup.error} />
  if (setup.data.needs_admin) return <FirstRunPage />
  if (!token) return <LoginPage />
  return <LoggedIn token={token} />
}
