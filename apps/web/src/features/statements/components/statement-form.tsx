import { ORGANISATION_TYPE_LABELS, type OrganisationType } from '@cgx/domain/roles';
import { type StatementFormat, type TStatement, type TStatementQuery, ZStatementQuery } from '@cgx/domain/statements.schemas';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { DateRangeFields } from '../../../components/forms/date-range-fields';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { notifyError } from '../../../lib/notify';
import { downloadStatement, getStatementPreview, useStatementOrganisations } from '../api/statements-api';
import { StatementPreview } from './statement-preview';

type StatementFormValues = { organisationId: string; dateFrom: string; dateTo: string };

const LABELS = { organisationId: 'Organisation', dateFrom: 'From', dateTo: 'To' };

/** The organisation picker: searched on the server as typed, the chosen one kept while the search moves on. */
function OrganisationPicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const organisations = useStatementOrganisations(term.trim());
  const options = (organisations.data ?? []).map((organisation) => ({
    value: String(organisation.id),
    label: `${organisation.name} (${ORGANISATION_TYPE_LABELS[organisation.type as OrganisationType] ?? organisation.type})`,
  }));
  if (chosen && chosen.value === value && !options.some((option) => option.value === value)) options.unshift(chosen);
  return (
    <Select
      label={LABELS.organisationId}
      description="A seller, a buyer, or a levy or royalty recipient"
      placeholder="Search by name"
      required
      searchable
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={organisations.isFetching ? 'Searching…' : 'No organisation matches'}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next ?? '');
      }}
      onBlur={onBlur}
      error={error}
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/**
 * Settlements → Settlements (issue 14 §7): an organisation and a range of dates, its statement
 * previewed on the screen and downloaded as PDF or CSV. Every action checks the form with the
 * server's schema first: both dates, with spec 002 §5's message.
 */
export function StatementForm() {
  const form = useSchemaForm<StatementFormValues, TStatementQuery>(ZStatementQuery, { organisationId: '', dateFrom: '', dateTo: '' });
  const [statement, setStatement] = useState<TStatement | null>(null);
  const [downloading, setDownloading] = useState<StatementFormat | null>(null);
  const preview = useFormSubmit(form, getStatementPreview, {
    fields: ['organisationId', 'dateFrom', 'dateTo'],
    labels: LABELS,
    onSuccess: (result) => setStatement(result),
  });
  const download = (format: StatementFormat) =>
    form.handleSubmit(async (query) => {
      setDownloading(format);
      try {
        await downloadStatement(query, format);
      } catch (error) {
        notifyError(error instanceof Error ? error.message : String(error), 'Cannot download the statement');
      } finally {
        setDownloading(null);
      }
    });
  const { errors } = form.formState;

  return (
    <Stack gap="lg">
      <form onSubmit={preview.submit} noValidate aria-label="Statement">
        <Stack gap="sm">
          <FormAlert {...preview.alert} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Controller
              control={form.control}
              name="organisationId"
              render={({ field }) => (
                <OrganisationPicker
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.organisationId?.message}
                />
              )}
            />
            <DateRangeFields form={form} labels={LABELS} />
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={preview.submitting}>
              Preview
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === 'pdf'}
              onClick={() => void download('pdf')()}
            >
              Download PDF
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === 'csv'}
              onClick={() => void download('csv')()}
            >
              Download CSV
            </Button>
          </Group>
        </Stack>
      </form>
      {statement && <StatementPreview statement={statement} />}
    </Stack>
  );
}
