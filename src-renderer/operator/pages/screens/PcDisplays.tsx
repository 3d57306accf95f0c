// In the desktop app only: the PC's own displays, and a venue screen opened full-screen on one of them (a TV on the
// PC's HDMI port) through the desktop bridge; the same display page the TVs open, with the screen's key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Screen } from '../../api/types'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { desktopBridge, type DesktopBridge, type DesktopDisplay } from '../../desktop-bridge'
import { displayState, displayWords, shellErrorText } from './pc-displays'
import { useT } from '../../../shared/i18n/use-t'

const DISPLAYS_KEY = ['desktop-displays']
/** Displays come and go (a TV plugged in): the list is asked again this often. */
const DISPLAYS_REFRESH_MS = 3000

/** A bridge call whose failure reads as the shell's own sentence. */
async function inShellWords<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new Error(shellErrorText(error))
  }
}

function DisplayRow({ display, screens, bridge, onChange }: { display: DesktopDisplay; screens: Screen[]; bridge: DesktopBridge; onChange: () => void }) {
  const { t } = useT()
  const [chosen, setChosen] = useState<number | undefined>(display.screenId ?? screens[0]?.id)
  const screenId = screens.some((screen) => screen.id === chosen) ? chosen : screens[0]?.id
  const show = useMutation({ mutationFn: (id: number) => inShellWords(() => bridge.openScreenWindow(id, display.id)), onSettled: onChange })
  const close = useMutation({ mutationFn: () => inShellWords(() => bridge.closeScreenWindow(display.id)), onSettled: onChange })
  const title = displayWords(display, t)
  const nameOf = (id: number) => screens.find((screen) => screen.id === id)?.name
  return (
    <li className="pc-display" aria-label={t('console.screens.display.label', { display: title })}>
      <div className="spread">
        <strong>{title}</strong>
        <span className="muted" data-testid={`display-state-${display.id}`}>
          {displayState(display, nameOf, t)}
        </span>
      </div>
      <div className="row">
        {display.connected && screens.length > 0 && (
          <>
            <label>
              {t('console.screens.display.screenFor', { display: display.label })}
              <select value={screenId} onChange={(event) => setChosen(Number(event.target.value))}>
                {screens.map((screen) => (
                  <option key={screen.id} value={screen.id}>
                    {screen.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="primary" disabled={show.isPending || screenId === undefined} onClick={() => screenId !== undefined && show.mutate(screenId)}>
              {t('console.screens.display.showOn', { display: display.label })}
            </button>
          </>
        )}
        {display.screenId !== null && (
          <button type="button" disabled={close.isPending} onClick={() => close.mutate()}>
            {t('console.screens.display.close', { display: display.label })}
          </button>
        )}
      </div>
      <ErrorNotice error={show.error ?? close.error} />
    </li>
  )
}

function PcDisplaysCard({ bridge, screens }: { bridge: DesktopBridge; screens: Screen[] }) {
  const { t } = useT()
  const client = useQueryClient()
  const displays = useQuery({ queryKey: DISPLAYS_KEY, queryFn: () => inShellWords(() => bridge.listDisplays()), refetchInterval: DISPLAYS_REFRESH_MS })
  const refresh = () => void client.invalidateQueries({ queryKey: DISPLAYS_KEY })
  return (
    <section className="card stack" aria-labelledby="pc-displays-heading">
      <h2 id="pc-displays-heading">{t('console.screens.pcDisplays.title')}</h2>
      <p className="muted">{t('console.screens.pcDisplays.intro')}</p>
      {displays.isPending && <Loading message={t('console.screens.pcDisplays.loading')} />}
      <ErrorNotice error={displays.error} />
      <ul className="pc-displays">
        {displays.data?.map((display) => (
          <DisplayRow key={display.id} display={display} screens={screens} bridge={bridge} onChange={refresh} />
        ))}
      </ul>
    </section>
  )
}

/** Nothing in a LAN browser: only the desktop window has displays to offer. */
export function PcDisplays({ screens }: { screens: Screen[] }) {
  const bridge = desktopBridge()
  return bridge ? <PcDisplaysCard bridge={bridge} screens={screens} /> : null
}
