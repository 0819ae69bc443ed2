import { sendEarlyRequests } from './api/early-requests.ts'

// Ask the service for the first data while the app's code loads and runs.
sendEarlyRequests(window.location)
void import('./main.tsx')
// A dataset's page fetches its own code (and the player's) beside the app's, not after it.
if (/^\/console\/datasets\/[^/]+\/?$/.test(window.location.pathname))
  void import('./datasets/DatasetPage.tsx').catch(() => {})
