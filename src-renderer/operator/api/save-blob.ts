// Saves bytes fetched with the bearer token as a download, through a short-lived blob: URL (no token ever lands in a link).
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken the bytes once the click is handled; free them a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
