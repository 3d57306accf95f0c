// Export CSV: GET /users/export.csv fetched with the bearer token and saved as users.csv (passwords empty; it imports back unchanged).
import { useMutation } from '@tanstack/react-query'
import { apiFile } from '../../api/client'
import { ErrorNotice } from '../../components/Feedback'
import { filenameFromDisposition } from '../data/content-disposition'
import { saveBlob } from '../data/save-blob'

export function ExportCsvButton() {
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { blob, headers } = await apiFile('/users/export.csv')
      saveBlob(blob, filenameFromDisposition(headers.get('Content-Disposition'), 'users.csv'))
    },
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
