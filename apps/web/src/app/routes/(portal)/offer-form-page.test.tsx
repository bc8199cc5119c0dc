import type { TOfferDetailView } from '@cgx/domain/orders.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPasswordToken } from '../../../order-form/api/password-token';
import { makeSession, stubFetch, type Route as StubRoute } from '../../../test/fixtures';
import { ORDER_REFERENCE } from '../../../test/order-reference';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { OfferFormPage } from './offer-form-page';

/** Mallee's lapsed 300 t of Wheat APH1 at Moree, on holding 21 (which has 375 t available now). */
const LAPSED: TOfferDetailView = {
  id: 42,
  market: 'cgx',
  status: 'lapsed',
  organisationId: 3,
  organisationTradingName: 'Wattle Creek Farming',
  season: { id: 1, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat', industryBodyName: 'Grain Trade Australia' },
  grade: { id: 11, code: 'APH1', name: 'Australian Prime Hard 1' },
  deliveryPeriod: { id: 2, name: 'Mar 2099', endDate: '2099-03-31' },
  site: { id: 5, name: 'Moree' },
  holdingId: 21,
  farmGrainId: null,
  pricingPoint: null,
  nearestTown: null,
  quantity: '300.000',
  remaining: '300.000',
  price: '352.00',
  expiryDate: '2026-11-30',
  paymentTerms: 7,
  chemicalDeclaration: true,
  varieties: [{ id: 1, name: 'Scepter' }],
  termsAndConditions: [],
  reofferedAs: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  storageId: null,
  chemicalApplicationDate: null,
  chemicalRate: null,
  chemicalTreatment: null,
  location: { deliveredSiteId: null, nearestTownCity: null, nearestTownDirection: null, nearestTownDistanceRange: null, address: null },
  qualityParameters: [],
};

const holding = (available: string) => ({
  rows: [
    {
      id: 21,
      organisationId: 3,
      ngr: '12345678',
      season: { id: 1, name: '2026/27' },
      commodity: { id: 1, name: 'Wheat' },
      grade: { id: 11, code: 'APH1', name: 'Australian Prime Hard 1' },
      site: { id: 5, name: 'Moree', state: 'NSW', portZoneName: 'Newcastle' },
      quantity: '420.000',
      committed: '45.000',
      available,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
});

function renderPage(route: string, routes: Record<string, StubRoute>) {
  const stub = stubFetch({ ...ORDER_REFERENCE, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/my-grain/lapsed-offers/:offerId"
        element={<OfferFormPage market="cgx" lists={{ active: '/portal/my-grain', lapsed: '/portal/my-grain/lapsed-offers' }} reoffer />}
      />
      <Route
        path="/portal/my-grain/:grainId/offer/:offerId"
        element={<OfferFormPage market="cgx" lists={{ active: '/portal/my-grain', lapsed: '/portal/my-grain/lapsed-offers' }} />}
      />
      <Route path="*" element={null} />
    </Routes>,
    { route, session: sessionValue({ status: 'authenticated', session: makeSession('Grower') }) },
  );
  return stub;
}

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => forgetPasswordToken());

const quantityField = () => screen.findByLabelText(/^Quantity \(mt\)( \*)?$/, { selector: 'input' });

describe('a saved offer’s tonnes are checked before the password step (issue 24)', () => {
  it('a re-offer of more than the grain has available is refused on the form, as a new offer is', async () => {
    const user = userEvent.setup();
    const stub = renderPage('/portal/my-grain/lapsed-offers/42?origin=lapsed', {
      'GET /api/offers/42': { body: LAPSED },
      'GET /api/holdings': { body: holding('375.000') },
    });
    const quantity = await quantityField();
    expect(quantity).toHaveValue('300.000');
    await user.clear(quantity);
    await user.type(quantity, '380');
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));

    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Can not be more than the 375.000 mt available')),
    );
    expect(screen.queryByRole('table', { name: 'Offer' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    // The grain is read as the owner reads it.
    expect(stub.calls.find((call) => call.url.startsWith('/api/holdings'))?.url).toContain('holdingId=21');

    await user.clear(quantity);
    await user.type(quantity, '375');
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    expect(within(await screen.findByRole('table', { name: 'Offer' })).getByRole('row', { name: /Quantity/ })).toHaveTextContent('375');
  });

  it('an edit may have its own tonnes besides what the grain has left', async () => {
    const user = userEvent.setup();
    renderPage('/portal/my-grain/21/offer/42', {
      'GET /api/offers/42': { body: { ...LAPSED, status: 'active', quantity: '100.000', remaining: '60.000' } },
      'GET /api/holdings': { body: holding('75.000') },
    });
    const quantity = await quantityField();
    await user.clear(quantity);
    await user.type(quantity, '175.5');
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(expect.stringContaining('Can not be more than the 175.000 mt available')),
    );
  });

  it('a grain that cannot be read leaves the limit to the server', async () => {
    const user = userEvent.setup();
    renderPage('/portal/my-grain/lapsed-offers/42?origin=lapsed', {
      'GET /api/offers/42': { body: LAPSED },
      'GET /api/holdings': { status: 403, body: { message: 'Forbidden' } },
    });
    const quantity = await quantityField();
    await user.clear(quantity);
    await user.type(quantity, '380');
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    expect(await screen.findByRole('table', { name: 'Offer' })).toBeInTheDocument();
  });

  it('an offer re-offered already says so instead of a form a second re-offer would fail after the password', async () => {
    renderPage('/portal/my-grain/lapsed-offers/42?origin=lapsed', {
      'GET /api/offers/42': { body: { ...LAPSED, reofferedAs: 43 } },
      'GET /api/holdings': { body: holding('375.000') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has already been offered again.');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/portal/my-grain/lapsed-offers');
    expect(screen.queryByRole('button', { name: 'Preview Offer' })).not.toBeInTheDocument();
  });
});
