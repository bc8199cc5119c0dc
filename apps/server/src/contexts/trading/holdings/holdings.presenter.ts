import { type DecimalInput, dec, maxDec, tonnes } from '@cgx/domain/decimal';
import type { THolding } from '@cgx/domain/holdings.schemas';
import type { pageHoldings } from './holdings.repository.ts';

type Row = Awaited<ReturnType<typeof pageHoldings>>['rows'][number];

/**
 * quantity − committed, never below zero: offers can exceed a holding when the storage
 * provider's stock is revised down under them; the grain list then shows 0 available.
 */
export const availableTonnes = (quantity: DecimalInput, committed: DecimalInput): string =>
  tonnes(maxDec(dec(quantity).minus(dec(committed)), 0));

export const presentHolding = ({
  holding,
  site,
  storageProviderNickname,
  portZoneName,
  portName,
  season,
  commodity,
  grade,
  onOffer,
  awaitingDelivery,
}: Row): THolding => {
  const committed = dec(onOffer).plus(awaitingDelivery);
  return {
    id: holding.id,
    ngr: holding.ngr,
    site: { ...site, storageProviderNickname, portZoneName, portName },
    season,
    commodity,
    grade,
    quantity: tonnes(holding.quantity),
    onOffer: tonnes(onOffer),
    soldAwaitingDelivery: tonnes(awaitingDelivery),
    committed: tonnes(committed),
    available: availableTonnes(holding.quantity, committed),
  };
};
