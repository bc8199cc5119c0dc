import { formatMoney } from '@cgx/domain/format';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSignedInSession } from '../../../session/session-context';
import { useOrderFieldItems } from '../../../order-form/components/order-preview-items';
import { type FieldItem, FieldList } from '../../../components/ui/field-list';
import { paymentTermLabel } from '../../../order-form/order-form-rules';
import type { OfferFormValues } from '../offer-form-values';

/** spec 001 §2: the offer as it will be placed, every field and the quantity tolerance ('Preview Offer'). */
export function OfferPreview() {
  const { control } = useFormContext<OfferFormValues>();
  const values = useWatch({ control }) as OfferFormValues;
  const session = useSignedInSession();
  const shared = useOrderFieldItems(values);
  const paymentTerms = values.paymentDate === 'deferred' ? 'Deferred until July' : paymentTermLabel(values.paymentTerms[0] ?? '');
  // Only an offer for someone else's grain (an agent's for a client) names who offered it; a saved
  // offer of one's own carries one's own name as its seller (issue 24).
  const forClient = values.clientName !== '' && values.organisationId !== String(session.organisation.id);
  const items: FieldItem[] = [
    {
      label: 'Organisation',
      value: forClient ? `${values.clientName} (offered by ${session.organisation.tradingName})` : session.organisation.tradingName,
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
  return <FieldList items={items} label="Offer" />;
}
