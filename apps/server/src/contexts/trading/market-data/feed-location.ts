import { AUSTRALIAN_STATES } from '@cgx/domain/calendar';
import { findTowns, portNameForTown } from '../../../modules/reference/gazetteer/nearest-town.ts';
import type { FeedNames } from './market-feed.repository.ts';

export type FeedLocation = {
  siteName: string | null;
  storageProviderNickname: string | null;
  state: string | null;
  pricingPoint: string | null;
  portName: string | null;
};

const STATE_SUFFIX = new RegExp(`^(.*?),?\\s+(${AUSTRALIAN_STATES.join('|')})$`, 'i');

/** 'Dubbo, NSW' → Dubbo in NSW; 'Dubbo' → NSW only if no other state has a Dubbo. */
function townAndState(text: string): { town: string; state: string | null } {
  const suffix = STATE_SUFFIX.exec(text.trim());
  if (suffix?.[1] && suffix[2]) return { town: suffix[1], state: suffix[2].toUpperCase() };
  const key = text.trim().toLowerCase();
  const states = new Set(
    findTowns(text, 100)
      .filter((town) => town.name.toLowerCase() === key)
      .map((town) => town.state),
  );
  return { town: text.trim(), state: states.size === 1 ? ([...states][0] ?? null) : null };
}

/**
 * Where the grain is, as the public feed shows it. cgx: the storage-provider site, its state and
 * port, no pricing point (warehouse grain). igrainX Delivered: the delivered site and its port.
 * igrainX Ex Farm and Free on Truck: the nearest town only, never the distance, direction or
 * address, which could point at a farm.
 */
export function feedLocation(market: 'cgx' | 'igrainx', names: FeedNames): FeedLocation {
  if (market === 'cgx') {
    return {
      siteName: names.siteName,
      storageProviderNickname: names.storageProviderNickname,
      state: names.siteState,
      pricingPoint: null,
      portName: names.sitePortName,
    };
  }
  if (names.pricingPoint === 'Delivered' && names.deliveredSiteName !== null) {
    return {
      siteName: names.deliveredSiteName,
      storageProviderNickname: null,
      state: names.deliveredSiteState,
      pricingPoint: names.pricingPoint,
      portName: names.deliveredSitePortName,
    };
  }
  const townText = names.nearestTownCity ?? names.nearestTown;
  const place = townText ? townAndState(townText) : null;
  return {
    siteName: place?.town ?? null,
    storageProviderNickname: null,
    state: place?.state ?? null,
    pricingPoint: names.pricingPoint,
    portName: townText ? portNameForTown(townText) : null,
  };
}
