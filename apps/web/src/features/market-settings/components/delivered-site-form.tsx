import { type TDeliveredSiteRequest, type TDeliveredSiteSetting, ZDeliveredSiteRequest } from '@cgx/domain/market-settings.schemas';
import { AUSTRALIAN_STATES } from '@cgx/domain/registration.schemas';
import { Autocomplete, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSaveRecord } from '../../../components/forms/use-record';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SETTINGS_API, settingsListKey, useDeliveredRegions, usePorts } from '../api/market-settings-api';
import { SETTINGS_PAGES } from '../settings-routes';
import { STATUS_OPTIONS } from './setting-status';

type DeliveredSiteFormValues = {
  tradingName: string;
  nickname: string;
  siteName: string;
  deliveredRegionName: string;
  portId: string;
  state: string;
  latitude: string;
  longitude: string;
  status: string;
};
const FIELDS = [
  'tradingName',
  'nickname',
  'siteName',
  'deliveredRegionName',
  'portId',
  'state',
  'latitude',
  'longitude',
  'status',
] as const;

const valuesOf = (site: TDeliveredSiteSetting | undefined): DeliveredSiteFormValues => ({
  tradingName: site?.tradingName ?? '',
  nickname: site?.nickname ?? '',
  siteName: site?.siteName ?? '',
  deliveredRegionName: site?.deliveredRegionName ?? '',
  portId: site ? String(site.portId) : '',
  state: site?.state ?? '',
  latitude: site?.latitude ?? '',
  longitude: site?.longitude ?? '',
  status: site?.status ?? 'active',
});

/** spec 002 §3, §5: a delivered site's create and edit form; latitude and longitude carry the spec's messages. */
export function DeliveredSiteForm({ site }: { site?: TDeliveredSiteSetting }) {
  const form = useSchemaForm<DeliveredSiteFormValues, TDeliveredSiteRequest>(ZDeliveredSiteRequest, valuesOf(site));
  const save = useSaveRecord<TDeliveredSiteRequest, TDeliveredSiteSetting>({
    path: SETTINGS_API.deliveredSites,
    id: site?.id,
    listKey: settingsListKey('deliveredSites'),
    back: SETTINGS_PAGES.deliveredSites,
    savedMessage: (saved) => `${saved.siteName} saved.`,
  });
  const { submit, submitting, alert } = useFormSubmit(form, save.send, { fields: FIELDS, onSuccess: save.onSuccess });
  const { errors } = form.formState;
  const ports = usePorts();
  const regions = useDeliveredRegions();
  const portOptions = (ports.data ?? []).map((port) => ({ value: String(port.id), label: `${port.name} (${port.state})` }));
  if (site && !portOptions.some((option) => option.value === String(site.portId))) {
    portOptions.push({ value: String(site.portId), label: site.portName });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={site ? 'Edit delivered site' : 'Create delivered site'}>
      <Stack gap="md" maw={720}>
        <FormAlert {...alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Trading Name" required maxLength={120} error={errors.tradingName?.message} {...form.register('tradingName')} />
          <TextInput label="Nickname" required maxLength={60} error={errors.nickname?.message} {...form.register('nickname')} />
          <TextInput label="Site Name" required maxLength={120} error={errors.siteName?.message} {...form.register('siteName')} />
          <Controller
            control={form.control}
            name="deliveredRegionName"
            render={({ field }) => (
              <Autocomplete
                label="Region"
                description="Optional. Choose one in use or type a new one."
                data={regions.data ?? []}
                maxLength={120}
                error={errors.deliveredRegionName?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          <NativeSelect
            label="Port"
            required
            data={[{ value: '', label: 'Select a port' }, ...portOptions]}
            error={errors.portId?.message}
            {...form.register('portId')}
          />
          <NativeSelect
            label="State"
            required
            data={[{ value: '', label: 'Select a state' }, ...AUSTRALIAN_STATES]}
            error={errors.state?.message}
            {...form.register('state')}
          />
          <TextInput
            label="Latitude"
            required
            inputMode="decimal"
            placeholder="-35.110000"
            maxLength={12}
            error={errors.latitude?.message}
            {...form.register('latitude')}
          />
          <TextInput
            label="Longitude"
            required
            inputMode="decimal"
            placeholder="147.370000"
            maxLength={12}
            error={errors.longitude?.message}
            {...form.register('longitude')}
          />
          <NativeSelect label="Status" data={STATUS_OPTIONS} error={errors.status?.message} {...form.register('status')} />
        </SimpleGrid>
        <FormActions submitting={submitting} cancelTo={SETTINGS_PAGES.deliveredSites} />
      </Stack>
    </form>
  );
}
