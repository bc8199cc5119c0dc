import { randomInt } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { loginNumberExists } from './registrations.repository.ts';

/** A random 7-digit login number (not sequential, so numbers cannot be guessed in turn). */
export async function newLoginNumber(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = String(randomInt(1_000_000, 10_000_000));
    if (!(await loginNumberExists(db, candidate))) return candidate;
  }
  throw new Error('could not find a free login number');
}
