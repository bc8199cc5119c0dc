import { invoiceLinkFor } from '@cgx/domain/invoices.schemas';
import { ROLES } from '@cgx/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canAccess } from '../../../../session/access';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { InvoicesPage } from './invoices-page';
import { invoicesSection } from './invoices.routes';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const rows = {
  body: {
    rows: [
      {
        id: 4,
        number: 'RCTI-000004',
        kind: 'seller',
        tradeId: 41,
        tradeFormattedId: 'CGX-000123',
        organisation: { id: 9, name: 'Wattle Creek Farming' },
        issuedOn: '2026-11-20',
        dueDate: '2026-12-01',
        total: '32474.00',
        paid: '0.00',
        outstanding: '32474.00',
        status: 'issued',
        standing: 'Awaiting payment',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 25,
  },
};

describe('the Invoices section', () => {
  it('is open to whoever trades, and to each role an invoice notification leads there', () => {
    for (const role of ROLES) {
      expect(canAccess(makeSession(role), invoicesSection.access), role).toBe(invoiceLinkFor(role) !== null);
    }
  });

  it('names an agent’s client on each invoice, and no one’s on a grower’s own', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/invoices': rows }).fetchMock);
    const { unmount } = renderWithProviders(<InvoicesPage />, {
      route: '/portal/invoices',
      session: sessionValue({ status: 'authenticated', session: makeSession('Agent'), token: 't' }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Wattle Creek Farming' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<InvoicesPage />, {
      route: '/portal/invoices',
      session: sessionValue({ status: 'authenticated', session: makeSession('Grower'), token: 't' }),
    });
    expect(await screen.findByRole('cell', { name: 'RCTI-000004' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'To' })).not.toBeInTheDocument();
  });
});
