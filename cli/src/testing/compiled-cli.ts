import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

let compiled: Promise<string> | undefined

/**
 * Packages compiled in: each is hundreds of ES modules (the query builder, the schema library)
 * that Node would otherwise resolve and load one by one at every command's start, and neither
 * reads files beside itself.
 */
const BUNDLED = /^(kysely|typebox)(\/|$)/

/**
 * `hangar` compiled from its sources, once per test process, for the command line's tests, which
 * start some 25 commands: the TypeScript loader resolves and loads every module one by one (4–5 s
 * of CPU a command when each built the whole app). Hangar's own packages are compiled in, and the
 * two pure-JavaScript packages of hundreds of modules each that every command loads (`BUNDLED`);
 * every other package stays outside, imported by its resolved path from node_modules as
 * `npm run hangar` imports it. Each module keeps its own `import.meta.url` and
 * `import.meta.dirname`, so files it finds beside itself (schemas, workers, the console) are found
 * where they are. A command opening the database costs about 0.25 s of CPU so (0.7 s with those
 * two packages outside, 2.3 s when every command built the whole app; load 25, 2 cores).
 */
export function compiledCli(): Promise<string> {
  compiled ??= (async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'hangar-cli-'))
    await build({
      entryPoints: { hangar: join(import.meta.dirname, '..', 'main.ts') },
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // What a command imports when it runs stays in chunks of its own, loaded then, as under tsx:
      // in one file every package any command uses would be imported at every start.
      splitting: true,
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
              if (BUNDLED.test(args.path)) return
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
    return join(outdir, 'hangar.mjs')
  })()
  return compiled
}
