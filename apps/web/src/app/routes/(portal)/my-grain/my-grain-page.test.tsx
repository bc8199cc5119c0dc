import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPasswordToken } from '../../../../order-form/api/password-token';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { MyGrainPage } from './my-grain-page';

const page = <Row,>(rows: Row[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });

const HOLDING = {
  id: 11,
  ngr: '12345678',
  site: {
    id: 1,
    name: 'Moree',
    state: 'NSW',
    storageProviderNickname: 'GrainCorp',
    portZoneId: 2,
    portZoneName: 'Newcastle',
    portName: 'Newcastle',
  },
  season: { id: 1, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat' },
  grade: { id: 5, code: 'APH1', name: 'Australian Prime Hard 1' },
  quantity: '420.000',
  onOffer: '100.000',
  soldAwaitingDelivery: '50.000',
  committed: '150.000',
  available: '270.000',
};
const FARM_GRAIN = {
  id: 21,
  organisationId: 3,
  season: { id: 1, name: '2026/27' },
  commodity: { id: 2, name: 'Barley' },
  grade: null,
  storage: { id: 1, name: 'Silo' },
  location: {
    nearestTown: 'Dubbo, NSW',
    nearestTownCity: 'Dubbo',
    nearestTownDirection: 'NE',
    nearestTownDistanceRange: '5-10 km',
    address: null,
    state: 'NSW',
  },
  status: 'active',
  quantity: '250.000',
  onOffer: '0.000',
  sold: '40.000',
  committed: '40.000',
  available: '210.000',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};
const OFFER = {
  id: 31,
  market: 'cgx',
  status: 'active',
  organisationId: 3,
  organisationTradingName: 'Paddock Farms',
  season: { id: 1, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat', industryBodyName: 'GTA' },
  grade: { id: 5, code: 'APH1', name: 'Australian Prime Hard 1' },
  deliveryPeriod: { id: 1, name: 'Now', endDate: null },
  site: { id: 1, name: 'Moree' },
  holdingId: 11,
  farmGrainId: null,
  pricingPoint: null,
  nearestTown: null,
  quantity: '100.000',
  remaining: '100.000',
  price: '355.00',
  expiryDate: null,
  paymentTerms: 'default',
  chemicalDeclaration: true,
  varieties: [],
  termsAndConditions: [],
  createdAt: '2026-11-20T01:00:00.000Z',
};

function setup(route = '/portal/my-grain', cancelAnswer: { status: number; body?: unknown } = { status: 204 }) {
  const stub = stubFetch({
    'GET /api/holdings': { body: page([HOLDING]) },
    'GET /api/farm-grain': { body: page([FARM_GRAIN]) },
    'GET /api/offers': (_init, url) => ({ body: page(url.includes('status=lapsed') ? [] : [OFFER]) }),
    'POST /api/auth/password-token': (init) =>
      JSON.parse(String(init?.body)).password === 'right'
        ? { body: { passwordToken: 'tok-1', expiresAt: new Date(Date.now() + 600_000).toISOString() } }
        : {
            status: 400,
            body: { message: 'Invalid', errors: { password: ['The password is not authorised. Please check it and try again.'] } },
          },
    'POST /api/offers/31/cancel': cancelAnswer,
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <>
      <MyGrainPage tab={route.includes('lapsed') ? 'lapsed' : 'grain'} />
      <LocationDisplay />
    </>,
    { route, session: sessionValue({ status: 'authenticated', session: makeSession('Grower') }) },
  );
  return stub;
}

afterEach(() => forgetPasswordToken());

describe('My Grain', () => {
  it('shows the grain in storage and on farm, and the active offers; Offers narrows them to one holding', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(screen.getByRole('tab', { name: 'My Grain', selected: true })).toBeInTheDocument();
    const storage = await screen.findByRole('region', { name: 'Grain in storage' });
    expect(await within(storage).findByText('Wheat APH1')).toBeInTheDocument();
    expect(within(storage).getByText('Moree (GrainCorp)')).toBeInTheDocument();
    // On offer counts only the active offers; the sold tonnes awaiting title transfer are their own figure (issue 24).
    const headers = within(storage)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(within(storage).getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[headers.indexOf('On offer (mt)')]).toBe('100');
    expect(cells[headers.indexOf('Sold, awaiting delivery (mt)')]).toBe('50');
    expect(cells[headers.indexOf('Available (mt)')]).toBe('270');
    const farm = screen.getByRole('region', { name: 'Grain on farm' });
    expect(await within(farm).findByText('Barley (ungraded)')).toBeInTheDocument();
    expect(within(farm).getByText('5-10 km NE of Dubbo, NSW')).toBeInTheDocument();
    // Nothing on offer from the declaration (its 40 t are sold): no Offers button for it.
    expect(within(farm).queryByRole('button', { name: /^Offers on/ })).toBeNull();
    expect(within(farm).getByRole('link', { name: /^Edit Barley/ })).toHaveAttribute('href', '/portal/my-grain/21/edit');
    const offers = screen.getByRole('region', { name: 'Active offers' });
    expect(await within(offers).findByText(/355\.00/)).toBeInTheDocument();

    await user.click(within(storage).getByRole('button', { name: 'Offers on Wheat APH1 at Moree' }));
    expect(screen.getByTestId('location').textContent).toBe('/portal/my-grain?offers.holdingId=11&offers.page=1');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/api/offers?') && call.url.includes('holdingId=11'))).toBe(true));
    // Each list reads only its own parameters.
    expect(calls.filter((call) => call.url.startsWith('/api/holdings')).every((call) => !call.url.includes('holdingId'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show all offers' }));
    expect(screen.getByTestId('location').textContent).toBe('/portal/my-grain?offers.page=1');
  });

  it('cancels an offer after "Cancel offer?", asking for the password once', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const offers = await screen.findByRole('region', { name: 'Active offers' });
    await user.click(await within(offers).findByRole('button', { name: 'Cancel offer: Wheat APH1 at $355.00/mt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel offer?' });
    expect(within(dialog).getByText('Do you want to cancel the offer?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the offer' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the offer' }));
    expect(await within(dialog).findByText('The password is not authorised. Please check it and try again.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/offers/31/cancel')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the offer' }));
    expect(await screen.findByText('The offer is cancelled.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/offers/31/cancel')).toEqual([
      expect.objectContaining({ method: 'POST', body: { passwordToken: 'tok-1' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel offer?' })).toBeNull());

    // The token is still live: the second time there is no password to type.
    await user.click(within(offers).getByRole('button', { name: 'Cancel offer: Wheat APH1 at $355.00/mt' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel offer?' });
    expect(within(again).queryByLabelText(/Password/)).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'No, keep it' }));
  });

  it('a failed cancel closes the dialog and shows the error above the list (spec 001 §8)', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    setup('/portal/my-grain', { status: 409, body: { message: 'The offer has already traded.' } });
    const offers = await screen.findByRole('region', { name: 'Active offers' });
    await user.click(await within(offers).findByRole('button', { name: 'Cancel offer: Wheat APH1 at $355.00/mt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel offer?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'right');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer has already traded.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel offer?' })).toBeNull());
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('lists the lapsed offers on their tab', async () => {
    const { calls } = setup('/portal/my-grain/lapsed-offers');
    expect(await screen.findByText('No lapsed offers.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/offers?') && call.url.includes('status=lapsed'))).toBe(true);
    expect(calls.some((call) => call.url.startsWith('/api/holdings'))).toBe(false);
  });
});
