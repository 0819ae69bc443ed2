import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type BlobStore, NotStoredError } from '../files/blob-store.ts'

/** What a published index holds: its files and their sizes, written last (docs/streams.md#storage). */
interface Manifest {
  files: { name: string; bytes: number }[]
}

/** The largest file of an index Hangar publishes or fetches (a channel level of 10⁷ samples is 80 MB). */
const MAX_FILE_BYTES = 1024 ** 3

/**
 * Stream indexes shared by every process of a cluster through the file store (docs/jobs.md#derived-data).
 * With the local folder the index's own folder is that store: nothing to do. With a bucket, the
 * process that indexed publishes the folder under `derived/streams/<id>/` (its files, then
 * `manifest.json`); any other process fetches it into its local folder — a cache bounded by
 * `maxBytes`, least recently used first out — instead of indexing the file again.
 */
export class DerivedStore {
  private readonly fetching = new Map<string, Promise<boolean>>()
  /** Folders of this process's cache: their size and last use. */
  private readonly cached = new Map<string, { bytes: number; used: number }>()

  constructor(
    private readonly blobs: BlobStore,
    private readonly root: string,
    private readonly maxBytes = 2 * 1024 ** 3,
  ) {}

  /** Whether indexes go through the file store (a bucket) rather than living in the local folder alone. */
  get shared(): boolean {
    return this.blobs.localPath('derived') === undefined
  }

  private prefix(id: string) {
    return `derived/streams/${id}`
  }

  /** After an index was built in `<root>/<id>`: published for the other processes. */
  async publish(id: string): Promise<void> {
    if (!this.shared) return
    const dir = join(this.root, id)
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    const manifest: Manifest = { files: [] }
    await this.removePublished(id)
    for (const name of names) {
      const bytes = await readFile(join(dir, name))
      await this.blobs.put(`${this.prefix(id)}/${name}`, bytes, MAX_FILE_BYTES, {
        contentType: 'application/octet-stream',
      })
      manifest.files.push({ name, bytes: bytes.length })
    }
    const body = Buffer.from(JSON.stringify(manifest))
    await this.blobs.put(`${this.prefix(id)}/manifest.json`, body, MAX_FILE_BYTES, {
      contentType: 'application/json',
    })
    this.note(
      id,
      manifest.files.reduce((n, f) => n + f.bytes, 0),
    )
  }

  /**
   * Brings a published index into `<root>/<id>` (once at a time per dataset); false when none is
   * published (it must be built).
   */
  fetch(id: string): Promise<boolean> {
    if (!this.shared) return Promise.resolve(false)
    let f = this.fetching.get(id)
    if (!f) {
      f = this.download(id).finally(() => this.fetching.delete(id))
      this.fetching.set(id, f)
    }
    return f
  }

  private async download(id: string): Promise<boolean> {
    let manifest: Manifest
    try {
      manifest = JSON.parse((await this.readAll(`${this.prefix(id)}/manifest.json`)).toString('utf8'))
    } catch (err) {
      if (err instanceof NotStoredError) return false
      throw err
    }
    const building = join(this.root, `.fetch-${id}-${process.pid}`)
    await rm(building, { recursive: true, force: true })
    try {
      for (const f of manifest.files) {
        if (f.name.split(/[\\/]/).includes('..'))
          throw new Error(`derived file name ${f.name} is not allowed`)
        const path = join(building, f.name)
        await mkdir(join(path, '..'), { recursive: true })
        await pipeline(await this.blobs.read(`${this.prefix(id)}/${f.name}`), createWriteStream(path))
        if ((await stat(path)).size !== f.bytes) throw new Error(`derived file ${f.name} has the wrong size`)
      }
      const dir = join(this.root, id)
      await rm(dir, { recursive: true, force: true })
      await rename(building, dir)
    } catch (err) {
      await rm(building, { recursive: true, force: true })
      if (err instanceof NotStoredError) return false
      throw err
    }
    this.note(
      id,
      manifest.files.reduce((n, f) => n + f.bytes, 0),
    )
    return true
  }

  private async readAll(path: string): Promise<Buffer> {
    const chunks: Buffer[] = []
    for await (const c of await this.blobs.read(path)) chunks.push(c as Buffer)
    return Buffer.concat(chunks)
  }

  /** The dataset's folder was read: it is the last to leave the cache. */
  touch(id: string): void {
    const c = this.cached.get(id)
    if (c) c.used = Date.now()
  }

  private note(id: string, bytes: number) {
    this.cached.set(id, { bytes, used: Date.now() })
    let total = [...this.cached.values()].reduce((n, c) => n + c.bytes, 0)
    if (total <= this.maxBytes) return
    for (const [other, c] of [...this.cached].sort((a, b) => a[1].used - b[1].used)) {
      if (total <= this.maxBytes) break
      if (other === id) continue
      this.cached.delete(other)
      total -= c.bytes
      void rm(join(this.root, other), { recursive: true, force: true })
    }
  }

  /** The published copy of a dataset's index goes (a reindex). */
  async removePublished(id: string): Promise<void> {
    if (!this.shared) return
    let manifest: Manifest | undefined
    try {
      manifest = JSON.parse((await this.readAll(`${this.prefix(id)}/manifest.json`)).toString('utf8'))
    } catch (err) {
      if (!(err instanceof NotStoredError)) throw err
    }
    await this.blobs.delete(`${this.prefix(id)}/manifest.json`)
    for (const f of manifest?.files ?? []) await this.blobs.delete(`${this.prefix(id)}/${f.name}`)
    this.cached.delete(id)
  }
}
