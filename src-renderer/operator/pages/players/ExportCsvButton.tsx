// Export CSV: GET /users/export.csv fetched with the bearer token and saved as users.csv (passwords empty; it imports back unchanged).
import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../api/download'
import { ErrorNotice } from '../../components/Feedback'

export function ExportCsvButton() {
  const exportCsv = useMutation({
    mutationFn: () => downloadFile('/users/export.csv', 'users.csv'),
  })
  return (
    <>
      <button type="button" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
        Export CSV
      </button>
      {exportCsv.isError && <ErrorNotice error={exportCsv.error} />}
    </>
  )
}
