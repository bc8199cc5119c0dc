import { formatTonnes } from '@cgx/domain/format';
import { ActionIcon, Group, Table, TextInput, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { createMultipleTrades } from '../api/trade-creation-api';
import { useSellerHoldings } from '../api/trade-creation-api';
import { PAYMENT_TERMS_OPTIONS, type TradeSheetValues } from '../trade-form-values';
import { type Option, SelectField } from './select-field';

/** What the sheet sends: its rows, as the API takes them. */
export type SheetOutput = { rows: Parameters<typeof createMultipleTrades>[0]['rows'] };
export type SheetForm = UseFormReturn<TradeSheetValues, unknown, SheetOutput>;

/** One trade of the sheet: seller, buyer, the seller's holding, period, tonnes, price and terms, with its own errors. */
export function SheetRow({
  form,
  index,
  sellers,
  buyers,
  periods,
  onCopy,
  onRemove,
}: {
  form: SheetForm;
  index: number;
  sellers: Option[];
  buyers: Option[];
  periods: Option[];
  onCopy: () => void;
  onRemove?: () => void;
}) {
  const { control, register, setValue, formState } = form;
  const sellerId = useWatch({ control, name: `rows.${index}.sellerOrganisationId` });
  const holdings = useSellerHoldings(sellerId).data ?? [];
  const holdingOptions = holdings.map((holding) => ({
    value: String(holding.id),
    label: `${holding.site.name}: ${holding.grade.code} ${holding.commodity.name} ${holding.season.name} (${formatTonnes(holding.available)} mt available)`,
  }));
  const errors = formState.errors.rows?.[index];
  const row = `Row ${index + 1}`;
  return (
    <Table.Tr>
      <Table.Td>{index + 1}</Table.Td>
      <Table.Td miw={190}>
        <SelectField
          control={control}
          name={`rows.${index}.sellerOrganisationId`}
          aria-label={`${row} seller`}
          placeholder="Seller"
          data={sellers}
          onChosen={() => setValue(`rows.${index}.holdingId`, '')}
        />
      </Table.Td>
      <Table.Td miw={190}>
        <SelectField
          control={control}
          name={`rows.${index}.buyerOrganisationId`}
          aria-label={`${row} buyer`}
          placeholder="Buyer"
          data={buyers}
        />
      </Table.Td>
      <Table.Td miw={260}>
        <SelectField
          control={control}
          name={`rows.${index}.holdingId`}
          aria-label={`${row} holding`}
          placeholder={sellerId ? 'Holding' : 'Choose the seller first'}
          disabled={!sellerId}
          data={holdingOptions}
          nothingFoundMessage="The seller holds no grain"
          onChosen={(id) => {
            const holding = holdings.find((one) => String(one.id) === id);
            setValue(`rows.${index}.seasonId`, holding ? String(holding.season.id) : '');
            setValue(`rows.${index}.commodityId`, holding ? String(holding.commodity.id) : '');
            setValue(`rows.${index}.gradeId`, holding ? String(holding.grade.id) : '');
          }}
        />
      </Table.Td>
      <Table.Td miw={140}>
        <SelectField
          control={control}
          name={`rows.${index}.deliveryPeriodId`}
          aria-label={`${row} delivery period`}
          placeholder="Period"
          data={periods}
        />
      </Table.Td>
      <Table.Td miw={110}>
        <TextInput
          aria-label={`${row} quantity (mt)`}
          inputMode="decimal"
          error={errors?.quantity?.message}
          {...register(`rows.${index}.quantity`)}
        />
      </Table.Td>
      <Table.Td miw={110}>
        <TextInput
          aria-label={`${row} price ($/mt)`}
          inputMode="decimal"
          error={errors?.price?.message}
          {...register(`rows.${index}.price`)}
        />
      </Table.Td>
      <Table.Td miw={190}>
        <SelectField
          control={control}
          name={`rows.${index}.paymentTerms`}
          aria-label={`${row} payment terms`}
          searchable={false}
          allowDeselect={false}
          data={PAYMENT_TERMS_OPTIONS}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Copy this row">
            <ActionIcon variant="subtle" aria-label={`Copy row ${index + 1}`} onClick={onCopy}>
              <IconCopy size={18} />
            </ActionIcon>
          </Tooltip>
          {onRemove && (
            <Tooltip label="Remove this row">
              <ActionIcon variant="subtle" color="red" aria-label={`Remove row ${index + 1}`} onClick={onRemove}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
