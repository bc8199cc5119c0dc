import { SETTLEMENT_REPORT_INFO, type SettlementReport, type TDateRange, ZDateRange } from '@cgx/domain/statements.schemas';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { DateRangeFields } from '../../../components/forms/date-range-fields';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { downloadReport } from '../api/statements-api';

type RangeValues = { dateFrom: string; dateTo: string };

/**
 * One settlement report (issue 14 §7): its two dates and a Download button. The dates are checked
 * with the server's schema before anything is asked: both are needed (spec 002 §5's message).
 */
export function ReportDownload({ report }: { report: SettlementReport }) {
  const info = SETTLEMENT_REPORT_INFO[report];
  const form = useSchemaForm<RangeValues, TDateRange>(ZDateRange, { dateFrom: '', dateTo: '' });
  const labels = { dateFrom: info.from, dateTo: info.to };
  const download = useFormSubmit(form, (range: TDateRange) => downloadReport(report, range), { fields: ['dateFrom', 'dateTo'], labels });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`report-${report}`}>
      <form onSubmit={download.submit} noValidate aria-label={info.title}>
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={`report-${report}`}>
              {info.title}
            </Title>
            <Text size="sm" c="dimmed">
              {info.description}
            </Text>
          </Stack>
          <FormAlert {...download.alert} />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DateRangeFields form={form} labels={labels} />
          </Group>
          <Group>
            <Button type="submit" variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={download.submitting}>
              Download CSV
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
