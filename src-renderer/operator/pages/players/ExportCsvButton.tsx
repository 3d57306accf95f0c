// Export CSV: GET /users/export.csv fetched with the bearer token and saved as users.csv (passwords empty; it imports back unchanged).
import { useMutation } from '@tanstack/react-query'
import { useT } from '../../../shared/i18n/use-t'
import { downloadFile } from '../../api/download'
import { ErrorNotice } from '../../components/Feedback'

export function ExportCsvButton() {
  const { t } = useT()
  const exportCsv = useMutation({
    mutationFn: () => downloadFile('/users/export.csv', 'users.csv'),
  })
  return (
    <>
      <button type="button" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
        {t('console.players.exportCsv')}
      </button>
      {exportCsv.isError && <ErrorNotice error={exportCsv.error} />}
    </>
  )
}
