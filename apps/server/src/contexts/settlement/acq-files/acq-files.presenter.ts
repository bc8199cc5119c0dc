import { acqFormatOf, type TAcqFile, type TAcqRowView } from '@cgx/domain/acq-files.schemas';
import type { AcqFileRow, AcqRowViewRow } from './acq-files.repository.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export function presentAcqFile(file: AcqFileRow): TAcqFile {
  return {
    id: file.id,
    fileName: file.fileName,
    fileKind: file.fileKind,
    format: acqFormatOf(file.format),
    storageProvider: { id: file.storageProviderId, name: file.storageProviderName },
    uploadedBy: { id: file.uploadedById, name: fullName(file.uploadedByFirstName, file.uploadedByLastName) },
    uploadedAt: file.createdAt.toISOString(),
    status: file.status,
    totalRows: file.totalRows,
    processedRows: file.processedRows,
    matchedRows: file.matchedRows,
    unmatchedRows: file.unmatchedRows,
    rejectedRows: file.rejectedRows,
    problems: file.problems.map((problem) => ({ row: problem.row, column: problem.column, message: problem.message })),
    finishedAt: file.finishedAt?.toISOString() ?? null,
  };
}

const textOf = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

export function presentAcqRow(row: AcqRowViewRow): TAcqRowView {
  const fields = row.fields;
  return {
    id: row.id,
    row: row.row,
    ticketNumber: row.ticketNumber,
    outcome: row.outcome,
    reason: row.reason,
    trade: row.tradeId !== null && row.tradeFormattedId !== null ? { id: row.tradeId, formattedId: row.tradeFormattedId } : null,
    fields: {
      tradeId: textOf(fields.tradeId),
      sellerNgr: textOf(fields.sellerNgr),
      siteCode: textOf(fields.siteCode),
      gradeCode: textOf(fields.gradeCode),
      netTonnes: textOf(fields.netTonnes),
      titleTransferDate: textOf(fields.titleTransferDate),
      oil: textOf(fields.oil),
      admix: textOf(fields.admix),
    },
    assignedBy:
      row.assignedById === null ? null : { id: row.assignedById, name: fullName(row.assignedByFirstName, row.assignedByLastName) },
  };
}
