import { UPLOAD_ACCEPT } from '@cgx/domain/uploads';
import { FileInput, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type UploadFileInputProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  label: string;
  maxBytes: number;
  error: string | undefined;
  disabled: boolean;
  /** A new choice clears what the last upload said. */
  onChosen?: () => void;
  maw?: number;
};

/** The file of an upload form (docs/adding-a-screen.md 'An upload'): a CSV or .xlsx, its limit said, clearable. */
export function UploadFileInput<V extends FieldValues>({
  control,
  name,
  label,
  maxBytes,
  error,
  disabled,
  onChosen,
  maw,
}: UploadFileInputProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileInput
          label={label}
          description={`A CSV file or an Excel workbook (.xlsx), at most ${maxBytes / 1024 / 1024} MB.`}
          placeholder="Choose a file"
          accept={UPLOAD_ACCEPT}
          required
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={field.value}
          onChange={(chosen) => {
            onChosen?.();
            field.onChange(chosen);
          }}
          onBlur={field.onBlur}
          error={error}
          disabled={disabled}
          {...(maw === undefined ? {} : { maw })}
        />
      )}
    />
  );
}

/** A bar with no value (ARIA: a progressbar without a value) while the server reads the file: the answer comes once every row is checked. */
export function UploadWorking({ id, label }: { id: string; label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" id={id}>
        {label}
      </Text>
      <Progress.Root size="md">
        <Progress.Section value={100} striped animated withAria={false} role="progressbar" aria-labelledby={id} />
      </Progress.Root>
    </Stack>
  );
}
