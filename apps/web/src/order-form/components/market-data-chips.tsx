import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { dec, isDecimalString } from '@cgx/domain/decimal';
import { Badge, Group, Text } from '@mantine/core';
import { type FormDataWhere, useMarketFormData } from '../api/pricing-queries';

type Chip = { key: string; label: string; price: string; detail: string };

const samePrice = (typed: string, theirs: string) => isDecimalString(typed.trim()) && dec(typed.trim()).equals(dec(theirs));

/**
 * Market data while pricing (spec 001 §1, §2): the best bid, the last trade and, once published
 * bids exist, the best published bid there; for a buyer also the best offer standing there, which
 * the bid would meet at its price. A chip is highlighted when the price typed equals its price.
 * Nothing is shown for what the market does not have.
 */
export function MarketDataChips({ where, price, side }: { where: FormDataWhere; price: string; side: 'buyer' | 'seller' }) {
  const data = useMarketFormData(where).data;
  if (!data) return null;
  // The API answers null until published bids come with the analysis module (docs/api.md).
  const published = data.publishedBid as { price: string; quantity: string } | null;
  const chips: Chip[] = [];
  if (side === 'buyer' && data.offer) {
    // A port-zone bid is priced at port: the offer (at one of the zone's sites) is shown at port too.
    const atPort = Boolean(where.portZoneId && data.offer.portEquiv);
    chips.push({
      key: 'offer',
      label: 'Best offer',
      price: atPort ? (data.offer.portEquiv ?? data.offer.price) : data.offer.price,
      detail: `${formatTonnes(data.offer.quantity)} mt${atPort && data.offer.portName ? ` at ${data.offer.portName}` : ''}`,
    });
  }
  if (data.bid) {
    chips.push({
      key: 'bid',
      label: 'CGX bid',
      price: data.bid.price,
      detail: `${formatTonnes(data.bid.quantity)} mt${data.bid.isPortZone && data.bid.portName ? ` at ${data.bid.portName}` : ''}`,
    });
  }
  if (data.trade)
    chips.push({ key: 'trade', label: 'CGX trade', price: data.trade.price, detail: `${formatTonnes(data.trade.quantity)} mt` });
  if (published)
    chips.push({ key: 'published', label: 'Best published bid', price: published.price, detail: `${formatTonnes(published.quantity)} mt` });
  if (chips.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {side === 'buyer' ? 'No offers, bids or trades here yet.' : 'No bids or trades here yet.'}
      </Text>
    );
  }
  return (
    <Group gap="xs" aria-label="Market data">
      {chips.map((chip) => {
        const equal = samePrice(price, chip.price);
        return (
          <Badge
            key={chip.key}
            size="lg"
            radius="sm"
            variant={equal ? 'filled' : 'light'}
            color={equal ? 'forest' : 'gray'}
            tt="none"
            data-highlighted={equal || undefined}
            aria-label={`${chip.label} ${formatMoney(chip.price)}, ${chip.detail}${equal ? ', equal to your price' : ''}`}
          >
            {chip.label} {formatMoney(chip.price)} · {chip.detail}
          </Badge>
        );
      })}
    </Group>
  );
}
