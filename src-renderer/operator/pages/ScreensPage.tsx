// Screens: every venue screen with its online state, what it shows, its address and QR code; switch one screen or all; rotate keys.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useEvents, useGames, useScreens } from '../api/queries'
import type { Screen } from '../api/types'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { useChosenEvent } from '../components/event-choice'
import { Empty, ErrorNotice, FieldProblem, Loading } from '../components/Feedback'
import { useClock } from '../components/clock-format'
import type { ScreenPresence } from '../../../src-main/contract/screens.schema'
import { useT } from '../../shared/i18n/use-t'
import { describeScreen, screenUrl, type Names } from './screens/screen-summary'
import { PcDisplays } from './screens/PcDisplays'
import { ScreenQr } from './screens/ScreenQr'
import { ScreenViewForm } from './screens/ScreenViewForm'
import { ViewEditor } from './screens/ViewEditor'
import './ScreensPage.css'

const useScreenPresence = () => useQuery({ queryKey: keys.screenPresence, queryFn: ({ signal }) => api.get<ScreenPresence[]>('/screens/presence', signal) })
const useServerUrls = () => useQuery({ queryKey: ['system-urls'], queryFn: ({ signal }) => api.get<{ urls: string[] }>('/system/urls', signal), staleTime: Infinity })

function useNames(): Names {
  const { eventId } = useChosenEvent()
  const events = useEvents()
  const games = useGames({ event_id: eventId }, eventId !== undefined)
  return {
    events: new Map((events.data ?? []).map((event) => [event.id, event.name])),
    games: new Map((games.data ?? []).map((game) => [game.id, game.name])),
  }
}

function CreateScreen() {
  const { t } = useT()
  const client = useQueryClient()
  const { register, handleSubmit, reset } = useForm<{ name: string }>({ defaultValues: { name: '' } })
  const create = useMutation({
    mutationFn: (name: string) => api.post<Screen>('/screens', { name }),
    onSuccess: () => {
      reset()
      void client.invalidateQueries({ queryKey: keys.screens })
      void client.invalidateQueries({ queryKey: keys.screenPresence })
    },
  })
  return (
    <form className="card row" onSubmit={handleSubmit((values) => create.mutate(values.name))}>
      <label>
        {t('console.screens.create.name')}
        <input placeholder={t('console.screens.create.placeholder')} {...register('name', { required: true })} />
        <FieldProblem error={create.error} field="name" />
      </label>
      <button type="submit" className="primary" disabled={create.isPending}>
        {t('console.screens.create.add')}
      </button>
      <ErrorNotice error={create.error} />
    </form>
  )
}

