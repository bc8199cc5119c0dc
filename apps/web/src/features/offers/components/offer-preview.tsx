import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../market-data/format/numbers';
import { useSignedInSession } from '../../session/session-context';
import { useOrderPreviewItems } from '../../order-form/components/order-preview-items';
import { type PreviewItem, PreviewList } from '../../order-form/components/preview-list';
import { paymentTermLabel } from '../../order-form/order-form-rules';
import type { OfferFormValues } from '../offer-form-values';

/** spec 001 §2: the offer as it will be placed, every field and the quantity tolerance ('Preview Offer'). */
export function OfferPreview() {
  const { control } = useFormContext<OfferFormValues>();
  const values = useWatch({ control }) as OfferFormValues;
  const session = useSignedInSession();
  const shared = useOrderPreviewItems(values);
  const paymentTerms = values.paymentDate === 'deferred' ? 'Deferred until July' : paymentTermLabel(values.paymentTerms[0] ?? '');
  const items: PreviewItem[] = [
    {
      label: 'Organisation',
      value: values.clientName ? `${values.clientName} (offered by ${session.organisation.tradingName})` : session.organisation.tradingName,
    },
    { label: 'Grain', value: values.grainLabel },
    shared.Season,
    shared.Location,
    shared['Grade/Grain'],
    shared['Quality Parameters'],
    shared.Market,
    shared.Variety,
    ...(values.market === 'igrainx' ? [shared['On Farm Storage']] : []),
    shared['Chemical Declaration'],
    shared.Quantity,
    shared['Delivery Period'],
    { label: 'Price', value: `${formatMoney(values.price)}/mt` },
    shared['Expiry Date'],
    { label: 'Payment Terms', value: paymentTerms },
    shared['Other Special Contract Terms'],
  ];
  return <PreviewList items={items} label="Offer" />;
}
