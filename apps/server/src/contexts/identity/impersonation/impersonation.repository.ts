import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { containing } from '../../../lib/paging.ts';

const CANDIDATE_LIMIT = 50;

/** Users of the exchange's member organisations (never staff), found by name, e-mail, login number or business. */
export async function searchCandidates(db: Db, term: string | undefined) {
  const pattern = term ? containing(term) : undefined;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      loginNumber: users.loginNumber,
      role: users.role,
      organisationId: organisations.id,
      organisationName: organisations.tradingName,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(
      and(
        ne(organisations.type, 'exchange'),
        eq(users.status, 'active'),
        pattern
          ? or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
              ilike(users.loginNumber, pattern),
              ilike(organisations.tradingName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organisations.tradingName), asc(users.lastName), asc(users.id))
    .limit(CANDIDATE_LIMIT);
}
