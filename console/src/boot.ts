import { sendEarlyRequests } from './api/early-requests.ts'

// Ask the service for the first data while the app's code loads and runs.
const early = sendEarlyRequests(window.location)
// The code is asked for in a later task, once those requests have left: the service speaks
// HTTP/1.1, where the browser keeps six connections to it, and the twenty-odd module preloads
// queued first used to keep the data (and so the player's videos) waiting behind them. On a
// dataset's page it waits for the cameras' elements too (at most 150 ms): a video's file was
// asked for only ~300 ms after its element was made, behind those modules and their running.
const cameras = Promise.race([early, new Promise((r) => setTimeout(r, 150))])
void cameras.then(() =>
  setTimeout(() => {
    void import('./main.tsx')
    // A dataset's page fetches its own code and the player's beside the app's, not after them
    // (the player's after the page's: it is needed later).
    if (/^\/console\/datasets\/[^/]+\/?$/.test(window.location.pathname)) {
      void import('./datasets/DatasetPage.tsx').catch(() => {})
      void import('./datasets/viewer/DatasetViewer.tsx').catch(() => {})
    }
  }, 0),
)
