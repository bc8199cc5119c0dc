import { formatDay, formatMoney } from '@cgx/domain/format';
import { INVOICE_KIND_LABELS, INVOICE_KINDS, type TInvoice, type TInvoicesQuery, ZInvoicesQuery } from '@cgx/domain/invoices.schemas';
import { NativeSelect, Stack } from '@mantine/core';
import { type DataColumn, DataTable } from '../../../components/lists/data-table';
import { ListFilters } from '../../../components/lists/list-filters';
import { useListQuery } from '../../../components/lists/use-list-query';
import { pagedTableProps, usePageQuery } from '../../../components/lists/use-page-query';
import { INVOICES_PATH, INVOICES_QUERY_KEY } from '../api/invoices-api';
import { InvoicePdfButton } from '../../../components/invoices/invoice-pdf-button';
import { InvoiceStandingBadge } from '../../../components/invoices/invoice-standing-badge';

type Sort = TInvoicesQuery['sort'];

function columnsFor(showParty: boolean): DataColumn<TInvoice, Sort>[] {
  return [
    { key: 'number', header: 'Invoice', sort: 'number', phone: 'title', cell: (invoice) => invoice.number },
    { key: 'kind', header: 'Kind', cell: (invoice) => INVOICE_KIND_LABELS[invoice.kind] },
    { key: 'trade', header: 'Trade', cell: (invoice) => invoice.tradeFormattedId },
    ...(showParty ? [{ key: 'party', header: 'To', cell: (invoice: TInvoice) => invoice.organisation.name }] : []),
    { key: 'issued', header: 'Issued', sort: 'issuedOn', cell: (invoice) => formatDay(invoice.issuedOn) },
    { key: 'due', header: 'Due', sort: 'dueDate', cell: (invoice) => formatDay(invoice.dueDate) },
    { key: 'total', header: 'Total ($)', sort: 'total', align: 'right', cell: (invoice) => formatMoney(invoice.total) },
    { key: 'paid', header: 'Paid ($)', align: 'right', cell: (invoice) => formatMoney(invoice.paid) },
    { key: 'standing', header: 'Status', cell: (invoice) => <InvoiceStandingBadge standing={invoice.standing} /> },
  ];
}

type InvoiceListProps = {
  label: string;
  empty: string;
  /** Name the party each invoice is to: an agent's clients (staff: every party). */
  showParty?: boolean;
};

/**
 * The member's invoices (issue 14 §3): a seller's RCTIs, a buyer's tax invoices, an agent's clients'
 * RCTIs, newest first, each with what is paid, where it stands and its PDF to download.
 */
export function InvoiceList({ label, empty, showParty = false }: InvoiceListProps) {
  const list = useListQuery(ZInvoicesQuery);
  const result = usePageQuery<TInvoice, TInvoicesQuery>([...INVOICES_QUERY_KEY, INVOICES_PATH], INVOICES_PATH, list.query);
  return (
    <Stack gap="md">
      <ListFilters list={list} searchHint="Invoice number or trade id">
        <NativeSelect
          label="Kind"
          value={list.query.kind ?? ''}
          onChange={(event) => list.set({ kind: (event.currentTarget.value || undefined) as TInvoicesQuery['kind'] })}
          data={[{ value: '', label: 'All invoices' }, ...INVOICE_KINDS.map((kind) => ({ value: kind, label: INVOICE_KIND_LABELS[kind] }))]}
          w={{ base: '100%', sm: 200 }}
        />
      </ListFilters>
      <DataTable
        label={label}
        columns={columnsFor(showParty)}
        rowKey={(invoice) => invoice.id}
        {...pagedTableProps(list, result)}
        empty={empty}
        actions={(invoice) => <InvoicePdfButton invoice={invoice} />}
      />
    </Stack>
  );
}
