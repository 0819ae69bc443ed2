import { sendEarlyRequests } from './api/early-requests.ts'

// Ask the service for the first data while the app's code loads and runs.
sendEarlyRequests(window.location)
// The code is asked for in the next task, once those requests have left: the service speaks
// HTTP/1.1, where the browser keeps six connections to it, and the twenty-odd module preloads
// queued first used to keep the data (and so the player's videos) waiting behind them.
setTimeout(() => {
  void import('./main.tsx')
  // A dataset's page fetches its own code and the player's beside the app's, not after them
  // (the player's after the page's: it is needed later).
  if (/^\/console\/datasets\/[^/]+\/?$/.test(window.location.pathname)) {
    void import('./datasets/DatasetPage.tsx').catch(() => {})
    void import('./datasets/viewer/DatasetViewer.tsx').catch(() => {})
  }
}, 0)
