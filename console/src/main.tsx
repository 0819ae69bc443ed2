import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './ui/global.css'
import { type ComponentType, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { createRouter, loadDatasetPage } from './app/routes.tsx'

function render(datasetPage?: ComponentType) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createRouter(datasetPage)} />
    </StrictMode>,
  )
}

// On a dataset's address the page's code (asked for by the boot module beside this one) is
// waited for before the first render, so that render is the page itself (routes.tsx). Not a
// top-level await: with one, the bundler splits the app's code into some sixty files.
if (/^\/console\/datasets\/[^/]+\/?$/.test(window.location.pathname))
  loadDatasetPage().then(
    (m) => render(m.default),
    () => render(), // the route tries again, and its error boundary says so if that fails
  )
else render()
