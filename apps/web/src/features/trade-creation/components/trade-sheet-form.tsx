import { MAX_TRADE_ROWS, type TTradeCreated } from '@cgx/domain/trade-creation.schemas';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Table, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { passwordTokenFor } from '../../../order-form/api/password-token';
import { useDeliveryPeriods } from '../../../order-form/api/reference-queries';
import { WizardSteps } from '../../../order-form/components/wizard-steps';
import { useOrderWizard } from '../../../order-form/use-order-wizard';
import { TRADE_CREATION_QUERY_KEY, createMultipleTrades, useTradeParties } from '../api/trade-creation-api';
import { PASTE_COLUMNS, rowsFromPaste } from '../paste-rows';
import {
  PAYMENT_TERMS_OPTIONS,
  TRADE_FIELD_LABELS,
  type TradeSheetValues,
  ZTradeSheetForm,
  emptyTradeRow,
  emptyTradeTerms,
} from '../trade-form-values';
import type { Option } from './select-field';
import { type SheetOutput, SheetRow } from './trade-sheet-row';

const ROW_FIELDS = ['sellerOrganisationId', 'buyerOrganisationId', 'holdingId', 'deliveryPeriodId', 'quantity', 'price', 'paymentTerms'];
const FIELDS = ['password', ...ROW_FIELDS.map((field) => `rows.*.${field}`)];
/** A row's season, commodity and grade are its holding's: their errors show on the holding. */
const ALIASES = {
  'rows.*.seasonId': 'rows.*.holdingId',
  'rows.*.commodityId': 'rows.*.holdingId',
  'rows.*.gradeId': 'rows.*.holdingId',
};
const LABELS: Record<string, string> = {
  password: 'Password',
  ...Object.fromEntries(ROW_FIELDS.map((field) => [`rows.*.${field}`, TRADE_FIELD_LABELS[field] ?? field])),
};

