import { type TVariety, type TVarietyRequest, ZVarietyRequest } from '@cgx/domain/market-settings.schemas';
import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSaveRecord } from '../../../components/forms/use-record';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SETTINGS_API, settingsListKey, useCommodities, useGrades, useSeasons } from '../api/market-settings-api';
import { SETTINGS_PAGES } from '../settings-routes';
import { STATUS_OPTIONS } from './setting-status';

type VarietyFormValues = {
  seasonId: string;
  code: string;
  commodityId: string;
  gradeId: string;
  name: string;
  royaltyManagerName: string;
  recipientName: string;
  amount: string;
  status: string;
};
const FIELDS = ['seasonId', 'code', 'commodityId', 'gradeId', 'name', 'royaltyManagerName', 'recipientName', 'amount', 'status'] as const;

const valuesOf = (variety: TVariety | undefined): VarietyFormValues => ({
  seasonId: variety ? String(variety.seasonId) : '',
  code: variety?.code ?? '',
  commodityId: variety ? String(variety.commodityId) : '',
  gradeId: variety?.gradeId ? String(variety.gradeId) : '',
  name: variety?.name ?? '',
  royaltyManagerName: variety?.royaltyManagerName ?? '',
  recipientName: variety?.recipientName ?? '',
  amount: variety?.amount ?? '',
  status: variety?.status ?? 'active',
});

/** Options from a lookup, keeping the row's own value when the lookup (active items only) no longer has it. */
function options(
  items: { id: number; name: string }[] | undefined,
  current: { id: number | null; name: string | null } | undefined,
  empty: string,
) {
  const list = (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  if (current?.id && current.name && !list.some((item) => item.value === String(current.id))) {
    list.push({ value: String(current.id), label: `${current.name} (inactive)` });
  }
  return [{ value: '', label: empty }, ...list];
}

/** spec 001 §9, 002 §5: a variety's create and edit form; a code already used in the season is an error on Code. */
export function VarietyForm({ variety }: { variety?: TVariety }) {
  const form = useSchemaForm<VarietyFormValues, TVarietyRequest>(ZVarietyRequest, valuesOf(variety));
  const save = useSaveRecord<TVarietyRequest, TVariety>({
    path: SETTINGS_API.varieties,
    id: variety?.id,
    listKey: settingsListKey('varieties'),
    back: SETTINGS_PAGES.varieties,
    savedMessage: (saved) => `Variety ${saved.code} saved.`,
  });
  const { submit, submitting, alert } = useFormSubmit(form, save.send, { fields: FIELDS, onSuccess: save.onSuccess });
  const { errors } = form.formState;
  const commodityId = Number(form.watch('commodityId')) || undefined;
  const seasons = useSeasons();
  const commodities = useCommodities();
  const grades = useGrades(commodityId);

  return (
    <form onSubmit={submit} noValidate aria-label={variety ? 'Edit variety' : 'Create variety'}>
      <Stack gap="md" maw={720}>
        <FormAlert {...alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Season"
            required
            data={options(seasons.data, variety && { id: variety.seasonId, name: variety.seasonName }, 'Select a season')}
            error={errors.seasonId?.message}
            {...form.register('seasonId')}
          />
          <TextInput label="Code" required maxLength={20} error={errors.code?.message} {...form.register('code')} />
          <NativeSelect
            label="Commodity"
            required
            data={options(commodities.data, variety && { id: variety.commodityId, name: variety.commodityName }, 'Select a commodity')}
            error={errors.commodityId?.message}
            {...form.register('commodityId', { onChange: () => form.setValue('gradeId', '') })}
          />
          <NativeSelect
            label="Grade"
            description={commodityId ? 'Optional' : 'Choose the commodity first'}
            disabled={!commodityId}
            data={options(
              grades.data?.map((grade) => ({ id: grade.id, name: `${grade.code} – ${grade.name}` })),
              variety && variety.commodityId === commodityId ? { id: variety.gradeId, name: variety.gradeName } : undefined,
              'No grade',
            )}
            error={errors.gradeId?.message}
            {...form.register('gradeId')}
          />
          <TextInput label="Name" required maxLength={120} error={errors.name?.message} {...form.register('name')} />
          <TextInput
            label="Royalty Manager"
            required
            maxLength={120}
            error={errors.royaltyManagerName?.message}
            {...form.register('royaltyManagerName')}
          />
          <TextInput label="Recipient" required maxLength={120} error={errors.recipientName?.message} {...form.register('recipientName')} />
          <TextInput
            label="Amount ($/mt)"
            required
            inputMode="decimal"
            maxLength={12}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <NativeSelect label="Status" required data={STATUS_OPTIONS} error={errors.status?.message} {...form.register('status')} />
        </SimpleGrid>
        <FormActions submitting={submitting} cancelTo={SETTINGS_PAGES.varieties} />
      </Stack>
    </form>
  );
}
