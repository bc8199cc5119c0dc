import { describe, expect, it, vi } from 'vitest';
import { writeSessionTokens } from '../../lib/storage';
import { fetchAttachment, filenameFromDisposition } from './download-attachment';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(filenameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''CGX-000001%20contract%20note.pdf`, 'x')).toBe(
      'CGX-000001 contract note.pdf',
    );
    expect(filenameFromDisposition('attachment; filename="plain.pdf"', 'x')).toBe('plain.pdf');
    expect(filenameFromDisposition(null, 'fallback')).toBe('fallback');
  });
});

describe('fetchAttachment', () => {
  it('sends the session token and answers the file, or the server’s message', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="CGX-1 contract note (buyer).pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchAttachment('contract-note/1/buyer');
    expect(file.filename).toBe('CGX-1 contract note (buyer).pdf');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/attachments/download?path=contract-note%2F1%2Fbuyer',
      expect.objectContaining({ headers: { Authorization: 'Bearer tok-1' } }),
    );

    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'You are not allowed to do that.' }), { status: 403 }));
    await expect(fetchAttachment('contract-note/1/seller')).rejects.toMatchObject({
      status: 403,
      message: 'You are not allowed to do that.',
    });
  });
});
