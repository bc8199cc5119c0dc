import type { TProfile } from '@cgx/domain/profile.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { organisationNgrs } from '../../db/schema/organisations.ts';
import type { AuthContext } from '../../lib/access.ts';

export async function getProfile(context: AppContext, auth: AuthContext): Promise<TProfile> {
  const { user, organisation } = auth;
  const ngrs = await context.db
    .select({ ngr: organisationNgrs.ngr })
    .from(organisationNgrs)
    .where(eq(organisationNgrs.organisationId, organisation.id));
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile,
      loginNumber: user.loginNumber,
      role: user.role,
      mfaChannel: user.mfaChannel,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    },
    organisation: {
      id: organisation.id,
      type: organisation.type,
      tradingName: organisation.tradingName,
      nickname: organisation.nickname,
      abn: organisation.abn,
      ngrs: ngrs.map((row) => row.ngr),
      state: organisation.state,
      postcode: organisation.postcode,
      status: organisation.status,
    },
  };
}
