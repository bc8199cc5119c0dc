import type { TClientAuthorisation, TGrantedAuthorisation } from '@cgx/domain/authorisations.schemas';
import type { administratorsOf, listGrantedAuthorisations, ngrsOf, pageAuthorisations } from './authorisations.repository.ts';

type Rows<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

/** spec 001 §3 'Client (authorisation)'. igrainX insure cover is not modelled yet: growerIgrainInsureAmount is null. */
export function presentClients(
  rows: Rows<typeof pageAuthorisations>['rows'],
  ngrs: Rows<typeof ngrsOf>,
  administrators: Rows<typeof administratorsOf>,
): TClientAuthorisation[] {
  return rows.map(({ authorisation, grower }) => {
    const growerNgrs = ngrs.filter((row) => row.organisationId === grower.id).map((row) => row.ngr);
    return {
      id: authorisation.id,
      growerId: grower.id,
      growerTradingName: grower.tradingName,
      growerNgr: growerNgrs.join(', '),
      growerNgrs,
      verified: authorisation.verified,
      growerIgrainInsureAmount: null,
      growerAdminEmail: administrators.find((row) => row.organisationId === grower.id)?.email ?? null,
    };
  });
}

export const presentGranted = ({ authorisation, agent }: Rows<typeof listGrantedAuthorisations>[number]): TGrantedAuthorisation => ({
  id: authorisation.id,
  agentId: agent.id,
  agentTradingName: agent.tradingName,
  verified: authorisation.verified,
  createdAt: authorisation.createdAt.toISOString(),
});
