import { ACQ_FILE_MAX_BYTES, ACQ_UPLOAD_MESSAGES, type TAcqFileUploaded } from '@cgx/domain/acq-files.schemas';
import { zUploadFile } from '@cgx/domain/uploads';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { DownloadButton } from '../../../components/lists/download-button';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { UploadFileInput, UploadWorking } from '../../../components/uploads/upload-file-input';
import {
  ACQ_STORAGE_PROVIDERS_QUERY_KEY,
  type AcqFilesScope,
  acqFilePagePath,
  getAcqStorageProviders,
  uploadAcqFile,
} from '../api/acq-files-api';

type Values = { storageProviderOrganisationId: string; file: File | null };
type Output = { storageProviderOrganisationId: string; file: File };

const MAX_MB = ACQ_FILE_MAX_BYTES / 1024 / 1024;

const zAcqFile = zUploadFile<File>({ maxBytes: ACQ_FILE_MAX_BYTES, tooLarge: ACQ_UPLOAD_MESSAGES.tooLarge });

/** The provider and the file: a CSV or .xlsx of at most 10 MB (the server's limits). */
export const ZAcqUploadForm = z.object({ storageProviderOrganisationId: z.string().min(1, ACQ_UPLOAD_MESSAGES.provider), file: zAcqFile });
/** A storage provider's users upload their own organisation's file: no provider to choose. */
const ZOwnAcqUploadForm = z.object({ storageProviderOrganisationId: z.string(), file: zAcqFile });

/**
 * Settlements → ACQ Files (issue 14 §2): the storage provider (its format shown), the file and
 * Upload; for a storage provider's users (ACQ Files, issue 14 §9) the file alone, their own
 * organisation's. A file is read in the background; the answer says where to follow it. The same
 * file again changes nothing and says so.
 */
export function AcqFileUploadForm({ scope }: { scope: AcqFilesScope }) {
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: ACQ_STORAGE_PROVIDERS_QUERY_KEY,
    queryFn: ({ signal }) => getAcqStorageProviders(signal),
    enabled: scope.chooseProvider,
  });
  const form = useSchemaForm<Values, Output>(scope.chooseProvider ? ZAcqUploadForm : ZOwnAcqUploadForm, {
    storageProviderOrganisationId: '',
    file: null,
  });
  const { errors } = form.formState;
  const [uploaded, setUploaded] = useState<TAcqFileUploaded | null>(null);
  const providerId = form.watch('storageProviderOrganisationId');
  const provider = providers.data?.rows.find((row) => String(row.id) === providerId);

  const { submit, submitting, alert } = useFormSubmit(
    form,
    ({ storageProviderOrganisationId, file }: Output) => {
      setUploaded(null);
      return uploadAcqFile(scope, storageProviderOrganisationId, file);
    },
    {
      fields: ['storageProviderOrganisationId', 'file'],
      labels: { storageProviderOrganisationId: 'Storage provider', file: 'File' },
      onSuccess: async (result) => {
        setUploaded(result);
        form.reset({ storageProviderOrganisationId: form.getValues('storageProviderOrganisationId'), file: null });
        await queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...scope.queryKey] });
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Upload an ACQ file">
      <Stack gap="md" maw={760}>
        <FormAlert {...alert} />
        <Text size="sm">
          {scope.chooseProvider
            ? "Upload a storage provider's acquisition (ACQ) file in the provider's own format. "
            : "Upload your organisation's acquisition (ACQ) file in its own format. "}
          Every row is checked and matched to a trade by its trade id, or by the seller's NGR, site, grade and tonnes; a matched trade
          records its title transfer and both invoices are raised. Rows that cannot be matched or are wrong are listed with the reason. At
          most 50,000 rows and {MAX_MB} MB a file; a large file is read in the background, and you can leave this page and come back.
        </Text>
        {scope.templatePath && (
          <Group gap="xs">
            <DownloadButton
              path={scope.templatePath}
              query={{ format: 'csv' }}
              filename="acq-default-template.csv"
              label="Download the Default template"
            />
          </Group>
        )}
        {scope.chooseProvider && (
          <Controller
            control={form.control}
            name="storageProviderOrganisationId"
            render={({ field }) => (
              <NativeSelect
                label="Storage provider"
                required
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={errors.storageProviderOrganisationId?.message}
                disabled={submitting}
                data={[
                  { value: '', label: providers.isPending ? 'Loading…' : 'Select…' },
                  ...(providers.data?.rows ?? []).map((row) => ({ value: String(row.id), label: row.name })),
                ]}
                description={provider ? `ACQ file format: ${provider.format}` : 'The file is read in the provider’s ACQ file format.'}
              />
            )}
          />
        )}
        <UploadFileInput
          control={form.control}
          name="file"
          label="ACQ file"
          maxBytes={ACQ_FILE_MAX_BYTES}
          error={errors.file?.message}
          disabled={submitting}
          onChosen={() => setUploaded(null)}
        />
        {submitting && <UploadWorking id="acq-upload-progress" label="Sending the file…" />}
        {uploaded && (
          <Alert color={uploaded.duplicate ? 'wheat' : 'forest'} variant="light" role="status">
            {uploaded.duplicate
              ? `${uploaded.file.fileName} was uploaded before${scope.chooseProvider ? ` for ${uploaded.file.storageProvider.name}` : ''}: nothing has changed. `
              : `${uploaded.file.fileName} is uploaded. `}
            <Anchor component={Link} to={acqFilePagePath(scope, uploaded.file.id)}>
              See its rows
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} leftSection={<IconUpload size={16} aria-hidden />}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
