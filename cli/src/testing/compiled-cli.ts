import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

let compiled: Promise<string> | undefined

/**
 * `hangar` compiled from its sources into one file, once per test process, for the command line's
 * tests: a process that loads it spends about 1.5 s of CPU where the TypeScript loader spends
 * 4–5 s resolving and loading every module one by one, and the suite starts some 25 of them.
 * Only Hangar's own packages are compiled in; every other package stays outside, imported by its
 * resolved path from node_modules as `npm run hangar` imports it. Each module keeps its own
 * `import.meta.url` and `import.meta.dirname`, so files it finds beside itself (schemas, workers,
 * the console) are found where they are.
 */
export function compiledCli(): Promise<string> {
  compiled ??= (async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'hangar-cli-')), 'hangar.mjs')
    await build({
      entryPoints: [join(import.meta.dirname, '..', 'main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      plugins: [
        {
          name: 'hangar-sources-in-place',
          setup(b) {
            b.onLoad({ filter: /\.ts$/ }, async (args) => ({
              loader: 'ts',
              contents: (await readFile(args.path, 'utf8'))
                .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
                .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
                .replaceAll('import.meta.filename', JSON.stringify(args.path)),
            }))
            b.onResolve({ filter: /^[^./]/ }, async (args) => {
              if (args.path.startsWith('@hangar/') || args.path.startsWith('node:') || args.pluginData) return
              const found = await b.resolve(args.path, {
                kind: args.kind,
                importer: args.importer,
                resolveDir: args.resolveDir,
                pluginData: 'resolving',
              })
              return found.errors.length ? { errors: found.errors } : { path: found.path, external: true }
            })
          },
        },
      ],
    })
    return outfile
  })()
  return compiled
}
