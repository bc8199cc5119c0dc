import type {
  SettlementReport,
  StatementFormat,
  TDateRange,
  TStatement,
  TStatementOrganisationOption,
  TStatementQuery,
} from '@cgx/domain/statements.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadSearch } from '../../../components/lists/download-button';
import { api } from '../../../lib/api-client';
import { fetchFile, saveFile } from '../../../lib/download-file';

/** Settlements → Settlements (soi) and Reports (issue 14 §7, decision 0189): staff with soi. */
export const SETTLEMENTS_API = '/api/back-office/settlements';
export const STATEMENTS_QUERY_KEY = ['back-office', 'statements'] as const;

/** The organisation picker's search: the first 20 whose name holds the term. */
export const useStatementOrganisations = (term: string) =>
  useQuery({
    queryKey: [...STATEMENTS_QUERY_KEY, 'organisations', term],
    queryFn: ({ signal }) =>
      api.get<TStatementOrganisationOption[]>(`${SETTLEMENTS_API}/statements/organisations`, { signal, query: { term } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const getStatementPreview = (query: TStatementQuery) =>
  api.get<TStatement>(`${SETTLEMENTS_API}/statements/preview`, { query: { ...query } });

/** The statement as a file, saved by the browser. */
export async function downloadStatement(query: TStatementQuery, format: StatementFormat): Promise<void> {
  const search = downloadSearch({ ...query, format });
  saveFile(await fetchFile(`${SETTLEMENTS_API}/statements${search}`, `statement.${format}`));
}

/** A settlement report's CSV, saved by the browser. */
export async function downloadReport(report: SettlementReport, range: TDateRange): Promise<void> {
  saveFile(await fetchFile(`${SETTLEMENTS_API}/reports/${report}${downloadSearch(range)}`, `${report}.csv`));
}
