import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

interface FileEntry {
  size: number
  mtime_ms: number
  sha256: string
  /** The tus upload a run started and did not see finish: its location on the service. */
  upload_location?: string
  /** The service holds the file. */
  stored?: boolean
}

interface JournalData {
  version: 1
  files: Record<string, FileEntry>
  /** Datasets created, by the key that names them (a file, or a LeRobot episode). */
  datasets: Record<string, string>
}

/**
 * What a remote import has done, on this machine's disk, so a second run resumes unfinished
 * uploads from the service's offset and creates no dataset twice. One journal per service,
 * organization, folder and prefix; each change is written (to a temporary file, then renamed)
 * before the next step, so a run killed at any point leaves a journal the next run can read.
 */
export class ImportJournal {
  private constructor(
    readonly file: string,
    private data: JournalData,
  ) {}

  /** `$XDG_STATE_HOME/hangar/imports/…` (`~/.local/state/…`), or the file given. */
  static defaultFile(parts: { url: string; org: string; folder: string; prefix: string }): string {
    const id = createHash('sha256')
      .update(JSON.stringify([parts.url.replace(/\/+$/, ''), parts.org, resolve(parts.folder), parts.prefix]))
      .digest('hex')
      .slice(0, 16)
    const state = process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state')
    return join(state, 'hangar', 'imports', `${id}.json`)
  }

  static async open(file: string): Promise<ImportJournal> {
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as JournalData
      if (data.version === 1 && data.files && data.datasets) return new ImportJournal(file, data)
      throw new Error(`${file} is not an import journal`)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      return new ImportJournal(file, { version: 1, files: {}, datasets: {} })
    }
  }

  private async save(): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true })
    const tmp = `${this.file}.${process.pid}.tmp`
    await writeFile(tmp, JSON.stringify(this.data))
    await rename(tmp, this.file)
  }

  /**
   * The file's entry for `link`, its sha256 computed unless the file is unchanged since (same
   * size and modification time): a changed file starts a new upload.
   */
  async entry(link: string, path: string): Promise<Readonly<FileEntry>> {
    const s = await stat(path)
    const known = this.data.files[link]
    if (known && known.size === s.size && known.mtime_ms === s.mtimeMs) return known
    const hash = createHash('sha256')
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer)
    const fresh: FileEntry = { size: s.size, mtime_ms: s.mtimeMs, sha256: hash.digest('hex') }
    this.data.files[link] = fresh
    await this.save()
    return fresh
  }

  async started(link: string, location: string): Promise<void> {
    const e = this.data.files[link]
    if (!e) return
    e.upload_location = location
    await this.save()
  }

  async stored(link: string): Promise<void> {
    const e = this.data.files[link]
    if (!e) return
    delete e.upload_location
    e.stored = true
    await this.save()
  }

  createdDataset(key: string): string | undefined {
    return this.data.datasets[key]
  }

  async datasetCreated(key: string, id: string): Promise<void> {
    this.data.datasets[key] = id
    await this.save()
  }
}
