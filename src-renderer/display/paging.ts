// Paging a list too long for one screen: the page shows for a while, then the next; every screen turns pages together (server time).

export interface Page {
  /** 0-based page shown now. */
  page: number
  pages: number
  /** Index of the first item of the page and one past its last. */
  start: number
  end: number
}

export function pageAt(itemCount: number, perPage: number, pageSeconds: number, serverNowMs: number): Page {
  const size = Math.max(1, Math.floor(perPage))
  const pages = Math.max(1, Math.ceil(Math.max(0, itemCount) / size))
  const periodMs = Math.max(1, pageSeconds) * 1000
  const page = pages === 1 ? 0 : Math.floor(Math.max(0, serverNowMs) / periodMs) % pages
  return { page, pages, start: page * size, end: Math.min(itemCount, (page + 1) * size) }
}
