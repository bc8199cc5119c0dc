type Place = { name: string; state: string };

export type TradePlace = {
  /** cgx: the storage-provider site. */
  site: Place | null;
  /** igrainX Delivered: the delivered site of the trade's offer. */
  deliveredSite: Place | null;
  /** igrainX Ex Farm or Free on Truck: the town nearest the farm, as the offer gave it. */
  nearestTown: string | null;
  /** Free on Truck at an exact address: staff only (the public feed and the parties never see it). */
  address?: string | null;
};

/**
 * Where a trade's grain is or goes, in words: the cgx site, an igrainX Delivered trade's delivered
 * site (as the public feed names it, market-data/feed-location.ts), or the town nearest the farm.
 * 'On farm' only when an igrainX offer named no place at all.
 */
export function tradeLocation({ site, deliveredSite, nearestTown, address }: TradePlace): string {
  const named = site ?? deliveredSite;
  if (named) return `${named.name}, ${named.state}`;
  return nearestTown ?? address ?? 'On farm';
}