const nameOf = (options: Option[], value: string) => options.find((option) => option.value === value)?.label ?? '';
const named = (rows: { id: number; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/** The server's row errors as lines: 'Row 2, Quantity (mt): Can not be more than the 50.000 mt available'. */
function rowProblems(errors: Record<string, string[]>): string[] {
  return Object.entries(errors).map(([key, messages]) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (!match) return messages.join(' ');
    const field = ALIASES[`rows.*.${match[2]}` as keyof typeof ALIASES]?.split('.').pop() ?? match[2] ?? '';
    return `Row ${Number(match[1]) + 1}, ${TRADE_FIELD_LABELS[field] ?? field}: ${messages.join(' ')}`;
  });
}

/**
 * 'Create Multiple Trades' (spec 002 §2 trades/create/multiple): a sheet of cgx trades, each row a
 * seller, a buyer, the seller's holding (which sets the season, commodity and grade), the period,
 * the tonnes, the price at the site and the payment terms. The rows are checked together and saved
 * together: while any row is wrong nothing is saved, and each problem shows on its row.
 */
export function TradeSheetForm({ onCreated }: { onCreated: (trades: TTradeCreated[]) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<TradeSheetValues, SheetOutput>(ZTradeSheetForm, {
    rows: [emptyTradeRow(), emptyTradeRow()],
    step: '1',
    needsPassword: false,
    termsCheckbox: false,
    password: '',
  });
  const { control, register, getValues, formState } = form;
  const rows = useFieldArray({ control, name: 'rows', keyName: 'fieldKey' });
  const wizard = useOrderWizard(form);
  const [step, needsPassword] = useWatch({ control, name: ['step', 'needsPassword'] });
  const [problems, setProblems] = useState<string[]>([]);
  const [pasting, setPasting] = useState<{ text: string; problems: string[] } | null>(null);
  const [pasteProblems, setPasteProblems] = useState<string[]>([]);

  const sellers = named(useTradeParties('cgx', 'seller').data);
  const buyers = named(useTradeParties('cgx', 'buyer').data);
  const periods = named(useDeliveryPeriods().data);

  /** Pasted lines become rows, in place of the rows still empty; what matched nothing is said above the sheet. */
  const addPasted = () => {
    if (!pasting) return;
    const pasted = rowsFromPaste(pasting.text, { sellers, buyers, periods, paymentTerms: PAYMENT_TERMS_OPTIONS });
    if (pasted.rows.length === 0) {
      setPasting({ ...pasting, problems: ['Nothing to add: paste lines copied from a spreadsheet.'] });
      return;
    }
    const blank = JSON.stringify(emptyTradeTerms());
    const kept = getValues('rows').filter(({ key: _key, ...terms }) => JSON.stringify(terms) !== blank);
    const room = MAX_TRADE_ROWS - kept.length;
    rows.replace([...kept, ...pasted.rows.slice(0, room).map((row) => emptyTradeRow(row))]);
    setPasteProblems([
      ...pasted.problems,
      ...(pasted.rows.length > room
        ? [`Only ${MAX_TRADE_ROWS} trades fit one sheet: ${pasted.rows.length - room} lines were left out.`]
        : []),
    ]);
    setPasting(null);
  };

  const send = async (body: SheetOutput) => {
    setProblems([]);
    return createMultipleTrades({ ...body, passwordToken: await passwordTokenFor(getValues('password')) });
  };
  const submitting = useFormSubmit(form, send, {
    fields: FIELDS,
    aliases: ALIASES,
    labels: LABELS,
    onServerError: (result, error) => {
      const keepsPassword = wizard.onServerError(result, error);
      const rowErrors = isApiError(error)
        ? Object.fromEntries(Object.entries(error.errors ?? {}).filter(([key]) => key.startsWith('rows')))
        : {};
      if (Object.keys(rowErrors).length === 0) return keepsPassword;
      setProblems(rowProblems(rowErrors));
      return false;
    },
    onSuccess: async ({ trades }) => {
      await queryClient.invalidateQueries({ queryKey: TRADE_CREATION_QUERY_KEY });
      const ids = trades.map((trade) => trade.formattedId).join(', ');
      notifySuccess(trades.length === 1 ? `Trade ${ids} was recorded.` : `${trades.length} trades were recorded: ${ids}.`);
      onCreated(trades);
    },
  });

  const values = getValues();
  const preview = values.rows.map((row, index) => ({ index, row }));

  return (
    <Stack gap="md">
      <WizardSteps step={step} labels={['Create Multiple Trades', 'Preview Trades']} />
      {problems.length > 0 && (
        <Alert color="red" title="Nothing was saved." role="alert">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <FormAlert {...submitting.alert} />
      {step === '1' && problems.length === 0 && formState.errors.rows && (
        <Alert color="red" role="alert">
          Some rows need correcting: see the highlighted fields.
        </Alert>
      )}
      {step === '1' ? (
        <form onSubmit={wizard.preview} noValidate aria-label="Create Multiple Trades">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              One row per trade agreed off-screen, up to {MAX_TRADE_ROWS}. Each holding sets its row’s season, commodity and grade; the
              price is at the holding’s site. The rows are saved together, or none is.
            </Text>
            <Table.ScrollContainer minWidth={1300}>
              <Table aria-label="Trades to record" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Seller</Table.Th>
                    <Table.Th>Buyer</Table.Th>
                    <Table.Th>Holding</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>Quantity (mt)</Table.Th>
                    <Table.Th>Price ($/mt)</Table.Th>
                    <Table.Th>Payment terms</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Row actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.fields.map((field, index) => (
                    <SheetRow
                      key={field.fieldKey}
                      form={form}
                      index={index}
                      sellers={sellers}
                      buyers={buyers}
                      periods={periods}
                      onCopy={() => {
                        const { key: _key, ...copy } = getValues(`rows.${index}`);
                        rows.insert(index + 1, emptyTradeRow(copy));
                      }}
                      onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {formState.errors.rows?.root?.message || formState.errors.rows?.message ? (
              <Text c="red" size="sm">
                {formState.errors.rows?.root?.message ?? formState.errors.rows?.message}
              </Text>
            ) : null}
            {pasteProblems.length > 0 && (
              <Alert
                color="yellow"
                title="Some pasted values match nothing: choose them on their rows."
                withCloseButton
                onClose={() => setPasteProblems([])}
              >
                <List size="sm">
                  {pasteProblems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <Button variant="default" disabled={rows.fields.length >= MAX_TRADE_ROWS} onClick={() => rows.append(emptyTradeRow())}>
                  Add row
                </Button>
                <Button variant="default" onClick={() => setPasting({ text: '', problems: [] })}>
                  Paste rows
                </Button>
              </Group>
              <Button type="submit">Preview Trades</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitting.submit} noValidate aria-label="Preview Trades">
          <Stack gap="md">
            <Table.ScrollContainer minWidth={900}>
              <Table aria-label="The trades to record" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>Seller</Table.Th>
                    <Table.Th>Buyer</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>Quantity (mt)</Table.Th>
                    <Table.Th>Price ($/mt)</Table.Th>
                    <Table.Th>Payment terms</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.map(({ index, row }) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td>{nameOf(sellers, row.sellerOrganisationId)}</Table.Td>
                      <Table.Td>{nameOf(buyers, row.buyerOrganisationId)}</Table.Td>
                      <Table.Td>{nameOf(periods, row.deliveryPeriodId)}</Table.Td>
                      <Table.Td>{row.quantity}</Table.Td>
                      <Table.Td>{row.price}</Table.Td>
                      <Table.Td>{nameOf(PAYMENT_TERMS_OPTIONS, row.paymentTerms)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
                Back to the sheet
              </Button>
              <Button type="submit" loading={submitting.submitting}>
                {values.rows.length === 1 ? 'Record 1 Trade' : `Record ${values.rows.length} Trades`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Modal opened={pasting !== null} onClose={() => setPasting(null)} title="Paste rows" size="lg">
        <Stack gap="sm">
          <Text size="sm">
            Copy the trades from a spreadsheet, one per line, in these columns: {PASTE_COLUMNS.join(', ')}. Then choose each row’s holding.
          </Text>
          <Textarea
            label="Rows"
            rows={8}
            value={pasting?.text ?? ''}
            error={pasting?.problems.join(' ') || undefined}
            onChange={(event) => setPasting({ text: event.currentTarget.value, problems: [] })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPasting(null)}>
              Cancel
            </Button>
            <Button onClick={addPasted}>Add rows</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
