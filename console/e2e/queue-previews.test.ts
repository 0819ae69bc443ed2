import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, screenshot, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

type Item = { id: string; name: string; data_type: string; preview_urls?: Record<string, string> }

test('every card of the review queue shows something: posters, the animated preview while selected, channel drawings', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  // Hangar makes the previews in the background after the demo is seeded: every video's poster
  // (ffmpeg, seconds), and the first channel drawings (they follow the stream index, which works
  // through the whole demo in minutes on a loaded machine: docs/previews.md).
  const until = Date.now() + 180_000
  let pending: Item[] = []
  for (;;) {
    const res = await hangar.api('/datasets?status=pending&limit=100')
    pending = ((await res.json()) as { datasets: Item[] }).datasets
    const videos = pending.filter((d) => d.data_type.startsWith('synthetic'))
    const drawn = pending.filter((d) => !d.data_type.startsWith('synthetic') && d.preview_urls?.poster)
    if (videos.every((d) => d.preview_urls?.poster && d.preview_urls.gif) && drawn.length > 0) break
    if (Date.now() > until)
      assert.fail(`previews still missing: ${JSON.stringify(pending.map((d) => [d.name, d.preview_urls]))}`)
    await new Promise((r) => setTimeout(r, 500))
  }
  assert.ok(pending.some((d) => d.data_type.startsWith('synthetic') && d.preview_urls?.gif))

  const { page } = await signedInMember(hangar, 'reviewer', 'Vera Viewer')
  await page.getByRole('article').first().waitFor()
  const cards = page.getByRole('article')
  const count = await cards.count()
  assert.ok(count > 0)
  // Every card shows a loaded picture, or (a channel drawing still to come) its kind's icon.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('article')].every((a) => {
      const img = a.querySelector('img')
      return (img?.complete && img.naturalWidth > 0) || a.querySelector('.preview-box--empty')
    }),
  )
  const pictures = await page.locator('article img').count()
  assert.ok(pictures >= pending.filter((d) => d.preview_urls?.poster).length, `${pictures} pictures`)

  // The selected video card plays its animated preview; the others stand still on their poster.
  const firstVideo = pending.find((d) => d.data_type.startsWith('synthetic'))
  assert.ok(firstVideo)
  const card = page.getByRole('article', {
    name: new RegExp(`^${firstVideo.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  })
  await card.click()
  await card.getByRole('img', { name: `Animated preview of ${firstVideo.name}` }).waitFor()
  await page.mouse.move(0, 0)
  await screenshot(page, 'review-queue-previews')
})
