const units = ['B', 'KB', 'MB', 'GB', 'TB']

/** 1536 → "1.5 KB" (powers of 1024, as file managers show sizes). */
export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 hours ago", "yesterday". */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return 'just now'
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 26, 2026, 2:13 PM" in the person's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso))
}

const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' })
export function formatTime(iso: string): string {
  return time.format(new Date(iso))
}

export const dataTypeLabels: Record<string, string> = {
  episode: 'Episode',
  synthetic_pov: 'Synthetic · POV',
  synthetic_third_person: 'Synthetic · 3rd person',
  telemetry: 'Telemetry',
}

export const statusLabels: Record<string, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  for_admin_review: 'Admin review',
  superseded: 'Superseded',
  discarded: 'Discarded',
}
