/** The best picture to play large: the file itself when it is a GIF, else its animated preview. */
export function playableUrl(fileUrl: string | undefined, animated: string | undefined): string | undefined {
  if (fileUrl) {
    try {
      if (new URL(fileUrl, window.location.origin).pathname.toLowerCase().endsWith('.gif')) return fileUrl
    } catch {
      // not a URL: fall through to the preview
    }
  }
  return animated
}
