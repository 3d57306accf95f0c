// The browser tab's title names the page first ("Standings — Arena Console"), so tabs, history and screen readers tell pages apart.
import { useEffect } from 'react'

export const APP_NAME = 'Arena Console'

export function pageTitle(page?: string): string {
  return page ? `${page} — ${APP_NAME}` : APP_NAME
}

/** Sets document.title to the page's title while the calling component shows. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
