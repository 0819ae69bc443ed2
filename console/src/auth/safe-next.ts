/** Where to go after sign-in: only a path inside the console, never another site. */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/review'
  return next
}
