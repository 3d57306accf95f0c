// Operator console entry: server-state cache, browser routing, the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { App } from './App'
import { ConsoleLanguageProvider } from './components/ConsoleLanguage'
import { takeHandover } from './api/handover'
import { saveToken } from './api/token'
import './styles.css'
import './print.css'

const client = new QueryClient({
  defaultOptions: {
    // The live stream keeps data fresh; refetch on focus would only repeat it.
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
  },
})

// Moved here by the console of a PC that was taken over: the same login, carried in the fragment (read once, removed).
const handover = takeHandover(location, history)
if (handover) saveToken(handover.token)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ConsoleLanguageProvider>
          <App />
        </ConsoleLanguageProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
)
