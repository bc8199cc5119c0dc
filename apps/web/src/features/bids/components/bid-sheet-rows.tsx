import { Table, Text, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { type FormDataWhere, townWhere, useMarketFormData } from '../../../order-form/api/pricing-queries';
import type { BidFormValues, BidLineValues } from '../bid-form-values';

/** Where one row of the sheet is, as the market data asks for it: its site or zone (cgx), its town place (igrainX). */
function rowWhere(values: BidFormValues, line: BidLineValues): FormDataWhere {
  const { market, commodityId, seasonId, gradeId } = values;
  const [kind, id] = line.key.split(':');
  if (market === 'cgx') return { market, commodityId, seasonId, gradeId, ...(kind === 'site' ? { siteId: id } : { portZoneId: id }) };
  if (!line.direction || !line.distanceRange) return { market, commodityId, seasonId, gradeId };
  return {
    market,
    commodityId,
    seasonId,
    gradeId,
    ...townWhere(values.pricingPoint, values.nearestTown, line.direction, line.distanceRange),
  };
}

/** spec 001 §2: a row's 'Best offer' price and quantity in mt, when the market has one there. */
function BestOffer({ where }: { where: FormDataWhere }) {
  const offer = useMarketFormData(where).data?.offer;
  if (!offer)
    return (
      <Text size="sm" c="dimmed" aria-label="No offer">
        —
      </Text>
    );
  return (
    <Text size="sm">
      {formatMoney(offer.price)}
      <Text span size="xs" c="dimmed" display="block">
        {formatTonnes(offer.quantity)} mt
      </Text>
    </Text>
  );
}

/**
 * The bid sheet on screen (spec 001 §2 'Bid sheet (grouped bids)'): one row per distance and
 * direction (or per site of an uploaded cgx sheet), each with its price, typed one by one
 * ('individual') or the one price of all ('equal'), and the best offer standing at its place.
 * A row's price is checked like a bid line's and its errors, the form's or the server's, show on it.
 */
export function BidSheetRows() {
  const { control, register, formState } = useFormContext<BidFormValues>();
  const values = useWatch({ control }) as BidFormValues;
  const individual = values.priceType === 'individual';
  const igrain = values.market === 'igrainx';
  const errors = formState.errors.lines;
  return (
    <Table aria-label="Bid sheet" layout="fixed" verticalSpacing={6} horizontalSpacing="xs" maw={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="32%">{igrain ? 'Distance, direction' : 'Site'}</Table.Th>
          <Table.Th w="40%">Price ($/mt)</Table.Th>
          <Table.Th w="28%">Best offer</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {values.lines.map((line, index) => (
          <Table.Tr key={line.key}>
            <Table.Td>{igrain ? `${line.distanceRange ?? ''} ${line.direction ?? ''}` : line.label}</Table.Td>
            <Table.Td>
              {individual ? (
                <TextInput
                  aria-label={`Price for ${line.label}`}
                  inputMode="decimal"
                  leftSection="$"
                  autoComplete="off"
                  error={errors?.[index]?.price?.message}
                  {...register(`lines.${index}.price`)}
                />
              ) : (
                <Text size="sm" aria-label={`Price for ${line.label}`}>
                  {values.price.trim() ? formatMoney(values.price.trim()) : '—'}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <BestOffer where={rowWhere(values, line)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
