import { type TSpecialTerm, type TSpecialTermRequest, ZSpecialTermRequest } from '@cgx/domain/market-settings.schemas';
import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSaveRecord } from '../../../components/forms/use-record';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SETTINGS_API, settingsListKey } from '../api/market-settings-api';
import { SETTINGS_PAGES } from '../settings-routes';
import { STATUS_OPTIONS } from './setting-status';

type SpecialTermFormValues = { name: string; status: string };

/** spec 002 §3, §5: a special contract term (name required, status); a new one goes to the end of the list. */
export function SpecialTermForm({ term }: { term?: TSpecialTerm }) {
  const form = useSchemaForm<SpecialTermFormValues, TSpecialTermRequest>(ZSpecialTermRequest, {
    name: term?.name ?? '',
    status: term?.status ?? 'active',
  });
  const save = useSaveRecord<TSpecialTermRequest, TSpecialTerm>({
    path: SETTINGS_API.specialTerms,
    id: term?.id,
    listKey: settingsListKey('specialTerms'),
    back: SETTINGS_PAGES.specialTerms,
    savedMessage: () => 'Special term saved.',
  });
  const { submit, submitting, alert } = useFormSubmit(form, save.send, { fields: ['name', 'status'], onSuccess: save.onSuccess });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={term ? 'Edit special term' : 'Create special term'}>
      <Stack gap="md" maw={640}>
        <FormAlert {...alert} />
        <Textarea label="Name" required autosize minRows={2} maxLength={250} error={errors.name?.message} {...form.register('name')} />
        <NativeSelect label="Status" required data={STATUS_OPTIONS} error={errors.status?.message} {...form.register('status')} />
        <FormActions submitting={submitting} cancelTo={SETTINGS_PAGES.specialTerms} />
      </Stack>
    </form>
  );
}
