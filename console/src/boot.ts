import { sendEarlyRequests } from './api/early-requests.ts'

// Ask the service for the first data while the app's code loads and runs.
sendEarlyRequests(window.location)
void import('./main.tsx')
