/** "Chrome on Linux" from a User-Agent string; the raw string when nothing is recognised. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown browser'
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : /curl\//.test(ua)
            ? 'curl'
            : null
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null
  if (!browser) return ua.length > 60 ? `${ua.slice(0, 57)}…` : ua
  return os ? `${browser} on ${os}` : browser
}
