/** Hangar's mark: a roof over a runway, drawn once here. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6)" />
      <path d="M6 22 16 9l10 13h-4l-6-8-6 8z" fill="#fff" />
    </svg>
  )
}
