import { formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import { PRICING_POINTS } from '@cgx/domain/igrain-location';
import type { TCreateCgxTradeRequest, TCreateIgrainTradeRequest, TTradeCreated } from '@cgx/domain/trade-creation.schemas';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useWatch } from 'react-hook-form';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FieldList } from '../../../components/ui/field-list';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifySuccess } from '../../../lib/notify';
import { passwordTokenFor } from '../../../order-form/api/password-token';
import { useCommodities, useDeliveredSites, useDeliveryPeriods, useGrades, useSeasons } from '../../../order-form/api/reference-queries';
import { FormSection } from '../../../order-form/components/form-section';
import { WizardSteps } from '../../../order-form/components/wizard-steps';
import { useOrderWizard } from '../../../order-form/use-order-wizard';
import {
  TRADE_CREATION_QUERY_KEY,
  createCgxTrade,
  createIgrainTrade,
  useSellerFarmGrain,
  useSellerHoldings,
  useTradeParties,
} from '../api/trade-creation-api';
import {
  PAYMENT_TERMS_OPTIONS,
  TRADE_FIELD_LABELS,
  type TradeFormValues,
  ZCgxTradeForm,
  ZIgrainTradeForm,
  emptyTradeForm,
} from '../trade-form-values';
import { type Option, SelectField } from './select-field';

type Output = TCreateCgxTradeRequest | TCreateIgrainTradeRequest;

