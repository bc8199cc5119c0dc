import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TLegacyOrganisation, TLegacyTradeDetail, TLegacyUser } from '@cgx/domain/legacy-trades.schemas';
import { ORGANISATION_TYPE_LABELS } from '@cgx/domain/roles';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { TradeStatusBadge } from '../../../components/trades/trade-status-badge';

const NONE = '—';

const userText = (user: TLegacyUser | null) => (user ? `${user.name} (${user.email}, ${user.tradingName})` : NONE);

const organisationItems = (organisation: TLegacyOrganisation, users: FieldItem[]): FieldItem[] => [
  { label: 'Organisation', value: organisation.tradingName },
  { label: 'Type', value: ORGANISATION_TYPE_LABELS[organisation.type] },
  { label: 'ABN', value: organisation.abn ?? NONE },
  { label: 'NGR', value: organisation.ngr ?? NONE },
  ...users,
];

function Party({ title, items }: { title: string; items: FieldItem[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <FieldList label={title} items={items} />
    </Stack>
  );
}

const percent = (value: string | null) => (value === null ? NONE : `${value}%`);

/**
 * spec 002 §2 'legacy-trades/{tradeId}' (§3 'Legacy trade'): a trade made before the exchange moved
 * onto the platform, as it was imported, read-only: its grain, place, terms, invoices, spreads and
 * quality, and both parties (with the agent) and their users.
 */
export function LegacyTradeDetails({ trade }: { trade: TLegacyTradeDetail }) {
  const grain = trade.grade ? `${trade.commodity.name} ${trade.grade.code} (${trade.grade.name})` : trade.commodity.name;
  const items: FieldItem[] = [
    { label: 'Reference', value: trade.reference },
    { label: 'Type', value: trade.type },
    { label: 'Status', value: <TradeStatusBadge status={trade.status} /> },
    { label: 'Trade date', value: formatDay(trade.date) },
    { label: 'Grain', value: grain },
    { label: 'Season', value: trade.season.name },
    { label: 'Delivery period', value: trade.deliveryPeriod?.name ?? NONE },
    {
      label: 'Site',
      value: trade.site ? `${trade.site.name}, ${trade.site.state}${trade.site.portName ? ` (port ${trade.site.portName})` : ''}` : NONE,
    },
    {
      label: 'Storage provider',
      value: trade.storageProvider ? (trade.storageProvider.nickname ?? trade.storageProvider.tradingName) : NONE,
    },
    { label: 'Quantity', value: `${formatTonnes(trade.quantity)} mt` },
    { label: 'Shrunk', value: trade.shrunk === null ? NONE : `${formatTonnes(trade.shrunk)} mt` },
    { label: 'Price', value: `${formatMoney(trade.price)}/mt` },
    { label: 'Port equivalent', value: trade.portEquiv === null ? NONE : `${formatMoney(trade.portEquiv)}/mt` },
    {
      label: 'Spreads',
      value:
        trade.spreads.length > 0
          ? trade.spreads.map((spread) => `${spread.gradeName} ${spread.amount.startsWith('-') ? '' : '+'}${spread.amount}`).join(', ')
          : NONE,
    },
    { label: 'Oil', value: percent(trade.oil) },
    { label: 'Admix', value: percent(trade.admix) },
    { label: 'Seller invoice', value: trade.sellerInvoice ?? NONE },
    { label: 'Buyer invoice', value: trade.buyerInvoice ?? NONE },
  ];
  return (
    <Stack gap="lg">
      <FieldList label="Legacy trade" items={items} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Party
          title="Seller"
          items={organisationItems(trade.seller, [
            { label: 'Seller type', value: trade.sellerType },
            { label: 'Seller user', value: userText(trade.sellerUser) },
            { label: 'Offer created by', value: userText(trade.offerCreator) },
          ])}
        />
        <Party
          title="Buyer"
          items={organisationItems(trade.buyer, [
            { label: 'Buyer user', value: userText(trade.buyerUser) },
            { label: 'Bid created by', value: userText(trade.bidCreator) },
          ])}
        />
        {(trade.agent ?? trade.agentUser) && (
          <Party
            title="Agent"
            items={
              trade.agent
                ? organisationItems(trade.agent, [{ label: 'Agent user', value: userText(trade.agentUser) }])
                : [{ label: 'Agent user', value: userText(trade.agentUser) }]
            }
          />
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Imported {formatSydneyDay(trade.createdAt)} by {trade.importedBy}. Legacy trades are read-only.
      </Text>
    </Stack>
  );
}
