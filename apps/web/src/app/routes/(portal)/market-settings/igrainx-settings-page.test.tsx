import { MSG } from '@cgx/domain/messages';
import type { TVariety } from '@cgx/domain/market-settings.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { IgrainxSettingFormPage } from './igrainx-setting-form-page';
import { IgrainxSettingsPage } from './igrainx-settings-page';

const variety = (id: number, code: string, values: Partial<TVariety> = {}): TVariety => ({
  id,
  seasonId: 2,
  seasonName: '2026/27',
  code,
  name: `Variety ${code}`,
  gradeId: null,
  gradeName: null,
  commodityId: 1,
  commodityName: 'Wheat',
  royaltyManagerName: 'InterGrain',
  recipientName: 'InterGrain',
  amount: '3.50',
  status: 'active',
  ...values,
});
const page = (rows: TVariety[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });
const LOOKUPS = {
  'GET /api/reference/seasons': { body: [{ id: 2, name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' }] },
  'GET /api/reference/commodities': { body: [{ id: 1, name: 'Wheat', code: 'WHT', industryBodyName: null }] },
  'GET /api/reference/grades': { body: [] },
  'GET /api/reference/ports': { body: [{ id: 5, name: 'Newcastle', state: 'NSW', zones: [] }] },
  'GET /api/market-settings/delivered-sites/regions': { body: ['Riverina'] },
};

const adminSession = (permissions = makeSession('Admin').permissions) =>
  sessionValue({ status: 'authenticated', session: makeSession('Admin', { permissions }), token: 't' });

afterEach(() => vi.unstubAllGlobals());

// Form tests type into several fields; a busy machine needs more than the default 5 s.
describe('igrainX market settings', { timeout: 30_000 }, () => {
  it('shows varieties with create, edit and bulk selection to an admin with igrain/variety, and makes the ticked ones inactive', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      ...LOOKUPS,
      'GET /api/market-settings/varieties': page([variety(1, 'SCEP'), variety(2, 'MACE')]),
      'PUT /api/market-settings/varieties/status': { body: { updated: 2 } },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderWithProviders(<IgrainxSettingsPage setting="varieties" />, {
      route: '/portal/market-settings/igrainx/varieties',
      session: adminSession(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Market Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Varieties', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Variety SCEP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Variety' })).toHaveAttribute(
      'href',
      '/portal/market-settings/igrainx/varieties/create',
    );
    expect(screen.getByRole('link', { name: 'Edit SCEP Variety SCEP' })).toHaveAttribute(
      'href',
      '/portal/market-settings/igrainx/varieties/1/edit',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 varieties selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Make inactive' }));
    await waitFor(() =>
      expect(stub.calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({ url: '/api/market-settings/varieties/status', body: { ids: [1, 2], status: 'inactive' } }),
      ]),
    );
    expect(await screen.findByText('2 varieties made inactive.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('hides create, edit and the tick boxes without the permission', async () => {
    const stub = stubFetch({ ...LOOKUPS, 'GET /api/market-settings/varieties': page([variety(1, 'SCEP')]) });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderWithProviders(<IgrainxSettingsPage setting="varieties" />, {
      route: '/portal/market-settings/igrainx/varieties',
      session: adminSession(['setting']),
    });
    expect(await screen.findByText('Variety SCEP')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Variety' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // The download is not a change: it stays.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('puts a duplicate code from the server on the Code field, and saves back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const stub = stubFetch({
      ...LOOKUPS,
      'POST /api/market-settings/varieties': () =>
        ++attempts === 1
          ? { status: 400, body: { message: MSG.invalidRequest, errors: { code: [MSG.varietyCodeTaken] } } }
          : { status: 201, body: variety(9, 'NEW2') },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderWithProviders(
      <Routes>
        <Route
          path="/portal/market-settings/igrainx/varieties/create"
          element={<IgrainxSettingFormPage setting="varieties" mode="create" />}
        />
        <Route path="*" element={<LocationDisplay />} />
      </Routes>,
      { route: '/portal/market-settings/igrainx/varieties/create', session: adminSession() },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create Variety' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(7);
    await screen.findByRole('option', { name: '2026/27' });
    await user.selectOptions(screen.getByLabelText(/^Season/), '2');
    await user.selectOptions(screen.getByLabelText(/^Commodity/), '1');
    await user.type(screen.getByLabelText(/^Code/), 'SCEP');
    await user.type(screen.getByLabelText(/^Name/), 'Scepter again');
    await user.type(screen.getByLabelText(/^Royalty Manager/), 'AGT');
    await user.type(screen.getByLabelText(/^Recipient/), 'AGT');
    await user.type(screen.getByLabelText(/^Amount/), '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.zeroOrGreater)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '3.6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.varietyCodeTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({
      seasonId: 2,
      commodityId: 1,
      gradeId: null,
      code: 'SCEP',
      name: 'Scepter again',
      royaltyManagerName: 'AGT',
      recipientName: 'AGT',
      amount: '3.6',
      status: 'active',
    });
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'NEW2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/market-settings/igrainx/varieties');
  });

  it('says the spec’s latitude and longitude messages on a delivered site', async () => {
    const user = userEvent.setup({ delay: null });
    vi.stubGlobal('fetch', stubFetch(LOOKUPS).fetchMock);
    renderWithProviders(<IgrainxSettingFormPage setting="deliveredSites" mode="create" />, {
      route: '/portal/market-settings/igrainx/delivered-sites/create',
      session: adminSession(),
    });
    await user.type(screen.getByLabelText(/^Latitude/), '-95');
    await user.type(screen.getByLabelText(/^Longitude/), '151.1234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.latitudeRange)).toBeInTheDocument();
    expect(screen.getByText(MSG.coordinateFormat)).toBeInTheDocument();
  });
});
