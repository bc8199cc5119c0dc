import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, SERVICE_WORKER_URL } from './service-worker';

describe('checkForUpdate', () => {
  it('sends a HEAD request for the service-worker file, then asks the registration to update', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    expect(await checkForUpdate(registration, fetchMock, true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(SERVICE_WORKER_URL, expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('skips the check offline, while installing, and when the file does not answer', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 503 }));
    const registration = { installing: null, update: vi.fn(async () => undefined) };
    expect(await checkForUpdate(registration, fetchMock, false)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await checkForUpdate({ ...registration, installing: {} }, fetchMock, true)).toBe(false);
    expect(await checkForUpdate(registration, fetchMock, true)).toBe(false);
    expect(await checkForUpdate(registration, vi.fn().mockRejectedValue(new TypeError('offline')), true)).toBe(false);
    expect(registration.update).not.toHaveBeenCalled();
  });
});
