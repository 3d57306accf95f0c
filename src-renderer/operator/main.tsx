// Operator console entry. Until the console issue lands it shows what the server offers and who is logged in.
import { createRoot } from 'react-dom/client'
import { ServerStatus } from './ServerStatus'

createRoot(document.getElementById('root')!).render(<ServerStatus />)
