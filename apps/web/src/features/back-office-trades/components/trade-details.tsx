import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { type TBackOfficeTradeDetail, bestBidKeyOf } from '@cgx/domain/back-office-trades.schemas';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { AttachmentButton } from '../../../components/attachments/attachment-button';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';
import { BestPublishedBid } from './best-published-bid';
import { TradeHistory } from './trade-history';

type Party = TBackOfficeTradeDetail['seller'];

const partyItems = (party: Party, extra: FieldItem[] = []): FieldItem[] => [
  { label: 'Organisation', value: party.name },
  ...extra,
  { label: 'ABN', value: party.abn ?? '—' },
  { label: 'State', value: party.state ?? '—' },
  { label: 'Order placed by', value: party.orderedBy ?? '—' },
];

function placeItems(trade: TBackOfficeTradeDetail): FieldItem[] {
  if (trade.site) {
    const lookup = bestBidKeyOf(trade);
    return [
      { label: 'Site', value: `${trade.site.name}, ${trade.site.state}` },
      { label: 'Storage provider', value: trade.site.storageProviderNickname ?? '—' },
      { label: 'Port zone', value: `${trade.site.portZone} (port ${trade.site.port})` },
      ...(lookup ? [{ label: 'Best published bid', value: <BestPublishedBid lookup={lookup} /> }] : []),
    ];
  }
  const place = trade.place;
  return [
    { label: 'Pricing point', value: trade.pricingPoint ?? '—' },
    {
      label: 'Location',
      value: place?.deliveredSite
        ? place.deliveredSite
        : place?.address
          ? place.address
          : [place?.nearestTown, place?.direction, place?.distanceRange].filter(Boolean).join(', ') || trade.location,
    },
  ];
}

const chemical = (trade: TBackOfficeTradeDetail) =>
  trade.chemicalDeclaration
    ? 'Agree'
    : `Disagree: ${[trade.chemicalTreatment, trade.chemicalRate, trade.chemicalApplicationDate && formatDay(trade.chemicalApplicationDate)]
        .filter(Boolean)
        .join(', ')}`;

/**
 * spec 002 §2 'trades/{tradeId}' Details: both parties (staff only), the orders the trade joined,
 * its grain and terms, where the grain is, its due dates and its contract notes.
 */
export function TradeDetails({ trade }: { trade: TBackOfficeTradeDetail }) {
  const trading: FieldItem[] = [
    { label: 'Trade ID', value: trade.formattedId },
    { label: 'Market', value: trade.market === 'cgx' ? 'CGX' : 'igrainX' },
    { label: 'Status', value: <TradeStatusBadge status={trade.status} /> },
    { label: 'Traded', value: formatSydneyDay(trade.createdAt) },
    {
      label: 'Orders',
      value: trade.recordedBy
        ? `Recorded off-screen by ${trade.recordedBy} (bid ${trade.bidGroupId}, offer ${trade.offerId} entered for the parties)`
        : `Bid ${trade.bidGroupId} (line ${trade.bidLineId}) · Offer ${trade.offerId}, priced at the resting ${trade.restingSide}`,
    },
    { label: 'Grain', value: `${trade.commodity.name} ${trade.grade ? `${trade.grade.code} (${trade.grade.name})` : 'by quality'}` },
    { label: 'Season', value: trade.season.name },
    { label: 'Delivery period', value: trade.deliveryPeriod.name },
    { label: 'Variety', value: trade.variety?.name ?? 'None' },
    { label: 'Quantity', value: `${formatTonnes(trade.quantity)} mt` },
    {
      label: 'Price',
      value: trade.portEquiv
        ? `${formatMoney(trade.price)}/mt (port equivalent ${formatMoney(trade.portEquiv)}/mt)`
        : `${formatMoney(trade.price)}/mt`,
    },
    ...placeItems(trade),
    { label: 'Payment terms', value: trade.paymentTerms },
    { label: 'Payment due', value: trade.paymentDueDate ? formatDay(trade.paymentDueDate) : 'When title transfers' },
    { label: 'Chemical declaration', value: chemical(trade) },
    { label: 'Special terms', value: trade.termsAndConditions.length > 0 ? trade.termsAndConditions.join(', ') : 'None' },
    {
      label: 'Quality',
      value: trade.quality.length > 0 ? trade.quality.map((row) => `${row.name} ${row.value} ${row.unit}`).join(', ') : 'As the grade',
    },
  ];
  return (
    <Stack gap="lg">
      <FieldList label="Trade" items={trading} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" component="section" aria-label="Seller">
          <Title order={2} size="h4">
            Seller
          </Title>
          <FieldList
            label="Seller"
            items={partyItems(trade.seller, [
              { label: 'NGR', value: trade.sellerNgr ?? '—' },
              ...(trade.agent ? [{ label: 'Agent', value: trade.agent.name }] : []),
            ])}
          />
        </Stack>
        <Stack gap="xs" component="section" aria-label="Buyer">
          <Title order={2} size="h4">
            Buyer
          </Title>
          <FieldList label="Buyer" items={partyItems(trade.buyer)} />
        </Stack>
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-label="Contract notes">
        <Title order={2} size="h4">
          Contract notes
        </Title>
        <Group gap="xs">
          {trade.documents.map((document) => (
            <AttachmentButton key={document.path} path={document.path} label={document.label} of={trade.formattedId} />
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Last changed {formatSydneyDay(trade.updatedAt)}.
        </Text>
      </Stack>
      <TradeHistory history={trade.history} />
    </Stack>
  );
}
