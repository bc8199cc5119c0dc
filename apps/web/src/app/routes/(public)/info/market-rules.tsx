import {
  FUTURE_MIN_QUANTITY,
  NOW_MIN_QUANTITY,
  PAYMENT_BUSINESS_DAYS,
  TOLERANCE_MAX_TONNES,
  TOLERANCE_PERCENT,
} from '@cgx/domain/constants';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { CanolaInfoLink } from '../../../../features/canola/components/canola-info-link';
import { EOW_DAYS_TEXT, MARKET_HOURS_TEXT } from './market-texts';

const RULES: readonly { rule: string; detail: ReactNode }[] = [
  {
    rule: 'Market hours',
    detail: `${MARKET_HOURS_TEXT} You can place, change and cancel orders while it is closed; trades happen as soon as it reopens.`,
  },
  {
    rule: 'Minimum quantity',
    detail: `${NOW_MIN_QUANTITY} mt for delivery Now and ${FUTURE_MIN_QUANTITY} mt for a future delivery period. A remainder below the minimum after a part fill is closed.`,
  },
  {
    rule: 'Quantity tolerance',
    detail: `Plus or minus the lesser of ${TOLERANCE_PERCENT}% of the quantity or ${TOLERANCE_MAX_TONNES} tonnes.`,
  },
  {
    rule: 'Payment terms',
    detail: `Within ${PAYMENT_BUSINESS_DAYS} business days as standard; a bid may instead offer ${EOW_DAYS_TEXT} days after the end of the week of delivery, or deferred until July.`,
  },
  {
    rule: 'Priority',
    detail: 'Best price first, then the earliest order. A trade takes the price of the order that was in the market first.',
  },
  { rule: 'Anonymity', detail: 'Offers, bids and trades are shown without the names of buyers, sellers or agents.' },
  {
    rule: 'Canola',
    detail: (
      <>
        Priced on 42% oil and 0% admixture. See the <CanolaInfoLink fz="sm" /> for how the price moves with oil content.
      </>
    ),
  },
];

/** The rules of the exchange in one place (design §5, spec 000 §9, spec 001 §9, decision 0012). */
export function MarketRulesTable() {
  return (
    <Table withTableBorder verticalSpacing="sm" maw={900} layout="fixed">
      <Table.Tbody>
        {RULES.map(({ rule, detail }) => (
          <Table.Tr key={rule}>
            <Table.Th scope="row" w={{ base: 110, sm: 200 }} style={{ verticalAlign: 'top' }}>
              {rule}
            </Table.Th>
            <Table.Td>{detail}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
