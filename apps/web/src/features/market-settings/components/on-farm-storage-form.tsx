import { type TOnFarmStorage, type TOnFarmStorageRequest, ZOnFarmStorageRequest } from '@cgx/domain/market-settings.schemas';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSaveRecord } from '../../../components/forms/use-record';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SETTINGS_API, settingsListKey } from '../api/market-settings-api';
import { SETTINGS_PAGES } from '../settings-routes';
import { STATUS_OPTIONS } from './setting-status';

type OnFarmStorageFormValues = { name: string; status: string; position: string };

/** spec 002 §2, §7: on-farm storage's create and edit form (name, status, position); saving or cancelling returns to the list. */
export function OnFarmStorageForm({ storage }: { storage?: TOnFarmStorage }) {
  const form = useSchemaForm<OnFarmStorageFormValues, TOnFarmStorageRequest>(ZOnFarmStorageRequest, {
    name: storage?.name ?? '',
    status: storage?.status ?? 'active',
    position: storage ? String(storage.position) : '',
  });
  const save = useSaveRecord<TOnFarmStorageRequest, TOnFarmStorage>({
    path: SETTINGS_API.onFarmStorages,
    id: storage?.id,
    listKey: settingsListKey('onFarmStorages'),
    back: SETTINGS_PAGES.onFarmStorages,
    savedMessage: (saved) => `${saved.name} saved.`,
  });
  const { submit, submitting, alert } = useFormSubmit(form, save.send, {
    fields: ['name', 'status', 'position'],
    onSuccess: save.onSuccess,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={storage ? 'Edit on-farm storage' : 'Create on-farm storage'}>
      <Stack gap="md" maw={480}>
        <FormAlert {...alert} />
        <TextInput label="Name" required maxLength={120} error={errors.name?.message} {...form.register('name')} />
        <NativeSelect label="Status" required data={STATUS_OPTIONS} error={errors.status?.message} {...form.register('status')} />
        <TextInput
          label="Position"
          description="1 is the top of the list. Leave empty to add it at the end."
          inputMode="numeric"
          maxLength={6}
          error={errors.position?.message}
          {...form.register('position')}
        />
        <FormActions submitting={submitting} cancelTo={SETTINGS_PAGES.onFarmStorages} />
      </Stack>
    </form>
  );
}
