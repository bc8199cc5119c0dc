import { type AcqFileFormat } from '@cgx/domain/acq-files';
import { ACQ_UPLOAD_MESSAGES } from '@cgx/domain/acq-files.schemas';
import { badRequest } from '../../../lib/errors.ts';
import { readTable, type UploadKind } from '../../../lib/uploads/read-table.ts';
import { ACQ_TABLE_LIMITS, acqFileProblems, acqFileProblemsText, loadAcqFormat } from './formats/acq-formats.ts';

/** An .xlsx workbook is a ZIP archive: it starts with a ZIP entry's signature. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * An ACQ file is checked when it arrives (issue 24): its bytes must be the kind it says it is (a CSV
 * is text, with no NUL byte; an .xlsx a ZIP archive), it must read, and its header must be the
 * provider's format's, with rows below it. Anything else is a 400 on `file` with the reason, and
 * nothing is stored. Answers the table read, for the processing to start from.
 */
export async function checkAcqUpload(body: Buffer, kind: UploadKind, formatName: AcqFileFormat): Promise<string[][]> {
  const looksRight = kind === 'xlsx' ? body.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE) : !body.includes(0);
  if (!looksRight) throw badRequest({ file: [kind === 'xlsx' ? ACQ_UPLOAD_MESSAGES.notXlsx : ACQ_UPLOAD_MESSAGES.notCsv] });
  const table = await readTable(body, kind, ACQ_TABLE_LIMITS);
  const format = loadAcqFormat(formatName);
  const problems = acqFileProblems(table, format);
  if (problems.length > 0) throw badRequest({ file: [acqFileProblemsText(problems, format)] });
  return table;
}
