// The console's one way to download a file the API answers (a CSV, a PDF, the data file): fetched with the bearer token,
// saved under the name its Content-Disposition gives. A plain link cannot carry the token, so every download goes through here.
import { apiFile } from './client'
import { filenameFromDisposition } from './content-disposition'
import { saveBlob } from './save-blob'

export interface Downloaded {
  /** The name the file was saved under. */
  name: string
  bytes: number
}

/** GET /api/v1<path> and save it as a download; throws the API's error (with its `detail`) like any other call. */
export async function downloadFile(path: string, fallbackName: string, signal?: AbortSignal): Promise<Downloaded> {
  const { blob, headers } = await apiFile(path, signal)
  const name = filenameFromDisposition(headers.get('Content-Disposition'), fallbackName)
  saveBlob(blob, name)
  return { name, bytes: blob.size }
}
