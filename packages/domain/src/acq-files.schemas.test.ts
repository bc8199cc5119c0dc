import { describe, expect, it } from 'vitest';
import { ZAcqFileUploadQuery, ZAcqRowsQuery, ZAssignAcqRowRequest, acqFormatOf } from './acq-files.schemas.ts';
import { MSG } from './messages.ts';

describe('ACQ files schemas', () => {
  it('reads a stored format, with none or an unknown one as Default', () => {
    expect(acqFormatOf('CBH')).toBe('CBH');
    expect(acqFormatOf(null)).toBe('Default');
    expect(acqFormatOf('Telex')).toBe('Default');
  });

  it('checks the upload query, the rows filter and the assignment with clear messages', () => {
    expect(ZAcqFileUploadQuery.parse({ storageProviderOrganisationId: '12', fileName: ' acq.csv ' })).toEqual({
      storageProviderOrganisationId: 12,
      fileName: 'acq.csv',
    });
    const upload = ZAcqFileUploadQuery.safeParse({ storageProviderOrganisationId: 'x', fileName: '' });
    expect(upload.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['storageProviderOrganisationId', MSG.mustBeId],
      ['fileName', MSG.required],
    ]);
    expect(ZAcqRowsQuery.parse({ outcome: 'unmatched' })).toMatchObject({ outcome: 'unmatched', sort: 'row', direction: 'asc' });
    expect(ZAcqRowsQuery.safeParse({ outcome: 'assigned' }).error?.issues[0]?.message).toBe('Must be one of matched, unmatched, rejected');
    expect(ZAssignAcqRowRequest.safeParse({ tradeId: '   ' }).error?.issues[0]?.message).toBe(MSG.required);
  });
});
