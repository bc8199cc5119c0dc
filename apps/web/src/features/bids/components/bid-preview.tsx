import { formatMoney } from '@cgx/domain/format';
import { List } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSignedInSession } from '../../../session/session-context';
import { anyOr, useOrderFieldItems } from '../../../order-form/components/order-preview-items';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { paymentTermLabel } from '../../../order-form/order-form-rules';
import { ANY } from '../../../order-form/order-form-values';
import type { BidFormValues } from '../bid-form-values';

/** spec 001 §2 'Preview shows': every field of the bid as it will be placed, with the quantity tolerance. */
export function BidPreview() {
  const { control } = useFormContext<BidFormValues>();
  const values = useWatch({ control }) as BidFormValues;
  const session = useSignedInSession();
  const shared = useOrderFieldItems(values);
  const individual = values.lines.length > 1 && values.priceType === 'individual';
  const priceOf = (price: string) => `${formatMoney(price)}/mt`;
  const location = values.market === 'cgx' && values.fixedLines ? `${values.lines.length} sites` : shared.Location.value;

  const items: FieldItem[] = [
    { label: 'Organisation', value: session.organisation.tradingName },
    shared.Season,
    { label: 'Location', value: location },
    {
      label: 'Prices',
      value: (
        <List size="sm" listStyleType="none" spacing={2}>
          {values.lines.map((line) => (
            <List.Item key={line.key}>
              {values.market === 'cgx' && !values.fixedLines ? location : line.label}: {priceOf(individual ? line.price : values.price)}
            </List.Item>
          ))}
        </List>
      ),
    },
    shared['Grade/Grain'],
    shared['Quality Parameters'],
    shared.Market,
    shared.Variety,
    shared['On Farm Storage'],
    shared['Chemical Declaration'],
    shared.Quantity,
    shared['Delivery Period'],
    { label: 'Price', value: individual ? 'A price for each location (see Prices)' : priceOf(values.price) },
    shared['Expiry Date'],
    { label: 'Payment Terms', value: anyOr(values.paymentTerms.filter((term) => term !== ANY).map(paymentTermLabel)) },
    shared['Other Special Contract Terms'],
  ];
  return <FieldList items={items} label="Bid" />;
}
