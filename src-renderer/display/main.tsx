// Venue display entry: /display?key=<screen key> shows, full-screen, whatever the operator puts on that screen.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DisplayApp } from './DisplayApp'
import './display.css'

const key = new URLSearchParams(location.search).get('key')?.trim() || null

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DisplayApp screenKey={key} />
  </StrictMode>,
)
