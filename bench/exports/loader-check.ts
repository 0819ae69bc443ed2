/**
 * Runs `lerobot_loader_check.py` (LeRobot's own loader) over an export in `root`, with the Python
 * of LEROBOT_PYTHON and LeRobot's source at LEROBOT_SRC/<layout> (docs/exports.md, "Opened by
 * LeRobot's loader"); its JSON as it gave it, or why it did not run. A failed run's own JSON, when
 * it printed one (it exits 1 on any error), is its answer too.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

export async function runLoaderCheck(
  layout: string,
  root: string,
  opts: { openOnly?: boolean; timeoutMs: number; maxBufferMb: number },
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the check, read as each caller knows it
): Promise<any> {
  const python = process.env.LEROBOT_PYTHON
  const src = process.env.LEROBOT_SRC
  if (!python || !src) return { skipped: 'LEROBOT_PYTHON and LEROBOT_SRC not set', errors: [] }
  const script = join(import.meta.dirname, 'lerobot_loader_check.py')
  const args = [script, ...(opts.openOnly ? ['--open-only'] : []), layout, root, join(src, layout)]
  try {
    const { stdout } = await promisify(execFile)(python, args, {
      maxBuffer: opts.maxBufferMb * 2 ** 20,
      timeout: opts.timeoutMs,
    })
    return JSON.parse(stdout)
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string }
    try {
      return JSON.parse(failed.stdout ?? '')
    } catch {
      return { errors: [failed.message.slice(0, 800)], stderr: failed.stderr?.slice(-3000) }
    }
  }
}
