/** The only places a `redirect` query parameter may send a user after sign-in. */
const SAFE_PREFIXES = ['/portal', '/analyst'];

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  const allowed = SAFE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return allowed ? value : null;
}

export const loginUrlFor = (path: string): string => `/login?redirect=${encodeURIComponent(path)}`;
