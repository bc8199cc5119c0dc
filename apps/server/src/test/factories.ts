import { randomInt } from 'node:crypto';
import type { OrganisationType, Role } from '@cgx/domain/roles';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { messageRecipients, messages } from '../db/schema/messages.ts';
import { organisationNgrs, organisations } from '../db/schema/organisations.ts';
import { userPermissions, users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/secrets.ts';
import { createSession } from '../contexts/identity/auth/session.service.ts';

export const TEST_PASSWORD = 'Paddock-2026';
const passwordHash = await hashPassword(TEST_PASSWORD);
let sequence = 0;
const unique = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${randomInt(1000)}`;
};

const ORGANISATION_FOR_ROLE: Record<Role, OrganisationType> = {
  Grower: 'grower',
  Trader: 'trader',
  Agent: 'agent',
  Analyst: 'analyst',
  Admin: 'exchange',
  'CGX Sales': 'exchange',
  'Storage Provider': 'storage_provider',
};

export async function createOrganisation(context: AppContext, values: Partial<typeof organisations.$inferInsert> = {}) {
  const [row] = await context.db
    .insert(organisations)
    .values({ type: 'grower', tradingName: `Test Farm ${unique()}`, state: 'NSW', verificationStatus: 'verified', ...values })
    .returning();
  if (!row) throw new Error('no organisation');
  return row;
}

export async function addNgr(context: AppContext, organisationId: number, ngr: string) {
  await context.db.insert(organisationNgrs).values({ organisationId, ngr });
}

export type UserOptions = Partial<typeof users.$inferInsert> & { grants?: string[] };

/** A confirmed, active user with TEST_PASSWORD, in a new organisation of the role's type unless one is given. */
export async function createUser(context: AppContext, role: Role, options: UserOptions = {}) {
  const { grants = [], ...values } = options;
  const organisationId = values.organisationId ?? (await createOrganisation(context, { type: ORGANISATION_FOR_ROLE[role] })).id;
  const key = unique();
  const [row] = await context.db
    .insert(users)
    .values({
      organisationId,
      role,
      firstName: 'Test',
      lastName: role,
      email: `user-${key}@example.com.au`,
      mobile: `+614${String(randomInt(10_000_000, 99_999_999))}`,
      loginNumber: String(randomInt(1_000_000, 9_999_999)),
      passwordHash,
      emailConfirmedAt: new Date(),
      mfaChannel: 'email',
      ...values,
    })
    .returning();
  if (!row) throw new Error('no user');
  for (const permission of grants) await context.db.insert(userPermissions).values({ userId: row.id, permission });
  return row;
}

/** A session for the user without going through sign-in; answers the bearer header. */
export async function bearerFor(context: AppContext, user: typeof users.$inferSelect) {
  const tokens = await createSession(context, context.db, user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { authorization: `Bearer ${tokens.token}`, ...tokens };
}

/** The newest message the outbox holds for an address, of a kind. */
/** A password token (POST /api/auth/password-token) for a signed-in session, as a submit needs it. */
export async function passwordTokenFor(app: { inject: FastifyInstance['inject'] }, authorization: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/password-token',
    payload: { password: TEST_PASSWORD },
    headers: { authorization },
  });
  return response.json().passwordToken as string;
}

export async function lastMessageTo(context: AppContext, address: string, kind?: string) {
  const rows = await context.db
    .select({ message: messages })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(address.includes('@') ? eq(messageRecipients.email, address.toLowerCase()) : eq(messageRecipients.mobile, address))
    .orderBy(desc(messages.id));
  return rows.map((row) => row.message).find((message) => !kind || message.kind === kind);
}

export const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1] ?? '';
export const tokenIn = (text: string) => /token=([A-Za-z0-9_\-%]+)/.exec(text)?.[1] ?? '';
