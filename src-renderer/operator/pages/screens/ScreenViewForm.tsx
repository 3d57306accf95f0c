// What one screen shows, as a form over the screen read with its version (issue 26, item 1): the change is sent with
// If-Match, so another console's change meanwhile is refused (409) rather than undone; while untouched the form follows
// the stored screen, once edited it keeps the edits and says what changed underneath.
import { useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { keys } from '../../api/keys'
import type { Screen } from '../../api/types'
import { saveVersioned, useVersioned, type Versioned } from '../../api/versioned'
import type { FieldWords } from '../../components/changed-fields'
import { ChangedElsewhere } from '../../components/ChangedElsewhere'
import { useEditGuard, useGuardedSave } from '../../components/edit-guard'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { viewLabel, ViewEditor } from './ViewEditor'
import { useT, type Translate } from '../../../shared/i18n/use-t'
import { useMemo } from 'react'

interface ViewValues {
  current: string
  config: string
}

const viewValues = (screen: Screen): ViewValues => ({ current: screen.current, config: screen.config })

/** How a change made elsewhere is told: the fields' names and values in the console's language. */
const screenWords = (t: Translate['t']): FieldWords<Screen> => ({
  name: { label: t('console.screens.field.name') },
  current: { label: t('console.screens.field.view'), show: (view) => viewLabel(view, t) },
  config: { label: t('console.screens.field.options'), show: (config) => (config === '{}' ? t('console.screens.field.noOptions') : config) },
  key: { label: t('console.screens.field.key'), show: () => t('console.screens.field.newKey') },
})

export function ScreenViewForm({ screen }: { screen: Screen }) {
  const { t } = useT()
  const stored = useVersioned<Screen>(keys.screen(screen.id), `/screens/${screen.id}`)
  if (stored.isPending) return <Loading message={t('console.screens.card.loadingView', { screen: screen.name })} />
  if (stored.isError) return <ErrorNotice error={stored.error} />
  return <VersionedViewForm stored={stored.data} />
}

function VersionedViewForm({ stored }: { stored: Versioned<Screen> }) {
  const { t } = useT()
  const words = useMemo(() => screenWords(t), [t])
  const client = useQueryClient()
  const screen = stored.value
  const form = useForm<ViewValues>({ defaultValues: viewValues(screen) })
  const guard = useEditGuard(stored, form, viewValues, words)
  const [current, config] = useWatch({ control: form.control, name: ['current', 'config'] })
  const save = useGuardedSave(keys.screen(screen.id), guard, (body: ViewValues, etag) => saveVersioned<Screen>('PATCH', `/screens/${screen.id}`, body, etag), () => {
    void client.invalidateQueries({ queryKey: keys.screens })
    void client.invalidateQueries({ queryKey: keys.screenPresence })
  })
  const change = (view: string, options: string) => {
    form.setValue('current', view, { shouldDirty: true })
    form.setValue('config', options, { shouldDirty: true })
  }
  return (
    <>
      <ViewEditor label={screen.name} view={current} config={config} onChange={change} applyLabel={t('console.screens.card.apply', { screen: screen.name })} busy={save.isPending} onApply={() => save.mutate(form.getValues())} />
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
    </>
  )
}
