import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque random token for links and sessions: 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 hashes: a leaked table gives nobody a session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const newNumericCode = (digits: number): string => Array.from({ length: digits }, () => randomInt(0, 10)).join('');

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a hash we still spend the same time, so response times do not reveal accounts.
  const target = passwordHash ?? DUMMY_HASH;
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}

const DUMMY_HASH = await hash('not-a-real-password-just-timing');
