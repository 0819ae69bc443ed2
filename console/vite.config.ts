import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The console is served by the service under /console/ (docs/web-console.md). In development,
 * `npm run dev -w console` proxies the API to a service on HANGAR_URL (default localhost:8080),
 * started with TRUSTED_ORIGINS=http://localhost:5173.
 */
const service = process.env.HANGAR_URL ?? 'http://localhost:8080'
const apiPrefixes = [
  '/auth',
  '/org',
  '/datasets',
  '/events',
  '/releases',
  '/mecha',
  '/mechas',
  '/files',
  '/schemas',
]

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // Cookie writes from this origin need TRUSTED_ORIGINS=http://localhost:5173 on the service.
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: service, ws: p === '/mecha' }])),
  },
})