function ScreenCard({ screen, presence, urls, names }: { screen: Screen; presence: ScreenPresence | undefined; urls: string[]; names: Names }) {
  const { t } = useT()
  const { clockTime } = useClock()
  const client = useQueryClient()
  const [confirm, setConfirm] = useState<'rotate' | 'delete'>()
  const [showQr, setShowQr] = useState(false)
  const refresh = () => {
    void client.invalidateQueries({ queryKey: keys.screens })
    void client.invalidateQueries({ queryKey: keys.screenPresence })
  }
  // A new key is a new version of the screen, and no live event says so (it would reach the old key's streams).
  const rotate = useMutation({ mutationFn: () => api.post<Screen>(`/screens/${screen.id}/key`), onSuccess: () => (refresh(), void client.invalidateQueries({ queryKey: keys.screen(screen.id) })) })
  const remove = useMutation({ mutationFn: () => api.delete(`/screens/${screen.id}`), onSuccess: refresh })
  const url = screenUrl(urls, location.origin, screen.key)
  const online = presence?.online ?? false
  return (
    <article className="card screen-card" aria-label={t('console.screens.card.label', { screen: screen.name })}>
      <div className="spread">
        <h2>{screen.name}</h2>
        <span className={`presence ${online ? 'online' : 'offline'}`} data-testid={`presence-${screen.id}`}>
          {online ? t('console.screens.card.online', { since: clockTime(presence?.since ?? null), connections: Math.max(1, presence?.connections ?? 1) }) : t('console.screens.card.offline')}
        </span>
      </div>
      <p className="shows" data-testid={`shows-${screen.id}`}>
        {t('console.screens.card.shows', { what: describeScreen(screen.current, screen.config, names, t) })}
      </p>
      <ScreenViewForm screen={screen} />
      <ErrorNotice error={rotate.error ?? remove.error} />
      <div className="screen-address">
        <a href={url} target="_blank" rel="noreferrer" className="url">
          {url}
        </a>
        <div className="row">
          <button type="button" className="small" onClick={() => void navigator.clipboard?.writeText(url)}>
            {t('console.screens.card.copy')}
          </button>
          <button type="button" className="small" aria-expanded={showQr} onClick={() => setShowQr(!showQr)}>
            {showQr ? t('console.screens.card.hideQr') : t('console.screens.card.showQr')}
          </button>
          <button type="button" className="small" onClick={() => setConfirm('rotate')}>
            {t('console.screens.card.newKey')}
          </button>
          <button type="button" className="small danger" onClick={() => setConfirm('delete')}>
            {t('console.screens.card.delete')}
          </button>
        </div>
        {showQr && <ScreenQr url={url} label={screen.name} />}
      </div>
      {confirm === 'rotate' && (
        <ConfirmDialog
          title={t('console.screens.newKey.title', { screen: screen.name })}
          confirmLabel={t('console.screens.newKey.confirm')}
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => (setConfirm(undefined), rotate.mutate())}
        >
          <p>{t('console.screens.newKey.text')}</p>
        </ConfirmDialog>
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('console.screens.delete.title', { screen: screen.name })}
          confirmLabel={t('console.screens.delete.confirm')}
          danger
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => (setConfirm(undefined), remove.mutate())}
        >
          <p>{t('console.screens.delete.text')}</p>
        </ConfirmDialog>
      )}
    </article>
  )
}

/**
 * One view for every screen at once: a deliberate "everyone shows this", so it is sent without a version (If-Match) and
 * replaces what each screen showed, whoever set it.
 */
function AllScreens({ screens }: { screens: Screen[] }) {
  const { t } = useT()
  const client = useQueryClient()
  const [choice, setChoice] = useState({ current: 'game', config: '{}' })
  const applyAll = useMutation({
    mutationFn: async ({ current, config }: { current: string; config: string }) => {
      for (const screen of screens) await api.patch<Screen>(`/screens/${screen.id}`, { current, config })
    },
    onSettled: () => void client.invalidateQueries({ queryKey: keys.screens }),
  })
  return (
    <section className="card">
      <h2>{t('console.screens.all.title')}</h2>
      <ViewEditor
        view={choice.current}
        config={choice.config}
        onChange={(current, config) => setChoice({ current, config })}
        applyLabel={t('console.screens.all.apply')}
        busy={applyAll.isPending}
        onApply={() => applyAll.mutate(choice)}
      />
      <ErrorNotice error={applyAll.error} />
    </section>
  )
}

export function ScreensPage() {
  const { t } = useT()
  const screens = useScreens()
  const presence = useScreenPresence()
  const urls = useServerUrls()
  const names = useNames()
  return (
    <div className="stack">
      <h1>{t('console.nav.screens')}</h1>
      <p className="muted">{t('console.screens.intro')}</p>
      <CreateScreen />
      {screens.isPending && <Loading message={t('console.screens.loading')} />}
      <ErrorNotice error={screens.error} />
      {screens.data?.length === 0 && <Empty>{t('console.screens.empty')}</Empty>}
      {screens.data && screens.data.length > 0 && (
        <>
          <PcDisplays screens={screens.data} />
          <AllScreens screens={screens.data} />
          <div className="screen-grid">
            {screens.data.map((screen) => (
              <ScreenCard key={screen.id} screen={screen} presence={presence.data?.find((entry) => entry.screen_id === screen.id)} urls={urls.data?.urls ?? []} names={names} />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
