import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The console is served by the service under /console/ (docs/web-console.md). In development,
 * `npm run dev -w console` proxies the API to a service on HANGAR_URL (default localhost:8080).
 */
const service = process.env.HANGAR_URL ?? 'http://localhost:8080'
const apiPrefixes = ['/auth', '/org', '/datasets', '/releases', '/mecha', '/mechas', '/files', '/schemas']

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
    // The service refuses cookie-authenticated writes from other origins: the proxy presents
    // the development page as the service's own origin.
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [
        p,
        {
          target: service,
          configure: (proxy: {
            on: (event: 'proxyReq', fn: (req: { setHeader: (k: string, v: string) => void }) => void) => void
          }) => proxy.on('proxyReq', (req) => req.setHeader('origin', new URL(service).origin)),
        },
      ]),
    ),
  },
})
