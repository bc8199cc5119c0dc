import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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
import { QualityParametersSection } from '../../../order-form/components/quality-parameters-section';
import { QuantityDeliverySection } from '../../../order-form/components/quantity-delivery-section';
import { StorageSection } from '../../../order-form/components/storage-section';
import { TermsPasswordBlock } from '../../../order-form/components/terms-password-block';
import { VarietySection } from '../../../order-form/components/variety-section';
import { WizardSteps } from '../../../order-form/components/wizard-steps';
import { useCancelOrder } from '../../../order-form/use-cancel-order';
import { useOrderWizard } from '../../../order-form/use-order-wizard';
import { ANY, type OrderFormValues } from '../../../order-form/order-form-values';
import { type OrderFormApi, useResolvedReferences } from '../../../order-form/use-resolved-references';
import { cancelBid, createBid, invalidateBids, rebid, updateBid } from '../api/bids-api';
import { bidErrorMapping, type TBidFormOutput, ZBidForm } from '../bid-form-schema';
import { type BidFormMode, type BidFormValues, type BidRouteState, locationRowsOf, syncLines } from '../bid-form-values';
import { BidPreview } from './bid-preview';
import { BidPrices } from './bid-prices';

type Props = {
  mode: BidFormMode;
  initial: BidFormValues;
  /** The saved bid being edited or bid again. */
  bidId?: string;
  /** Where success (and Cancel) goes: the lapsed-bids list or the buy-grain list (spec 001 §2 'origin'). */
  returnTo: string;
  /** Values taken from a reference offer (spec 001 §2 'reference'). */
  reference?: Partial<OrderFormValues>;
};

const ACTION: Record<BidFormMode, string> = { create: 'Create Bid', edit: 'Edit Bid', rebid: 'Re-Bid' };

/** An edit sends the rows' ids and the rows to delete; a new bid and a rebid send new rows only. */
function forCreate(body: TBidFormOutput) {
  return {
    ...body,
    bidsAttributes: body.bidsAttributes.filter((line) => !line.delete).map(({ id: _id, delete: _delete, ...line }) => line),
  };
}

/**
 * The trader's bid form (spec 001 §2 'Bid form'): step 1 the form, step 2 the preview with the terms
 * box and the password; the submit creates, edits or rebids the bid, and returns to the origin list.
 * A server error puts its messages on their fields and sends the form back to step 1 with the
 * terms box unticked; a password error stays on the password field (spec 001 §4, §8).
 */
