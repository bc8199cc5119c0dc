import { formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TBidToSellTo } from '@cgx/domain/orders.schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { useSignedInSession } from '../../../session/session-context';
import { passwordTokenFor } from '../../../order-form/api/password-token';
import { DeclarationTermsFields } from '../../../order-form/components/declaration-terms-fields';
import { ExpiryPaymentSection } from '../../../order-form/components/expiry-payment-section';
import { FormSection } from '../../../order-form/components/form-section';
import { LocationSection } from '../../../order-form/components/location-section';
import { PricingAids } from '../../../order-form/components/pricing-aids';
import { PriceField } from '../../../order-form/components/price-field';
import { QualityParametersSection } from '../../../order-form/components/quality-parameters-section';
import { QuantityDeliverySection } from '../../../order-form/components/quantity-delivery-section';
import { StorageSection } from '../../../order-form/components/storage-section';
import { TermsPasswordBlock } from '../../../order-form/components/terms-password-block';
import { VarietySection } from '../../../order-form/components/variety-section';
import { WizardSteps } from '../../../order-form/components/wizard-steps';
import { useCancelOrder } from '../../../order-form/use-cancel-order';
import { useOrderWizard } from '../../../order-form/use-order-wizard';
import { type OrderFormApi, useResolvedReferences } from '../../../order-form/use-resolved-references';
import { cancelOffer, createOffer, invalidateOffers, updateOffer } from '../api/offers-api';
import { OFFER_ERROR_MAPPING, offerFormSchema, type TOfferFormOutput } from '../offer-form-schema';
import type { OfferFormMode, OfferFormValues } from '../offer-form-values';
import { OfferSourceFields } from './offer-source-fields';
import { OfferPreview } from './offer-preview';

type Props = {
  mode: OfferFormMode;
  initial: OfferFormValues;
  /** The saved offer being edited or offered again. */
  offerId?: string;
  /** Where success (and Back) goes: the lapsed-offers list or the list of offers or grain (spec 001 §2 'origin'). */
  returnTo: string;
  /** The route did not name the grain: the form asks for it (and an agent's client). */
  chooseSource: boolean;
  /** An offer made from a market bid: the grain is chosen among what fits it (spec 001 §7 'create from a bid'). */
  bid?: TBidToSellTo;
};

/** spec 001 §2: the submit button's words. */
export const OFFER_ACTION: Record<OfferFormMode, string> = { create: 'Create Offer', edit: 'Edit Offer', reoffer: 'Re-Offer' };

/**
 * The seller's offer form (spec 001 §2 'Offer form'): step 1 the form, step 2 'Preview Offer' with
 * the terms box and the password; the submit creates, edits (once: the button is gone while it
 * saves, and success leaves the page) or re-offers, and returns to the origin list. A server error
 * puts its messages on their fields and goes back to step 1 with the terms box unticked; a password
 * error stays on the password field (spec 001 §4, §8). Growers and agents may defer payment until
 * July and must date a custom expiry; traders may not defer and may leave the date out (§5, §6).
 */
