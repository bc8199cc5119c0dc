import { MSG } from '@cgx/domain/messages';
import { UPLOAD_MAX_BYTES, zUploadFile } from '@cgx/domain/uploads';
import { fieldRule, textOf } from '@cgx/domain/validation';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { DownloadButton } from '../../../components/lists/download-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { type RowProblem, RowProblemsAlert, rowProblemsOf } from '../../../components/uploads/row-problems';
import { UploadFileInput, UploadWorking } from '../../../components/uploads/upload-file-input';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../../../order-form/api/password-token';
import { BID_SHEET_TEMPLATE_PATH, uploadBidSheet } from '../api/bid-sheets-api';
import { invalidateBids } from '../api/bids-api';

export const OUR_BID_SHEETS_PATH = '/portal/buy-grain/our-bid-sheets';

type Values = { file: File | null; password: string; needsPassword: boolean };
type Output = { file: File; password: string; needsPassword: boolean };

/** The file (required, CSV or .xlsx, at most 2 MB: the server's limits) and the password when no token is live. */
const ZBidSheetUploadForm = z
  .object({ file: zUploadFile<File>(), password: z.string(), needsPassword: z.boolean() })
  .check(
    fieldRule<Values>((values) =>
      values.needsPassword === true && textOf(values.password) === '' ? [{ path: ['password'], message: MSG.required }] : [],
    ),
  );

const rowsText = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

/**
 * buy-grain/our-bid-sheets/upload (spec 001 §2; the API: decision 0096): the templates, the file,
 * the password when no token is live, and Upload. While the file is sent and checked a bar runs; a
 * 400 lists each problem by row and column with 'Nothing was saved.' (a problem with the file or
 * the password shows on that field); a 201 says so and returns to our-bid-sheets.
 */
export function BidSheetUploadForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values, Output>(ZBidSheetUploadForm, {
    file: null,
    password: '',
    needsPassword: livePasswordToken() === null,
  });
  const { errors } = form.formState;
  const [needsPassword, file] = useWatch({ control: form.control, name: ['needsPassword', 'file'] });
  const [problems, setProblems] = useState<RowProblem[]>([]);

  const send = async (values: Output) => {
    setProblems([]);
    return uploadBidSheet(values.file, await passwordTokenFor(values.password));
  };
  const { submit, submitting, alert } = useFormSubmit(form, send, {
    fields: ['file', 'password'],
    aliases: { passwordToken: 'password' },
    labels: { file: 'File', password: 'Password' },
    onServerError: (_placed, error) => {
      if (isApiError(error) && (error.errors?.password ?? error.errors?.passwordToken)) {
        // The password (or the token) was refused: it is asked for again.
        forgetPasswordToken();
        form.setValue('needsPassword', true);
      } else if (livePasswordToken() !== null) {
        // The password was taken: the next upload of this tab reuses its token, as the bid form does.
        form.setValue('needsPassword', false);
        form.setValue('password', '');
      }
      const rows = isApiError(error) ? rowProblemsOf(error.errors) : [];
      setProblems(rows);
      // The table says what is wrong, row by row; the top needs no second list of it.
      return rows.length > 0 ? false : undefined;
    },
    onSuccess: async (uploaded) => {
      // No title: Mantine dims a titled toast's text below the contrast axe asks for.
      notifySuccess(
        `Your bid sheet of ${rowsText(uploaded.lines)} was placed${uploaded.marketOpen ? '' : ' and waits for the market to open'}.`,
      );
      await invalidateBids(queryClient);
      await navigate(OUR_BID_SHEETS_PATH);
    },
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Upload a bid sheet">
      <Stack gap="md" maw={720}>
        <FormAlert {...alert} />
        <Text size="sm">
          One file is one bid sheet: each row is a line (a grade, a price and a place); the terms (season, commodity, delivery period,
          quantity, expiry and payment terms) are the same on every row. Start from a template.
        </Text>
        <Group gap="xs">
          <DownloadButton path={BID_SHEET_TEMPLATE_PATH} query={{ format: 'csv' }} filename="bid-sheet-template.csv" label="CSV template" />
          <DownloadButton
            path={BID_SHEET_TEMPLATE_PATH}
            query={{ format: 'xlsx' }}
            filename="bid-sheet-template.xlsx"
            label="Excel template"
          />
        </Group>
        <UploadFileInput
          control={form.control}
          name="file"
          label="Bid sheet file"
          maxBytes={UPLOAD_MAX_BYTES}
          error={errors.file?.message}
          disabled={submitting}
          onChosen={() => setProblems([])}
        />
        {needsPassword && (
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            required
            autoComplete="current-password"
            error={errors.password?.message}
            disabled={submitting}
            {...form.register('password')}
          />
        )}
        {submitting && <UploadWorking id="bid-sheet-upload-progress" label={`Sending and checking ${file?.name ?? 'the file'}…`} />}
        <RowProblemsAlert problems={problems} again="Correct them and upload the file again." />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} leftSection={<IconUpload size={16} aria-hidden />}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
