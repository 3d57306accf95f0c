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
import { VIEW_LABELS, ViewEditor } from './ViewEditor'

interface ViewValues {
  current: string
  config: string
}

const viewValues = (screen: Screen): ViewValues => ({ current: screen.current, config: screen.config })

const WORDS: FieldWords<Screen> = {
  name: { label: 'Name' },
  current: { label: 'View', show: (view) => VIEW_LABELS[view] ?? view },
  config: { label: 'Options', show: (config) => (config === '{}' ? 'none' : config) },
  key: { label: 'Its key', show: () => 'a new one' },
}


export function ScreenViewForm({ screen }: { screen: Screen }) {
  const stored = useVersioned<Screen>(keys.screen(screen.id), `/screens/${screen.id}`)
  if (stored.isPending) return <Loading what={`what ${screen.name} shows`} />
  if (stored.isError) return <ErrorNotice error={stored.error} />
  return <VersionedViewForm stored={stored.data} />
}

function VersionedViewForm({ stored }: { stored: Versioned<Screen> }) {
  const client = useQueryClient()
  const screen = stored.value
  const form = useForm<ViewValues>({ defaultValues: viewValues(screen) })
  const guard = useEditGuard(stored, form, viewValues, WORDS)
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
      <ViewEditor label={screen.name} view={current} config={config} onChange={change} applyLabel={`Show on ${screen.name}`} busy={save.isPending} onApply={() => save.mutate(form.getValues())} />
      <ErrorNotice error={save.error} />
      <ChangedElsewhere guard={guard} error={save.error} onReload={() => save.reset()} />
    </>
  )
}