export function OfferForm({ mode, initial, offerId, returnTo, chooseSource, bid }: Props) {
  const session = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const role = session.user.role;
  const isTrader = role === 'Trader';
  const context = useMemo(() => ({ expiryRequired: !isTrader, clientRequired: role === 'Agent' }), [isTrader, role]);
  const schema = useMemo(() => offerFormSchema(context), [context]);
  const form = useSchemaForm<OfferFormValues, TOfferFormOutput>(schema, initial);
  const { control, getValues } = form;
  const [step, market, gradeFixed] = useWatch({ control, name: ['step', 'market', 'gradeFixed'] });
  const wizard = useOrderWizard(form);
  const cancelling = useCancelOrder<string>({
    kind: 'offer',
    cancel: (id, passwordToken) => cancelOffer(Number(id), passwordToken),
    onCancelled: async () => {
      await invalidateOffers(queryClient);
      navigate(returnTo);
    },
  });
  useResolvedReferences(form as unknown as OrderFormApi, mode === 'create');

  const send = async (body: TOfferFormOutput) => {
    const passwordToken = await passwordTokenFor(getValues('password'));
    if (mode === 'create' || !offerId) return createOffer({ ...body, passwordToken });
    return updateOffer(offerId, { ...body, passwordToken, reoffer: mode === 'reoffer' });
  };

  const submitting = useFormSubmit(form, send, {
    ...OFFER_ERROR_MAPPING,
    summariseAll: true,
    onServerError: wizard.onServerError,
    onSuccess: async (placed) => {
      await invalidateOffers(queryClient);
      const traded =
        placed.trades.length > 0
          ? ` It sold ${placed.trades.map((trade) => `${formatTonnes(trade.quantity)} mt at ${formatMoney(trade.price)}`).join(', ')} at once.`
          : '';
      notifySuccess(`${mode === 'edit' ? 'Your offer was changed.' : 'Your offer was placed.'}${traded}`);
      navigate(returnTo);
    },
  });

  const [organisationId, available, holdingId, farmGrainId] = useWatch({
    control,
    name: ['organisationId', 'available', 'holdingId', 'farmGrainId'],
  });
  const grainChosen = Boolean(market === 'cgx' ? holdingId : farmGrainId);
  const previewTitle = 'Preview Offer';

  return (
    <FormProvider {...form}>
      <Stack gap="md">
        <WizardSteps step={step} labels={[OFFER_ACTION[mode], previewTitle]} />
        {cancelling.alert}
        <FormAlert {...wizard.summary(submitting.alert, OFFER_ERROR_MAPPING.labels)} />
        {step === '1' ? (
          <form onSubmit={wizard.preview} noValidate aria-label={OFFER_ACTION[mode]}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Fields marked * are required.
              </Text>
              {chooseSource ? (
                <OfferSourceFields chooseClient={role === 'Agent'} bid={bid} />
              ) : (
                <FormSection title="Grain">
                  <Text size="sm">
                    {getValues('clientName') && role === 'Agent' ? `${getValues('clientName')}: ` : ''}
                    {getValues('grainLabel')}
                    {available && mode === 'create' ? ` (${formatTonnes(available)} mt available)` : ''}
                  </Text>
                </FormSection>
              )}
              {(grainChosen || !chooseSource) && (
                <>
                  <VarietySection anyAllowed={false} fixed={{ seasonAndCommodity: true, grade: gradeFixed }} />
                  <QuantityDeliverySection />
                  <ExpiryPaymentSection paymentChoice="one-of" sellerMayDefer={!isTrader} expiryRequired={!isTrader} />
                  {market === 'igrainx' && <StorageSection multiple={false} />}
                  <QualityParametersSection />
                  {market === 'igrainx' && <LocationSection multipleRows={false} />}
                  <FormSection title="Offer details">
                    <PriceField />
                    <PricingAids side="seller" organisationId={organisationId ? Number(organisationId) : session.organisation.id} />
                    <DeclarationTermsFields anyAllowed={false} />
                  </FormSection>
                </>
              )}
              <Group justify="space-between">
                <Group>
                  <Button variant="default" onClick={() => navigate(returnTo)}>
                    Back to the list
                  </Button>
                  {mode === 'edit' && offerId && (
                    <Button variant="outline" color="red" onClick={() => cancelling.ask(offerId)}>
                      Cancel Offer
                    </Button>
                  )}
                </Group>
                <Button type="submit">{previewTitle}</Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitting.submit} noValidate aria-label={previewTitle}>
            <Stack gap="md">
              <OfferPreview />
              <TermsPasswordBlock />
              <Group justify="space-between">
                <Button variant="default" onClick={wizard.backToForm} disabled={submitting.submitting}>
                  Back to the form
                </Button>
                <Button type="submit" loading={submitting.submitting}>
                  {OFFER_ACTION[mode]}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      {cancelling.modal}
    </FormProvider>
  );
}
