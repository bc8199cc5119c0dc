import type { Role } from '@cgx/domain/roles';

/**
 * Where a seller goes to offer against a market bid (spec 001 §2, §7 'create from a bid'): the
 * offer form of the seller's own section for the bid's market, naming the bid line. Null when the
 * role does not sell in that market (a trader sells cgx grain only; staff and analysts not at all).
 */
export function sellToBidPath(role: Role, bid: { id: number; marketType: 'cgx' | 'igrainx' }): string | null {
  const igrain = bid.marketType === 'igrainx';
  const query = `?bid=${bid.id}`;
  if (role === 'Grower')
    return igrain ? `/portal/my-grain/sell-grain/igrain-offer/create${query}` : `/portal/my-grain/offer/create${query}`;
  if (role === 'Agent') return `/portal/my-clients-grain/my-client-offers/${igrain ? 'igrain/' : ''}create${query}`;
  if (role === 'Trader') return igrain ? null : `/portal/sell-grain/offer/create${query}`;
  return null;
}
