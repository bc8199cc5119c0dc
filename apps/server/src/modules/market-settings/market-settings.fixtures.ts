import type { Role } from '@cgx/domain/roles';
import { beforeAll } from 'vitest';
import { seedDemoData } from '../../composition/seed/demo.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

export type Caller = { authorization: string };
const NOT_ADMIN: readonly Role[] = ['Grower', 'Trader', 'Agent', 'Analyst', 'CGX Sales'];

/** The demo reference data, an admin, and one caller of every other role (CGX Sales with every igrain grant). */
export function useMarketSettingsFixtures(t: TestApp) {
  const callers = { admin: { authorization: '' } as Caller, others: [] as { role: Role; caller: Caller }[] };
  beforeAll(async () => {
    await seedDemoData(t.context.db);
    callers.admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    for (const role of NOT_ADMIN) {
      const grants = role === 'CGX Sales' ? ['igrain/storage', 'igrain/variety', 'igrain/term_and_condition', 'igrain/delivered_site'] : [];
      callers.others.push({ role, caller: await bearerFor(t.context, await createUser(t.context, role, { grants })) });
    }
    // Seeding the demo data (its users' password hashes) takes most of a minute on a busy machine.
  }, 180_000);
  const call = (who: Caller | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { callers, call };
}
