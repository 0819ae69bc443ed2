import { readFile } from 'node:fs/promises'
import { validateManifest } from './validate-manifest.ts'

/** Exit codes of `validateManifestFiles`: the worst outcome over all files wins. */
export const EXIT_VALID = 0
export const EXIT_INVALID = 1
export const EXIT_UNREADABLE = 2

/**
 * Validates manifest files for a command line: one `OK <path>` line per valid file, or an
 * `INVALID <path>` line followed by one indented `<pointer>: <message>` line per error, or
 * `UNREADABLE <path>: <reason>`. Files are checked in the order given.
 *
 * @returns 0 when every file is a valid manifest, 2 when any file could not be read (or no
 *   file was given), otherwise 1 when any file is not valid JSON or not a valid manifest.
 */
export async function validateManifestFiles(
  paths: readonly string[],
  write: (line: string) => void,
): Promise<number> {
  if (paths.length === 0) {
    write('no manifest files given')
    return EXIT_UNREADABLE
  }
  let code = EXIT_VALID
  for (const path of paths) {
    let text: string
    try {
      text = await readFile(path, 'utf8')
    } catch (error) {
      write(`UNREADABLE ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
      code = EXIT_UNREADABLE
      continue
    }
    let doc: unknown
    try {
      // Editors on some systems save JSON with a byte order mark, which JSON.parse refuses.
      doc = JSON.parse(text.replace(/^\uFEFF/, ''))
    } catch (error) {
      write(`INVALID ${path}: not valid JSON (${(error as Error).message})`)
      code = Math.max(code, EXIT_INVALID)
      continue
    }
    const { valid, errors } = validateManifest(doc)
    if (valid) {
      write(`OK ${path}`)
      continue
    }
    write(`INVALID ${path}: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`)
    // The empty pointer (the whole document) would print as a bare colon.
    for (const e of errors) write(`  ${e.pointer === '' ? '(document)' : e.pointer}: ${e.message}`)
    code = Math.max(code, EXIT_INVALID)
  }
  return code
}