const FIELDS = Object.keys(TRADE_FIELD_LABELS);
const nameOf = (options: Option[], value: string) => options.find((option) => option.value === value)?.label ?? '';
const named = <T extends { id: number; name: string }>(rows: T[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
const mt = (tonnes: string) => `${formatTonnes(tonnes)} mt`;

/**
 * 'Create CGX Trade' and 'Create igrainX Trade' (spec 002 §2 trades/create, decision 0183): staff
 * record a trade two organisations agreed off-screen. Step 1 names the parties, the seller's grain
 * (a holding, or grain declared on farm) and the terms; step 2 previews it and asks for the
 * password when no token is live; the server checks it as the market would and answers the trade.
 */
export function TradeForm({ market, onCreated }: { market: 'cgx' | 'igrainx'; onCreated: (trade: TTradeCreated) => void }) {
  const queryClient = useQueryClient();
  const schema = (market === 'cgx' ? ZCgxTradeForm : ZIgrainTradeForm) as z.ZodType<Output, TradeFormValues>;
  const form = useSchemaForm<TradeFormValues, Output>(schema, emptyTradeForm(market));
  const { control, register, setValue, getValues, formState } = form;
  const wizard = useOrderWizard(form);
  const [step, sellerId, commodityId, pricingPoint, needsPassword, holdingId] = useWatch({
    control,
    name: ['step', 'sellerOrganisationId', 'commodityId', 'pricingPoint', 'needsPassword', 'holdingId'],
  });
  // A holding is grain of one season, commodity and grade: a cgx trade on it is of those.
  const holdingSets = market === 'cgx' && holdingId !== '';

  const sellers = named(useTradeParties(market, 'seller').data);
  const buyers = named(useTradeParties(market, 'buyer').data);
  const holdings = useSellerHoldings(market === 'cgx' ? sellerId : '').data ?? [];
  const farmGrain = useSellerFarmGrain(market === 'igrainx' ? sellerId : '').data ?? [];
  const seasons = named(useSeasons().data);
  const commodities = named(useCommodities().data);
  const grades = (useGrades(commodityId).data ?? []).map((grade) => ({ value: String(grade.id), label: grade.code }));
  const periods = named(useDeliveryPeriods().data);
  const deliveredSites = named(useDeliveredSites(market === 'igrainx').data);

  const holdingOptions = holdings.map((holding) => ({
    value: String(holding.id),
    label: `${holding.site.name}: ${holding.grade.code} ${holding.commodity.name} ${holding.season.name}, NGR ${holding.ngr} (${mt(holding.available)} available)`,
  }));
  const grainOptions = farmGrain.map((grain) => ({
    value: String(grain.id),
    label: `${grain.commodity.name} ${grain.grade?.code ?? 'ungraded'} ${grain.season.name}${grain.nearestTown ? `, near ${grain.nearestTown}` : ''} (${mt(grain.available)} available)`,
  }));

  /** The grain chosen sets what was traded: its season, commodity and grade (ungraded grain leaves the grade to choose). */
  const takeGrain = (grain: { season: { id: number }; commodity: { id: number }; grade: { id: number } | null } | undefined) => {
    if (!grain) return;
    setValue('seasonId', String(grain.season.id));
    setValue('commodityId', String(grain.commodity.id));
    setValue('gradeId', grain.grade ? String(grain.grade.id) : '');
  };

  const send = async (body: Output) => {
    const passwordToken = await passwordTokenFor(getValues('password'));
    return market === 'cgx'
      ? createCgxTrade({ ...(body as TCreateCgxTradeRequest), passwordToken })
      : createIgrainTrade({ ...(body as TCreateIgrainTradeRequest), passwordToken });
  };
  const submitting = useFormSubmit(form, send, {
    fields: FIELDS,
    labels: TRADE_FIELD_LABELS,
    summariseAll: true,
    onServerError: wizard.onServerError,
    onSuccess: async (trade) => {
      await queryClient.invalidateQueries({ queryKey: TRADE_CREATION_QUERY_KEY });
      notifySuccess(`Trade ${trade.formattedId} was recorded. Both parties are being notified.`);
      onCreated(trade);
    },
  });

  const title = market === 'cgx' ? 'Create CGX Trade' : 'Create igrainX Trade';
  const values = getValues();
  const previewItems = [
    { label: 'Seller', value: nameOf(sellers, values.sellerOrganisationId) },
    { label: 'Buyer', value: nameOf(buyers, values.buyerOrganisationId) },
    market === 'cgx'
      ? { label: 'Holding', value: nameOf(holdingOptions, values.holdingId) }
      : { label: 'Grain on farm', value: nameOf(grainOptions, values.farmGrainId) },
    ...(market === 'igrainx'
      ? [
          {
            label: 'Pricing point',
            value:
              values.pricingPoint === 'Delivered'
                ? `Delivered to ${nameOf(deliveredSites, values.deliveredSiteId)}`
                : `${values.pricingPoint} (at the farm)`,
          },
        ]
      : []),
    { label: 'Season', value: nameOf(seasons, values.seasonId) },
    { label: 'Commodity', value: nameOf(commodities, values.commodityId) },
    { label: 'Grade', value: nameOf(grades, values.gradeId) },
    { label: 'Delivery period', value: nameOf(periods, values.deliveryPeriodId) },
    { label: 'Quantity', value: mt(values.quantity) },
    { label: 'Price', value: `${formatPricePerTonne(values.price)}${market === 'cgx' ? ' at the site' : ''}` },
    { label: 'Payment terms', value: nameOf(PAYMENT_TERMS_OPTIONS, values.paymentTerms) },
  ];

  return (
    <Stack gap="md">
      <WizardSteps step={step} labels={[title, 'Preview Trade']} />
      <FormAlert {...wizard.summary(submitting.alert, TRADE_FIELD_LABELS)} />
      {step === '1' ? (
        <form onSubmit={wizard.preview} noValidate aria-label={title}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Record a trade the two organisations agreed off-screen. It is checked as the market checks orders, numbered in the market’s
              sequence, and both parties get their notification and contract note.
            </Text>
            <FormSection title="Parties">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField
                  control={control}
                  name="sellerOrganisationId"
                  label="Seller"
                  placeholder="Choose the seller"
                  required
                  data={sellers}
                  description={market === 'cgx' ? 'A grower or a trader' : 'A grower'}
                  onChosen={() => {
                    setValue('holdingId', '');
                    setValue('farmGrainId', '');
                  }}
                />
                <SelectField
                  control={control}
                  name="buyerOrganisationId"
                  label="Buyer"
                  placeholder="Choose the buyer"
                  required
                  data={buyers}
                  description="A trader"
                />
              </SimpleGrid>
            </FormSection>
            <FormSection title="Grain">
              {market === 'cgx' ? (
                <SelectField
                  control={control}
                  name="holdingId"
                  label="Holding"
                  placeholder={sellerId ? 'Choose the seller’s holding' : 'Choose the seller first'}
                  disabled={!sellerId}
                  required
                  data={holdingOptions}
                  nothingFoundMessage="The seller holds no grain"
                  onChosen={(id) => takeGrain(holdings.find((holding) => String(holding.id) === id))}
                />
              ) : (
                <>
                  <SelectField
                    control={control}
                    name="farmGrainId"
                    label="Grain on farm"
                    placeholder={sellerId ? 'Choose the seller’s grain' : 'Choose the seller first'}
                    disabled={!sellerId}
                    required
                    data={grainOptions}
                    nothingFoundMessage="The seller has declared no grain on farm"
                    onChosen={(id) => takeGrain(farmGrain.find((grain) => String(grain.id) === id))}
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <SelectField
                      control={control}
                      name="pricingPoint"
                      label="Pricing point"
                      placeholder="Choose the pricing point"
                      required
                      searchable={false}
                      data={PRICING_POINTS.map((point) => ({ value: point, label: point }))}
                      onChosen={() => setValue('deliveredSiteId', '')}
                    />
                    {pricingPoint === 'Delivered' && (
                      <SelectField
                        control={control}
                        name="deliveredSiteId"
                        label="Delivered site"
                        placeholder="Choose the delivered site"
                        required
                        data={deliveredSites}
                      />
                    )}
                  </SimpleGrid>
                </>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField control={control} name="seasonId" label="Season" required readOnly={holdingSets} data={seasons} />
                <SelectField
                  control={control}
                  name="commodityId"
                  label="Commodity"
                  required
                  readOnly={holdingSets}
                  data={commodities}
                  onChosen={() => setValue('gradeId', '')}
                />
                <SelectField
                  control={control}
                  name="gradeId"
                  label="Grade"
                  required
                  readOnly={holdingSets}
                  description={holdingSets ? 'The holding’s season, commodity and grade' : undefined}
                  disabled={!commodityId}
                  placeholder={commodityId ? undefined : 'Choose the commodity first'}
                  data={grades}
                />
                <SelectField control={control} name="deliveryPeriodId" label="Delivery period" required data={periods} />
              </SimpleGrid>
            </FormSection>
            <FormSection title="Terms">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label="Quantity (mt)"
                  required
                  withAsterisk
                  inputMode="decimal"
                  error={formState.errors.quantity?.message}
                  {...register('quantity')}
                />
                <TextInput
                  label="Price ($/mt)"
                  description={market === 'cgx' ? 'At the holding’s site' : undefined}
                  required
                  withAsterisk
                  inputMode="decimal"
                  error={formState.errors.price?.message}
                  {...register('price')}
                />
                <SelectField
                  control={control}
                  name="paymentTerms"
                  label="Payment terms"
                  required
                  searchable={false}
                  allowDeselect={false}
                  data={PAYMENT_TERMS_OPTIONS}
                />
              </SimpleGrid>
            </FormSection>
            <Group justify="flex-end">
              <Button type="submit">Preview Trade</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitting.submit} noValidate aria-label="Preview Trade">
          <Stack gap="md">
            <FieldList label="The trade to record" items={previewItems} />
            {needsPassword && (
              <PasswordInput
                label="Password"
                description="Enter your password to confirm."
                required
                autoComplete="current-password"
                maw={360}
                error={formState.errors.password?.message}
                {...register('password')}
              />
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={wizard.backToForm}>
                Back to the form
              </Button>
              <Button type="submit" loading={submitting.submitting}>
                Record Trade
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
