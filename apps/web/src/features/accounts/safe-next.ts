/**
 * Where to go after login: only a path on this site (`/…`, not `//host` or `/\host`), so a
 * crafted ?next= cannot send the user to another site.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  for (const char of next) if (char.charCodeAt(0) < 32) return fallback;
  return next;
}
