const STORAGE_KEY = 'hangar.recent-reject-reasons'
const KEEP = 6

/** The reasons this browser rejected with lately, newest first (kept in localStorage). */
export function recentReasons(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(stored)
      ? stored.filter((r): r is string => typeof r === 'string').slice(0, KEEP)
      : []
  } catch {
    return []
  }
}

export function rememberReason(reason: string): void {
  const text = reason.trim()
  if (!text) return
  const next = [text, ...recentReasons().filter((r) => r !== text)].slice(0, KEEP)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Private mode or a full storage: the dialog simply has no suggestions.
  }
}
