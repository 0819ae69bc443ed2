/**
 * The animated preview to show: the WebP Hangar made when there is one (the same frames as the
 * GIF at a fraction of its size), else the GIF, the platform's or Hangar's (docs/previews.md).
 */
export function animatedPreview(previews: { gif?: string; webp?: string } | undefined): string | undefined {
  return previews?.webp ?? previews?.gif
}
