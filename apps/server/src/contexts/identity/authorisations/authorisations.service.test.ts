import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../lib/access.ts';
import { agentAuthorisations } from '../../../db/schema/organisations.ts';
import { createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { requireAuthorisedClient } from './authorisations.service.ts';
import { findOrganisationById } from '../auth/auth.repository.ts';

const t = useTestApp();

/** Just enough of an AuthContext for the gate, which reads the role and the organisation. */
async function authOf(user: Awaited<ReturnType<typeof createUser>>): Promise<AuthContext> {
  const organisation = await findOrganisationById(t.context.db, user.organisationId);
  if (!organisation) throw new Error('no organisation');
  return { user, organisation, permissions: [], impersonating: false } as unknown as AuthContext;
}

let agent: AuthContext;
let verifiedGrower: number;
let unverifiedGrower: number;

beforeAll(async () => {
  agent = await authOf(await createUser(t.context, 'Agent'));
  verifiedGrower = (await createOrganisation(t.context)).id;
  unverifiedGrower = (await createOrganisation(t.context)).id;
  await t.context.db.insert(agentAuthorisations).values([
    { agentOrganisationId: agent.organisation.id, growerOrganisationId: verifiedGrower, verified: true },
    { agentOrganisationId: agent.organisation.id, growerOrganisationId: unverifiedGrower, verified: false },
  ]);
});

describe('requireAuthorisedClient', () => {
  it("answers the agent's verified authorisation", async () => {
    const authorisation = await requireAuthorisedClient(t.context, agent, verifiedGrower, { verifiedOnly: true });
    expect(authorisation).toMatchObject({
      agentOrganisationId: agent.organisation.id,
      growerOrganisationId: verifiedGrower,
      verified: true,
    });
    await t.context.db.transaction(async (tx) => {
      await expect(requireAuthorisedClient(t.context, agent, verifiedGrower, { tx })).resolves.toMatchObject({ verified: true });
    });
  });

  it('refuses an unverified client unless verifiedOnly is false', async () => {
    await expect(requireAuthorisedClient(t.context, agent, unverifiedGrower)).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireAuthorisedClient(t.context, agent, unverifiedGrower, { verifiedOnly: false })).resolves.toMatchObject({
      verified: false,
    });
  });

  it("refuses a grower that is not the agent's client, another agent, and every other role", async () => {
    const stranger = (await createOrganisation(t.context)).id;
    await expect(requireAuthorisedClient(t.context, agent, stranger)).rejects.toMatchObject({ statusCode: 403 });
    const otherAgent = await authOf(await createUser(t.context, 'Agent'));
    await expect(requireAuthorisedClient(t.context, otherAgent, verifiedGrower)).rejects.toMatchObject({ statusCode: 403 });
    const grower = await authOf(await createUser(t.context, 'Grower', { organisationId: verifiedGrower }));
    await expect(requireAuthorisedClient(t.context, grower, verifiedGrower)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('counts a revoked authorisation as none', async () => {
    const revokedGrower = (await createOrganisation(t.context)).id;
    await t.context.db.insert(agentAuthorisations).values({
      agentOrganisationId: agent.organisation.id,
      growerOrganisationId: revokedGrower,
      verified: true,
      revokedAt: new Date(),
    });
    await expect(requireAuthorisedClient(t.context, agent, revokedGrower, { verifiedOnly: false })).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