export function BidForm({ mode, initial, bidId, returnTo, reference }: Props) {
  const session = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm<BidFormValues, TBidFormOutput>(ZBidForm, initial);
  const { control, getValues } = form;
  const [step, lines, priceType, market] = useWatch({ control, name: ['step', 'lines', 'priceType', 'market'] });
  const wizard = useOrderWizard(form);
  const cancelling = useCancelOrder<string>({
    kind: 'bid',
    cancel: (id, passwordToken) => cancelBid(id, passwordToken),
    onCancelled: async () => {
      await invalidateBids(queryClient);
      navigate(returnTo);
    },
  });
  useLocationRows(form);
  useResolvedReferences(form as unknown as OrderFormApi, mode === 'create');

  const pricedRows = lines.length > 1 && priceType === 'individual';
  const mapping = bidErrorMapping(pricedRows);
  const grouped = lines.length > 1;
  const formTitle = grouped ? 'Grouped Bids' : ACTION[mode];
  const previewTitle = grouped ? 'Preview Grouped Bids' : 'Preview Bid';

  const send = async (body: TBidFormOutput) => {
    const passwordToken = await passwordTokenFor(getValues('password'));
    if (mode === 'edit' && bidId) return updateBid(bidId, { ...body, passwordToken });
    if (mode === 'rebid' && bidId) return rebid(bidId, { ...forCreate(body), passwordToken });
    return createBid({ ...forCreate(body), passwordToken });
  };

  const submitting = useFormSubmit(form, send, {
    ...mapping,
    summariseAll: true,
    onServerError: wizard.onServerError,
    onSuccess: async (placed) => {
      await invalidateBids(queryClient);
      const traded =
        placed.trades.length > 0 ? ` It traded ${placed.trades.length} time${placed.trades.length > 1 ? 's' : ''} at once.` : '';
      notifySuccess(`${mode === 'edit' ? 'Your bid was changed.' : 'Your bid was placed.'}${traded}`);
      navigate(returnTo);
    },
  });

  return (
    <FormProvider {...form}>
      <Stack gap="md">
        <WizardSteps step={step} labels={[formTitle, previewTitle]} />
        {cancelling.alert}
        <FormAlert {...wizard.summary(submitting.alert, mapping.labels as Record<string, string>)} />
        {step === '1' ? (
          <form onSubmit={wizard.preview} noValidate aria-label={formTitle}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                Fields marked * are required. Varieties, storage, payment terms and the chemical declaration may be left as Any.
              </Text>
              <VarietySection anyAllowed reference={reference} />
              <QuantityDeliverySection reference={reference} />
              <ExpiryPaymentSection paymentChoice="any-of" sellerMayDefer={false} expiryRequired={false} />
              {market === 'igrainx' && <StorageSection multiple />}
              <QualityParametersSection />
              {getValues('fixedLines') ? (
                <FormSection title="Location">
                  <Text size="sm">This bid sheet prices {lines.length} sites: change their prices in the bid details.</Text>
                </FormSection>
              ) : (
                <LocationSection
                  multipleRows={session.featureFlags.bidSheets === true}
                  onSearchWarehouses={
                    market === 'igrainx'
                      ? () => navigate('/portal/buy-grain/bid/create', { state: warehouseState(getValues()) })
                      : undefined
                  }
                />
              )}
              <FormSection title="Bid details">
                <BidPrices />
                <PricingAids
                  side="buyer"
                  organisationId={session.organisation.id}
                  feePrice={pricedRows ? (lines[0]?.price ?? '') : undefined}
                />
                <DeclarationTermsFields anyAllowed />
              </FormSection>
              <Group justify="space-between">
                <Group>
                  <Button variant="default" onClick={() => navigate(returnTo)}>
                    Back to bids
                  </Button>
                  {mode === 'edit' && bidId && (
                    <Button variant="outline" color="red" onClick={() => cancelling.ask(bidId)}>
                      Cancel Bid
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
              <BidPreview />
              <TermsPasswordBlock />
              <Group justify="space-between">
                <Button variant="default" onClick={wizard.backToForm}>
                  Back to the form
                </Button>
                <Button type="submit" loading={submitting.submitting}>
                  {ACTION[mode]}
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

/** spec 001 §2: a Free on Truck bid switched back to warehouse search keeps its terms (route state of bid/create). */
function warehouseState(values: BidFormValues): BidRouteState {
  return {
    commodityId: values.commodityId,
    seasonId: values.seasonId,
    seasonName: values.seasonName,
    gradeId: values.gradeId || null,
    gradeName: values.gradeName,
    gradeCode: values.gradeCode,
    quantity: values.quantity,
    price: values.price,
    deliveryPeriodId: values.deliveryPeriodId,
    deliveryPeriodName: values.deliveryPeriodName,
    paymentTerms: values.paymentTerms.filter((term) => term !== 'any').map(Number),
    varieties: values.varieties.filter((id) => id !== ANY).map((id) => ({ id: Number(id), name: values.varietyNames[id] ?? '' })),
    termsAndConditions: values.termsAndConditions,
    chemicalDeclaration: values.chemicalDeclaration === 'true' ? true : values.chemicalDeclaration === 'false' ? false : null,
    chemicalTreatment: values.chemicalTreatment,
    chemicalRate: values.chemicalRate,
    chemicalApplicationDate: values.chemicalApplicationDate,
    qualityParameters: values.qualityParameters,
  };
}

type BidFormApi = ReturnType<typeof useSchemaForm<BidFormValues, TBidFormOutput>>;

/** Keeps the priced rows in step with the location (spec 001 §2 'rows per distance and direction'). */
function useLocationRows(form: BidFormApi) {
  const watched = useWatch({
    control: form.control,
    name: [
      'market',
      'warehouse',
      'pricingPoint',
      'locationMode',
      'nearestTown',
      'directions',
      'distanceRanges',
      'address',
      'deliveredSiteId',
      'deliveredSiteName',
      'fixedLines',
    ],
  });
  const signature = JSON.stringify(watched);
  useEffect(() => {
    const values = form.getValues();
    const rows = locationRowsOf(values);
    const current = values.lines.map((line) => `${line.key}/${line.label}`).join(',');
    if (rows.map((row) => `${row.key}/${row.label}`).join(',') === current) return;
    const next = syncLines(values.lines, values.removedLines, rows);
    form.setValue('lines', next.lines);
    form.setValue('removedLines', next.removedLines);
    if (next.lines.length <= 1) form.setValue('priceType', 'equal');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the watched values
  }, [signature]);
}
