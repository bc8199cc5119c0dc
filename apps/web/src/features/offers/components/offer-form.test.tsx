import { MSG } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch, type Route } from '../../../test/fixtures';
import { ORDER_REFERENCE } from '../../../test/order-reference';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { forgetPasswordToken } from '../../../order-form/api/password-token';
import { moreThanAvailable } from '../offer-form-schema';
import { emptyOfferForm, type OfferFormMode, type OfferFormValues } from '../offer-form-values';
import { OfferForm } from './offer-form';

/** The trading forms' reference lists; the market's bid stands at the offer's price, and the password is taken. */
const REFERENCE: Record<string, Route> = {
  ...ORDER_REFERENCE,
  'GET /api/market/form-data': {
    body: { bid: { price: '352.00', quantity: '100.000', isPortZone: false }, trade: null, publishedBid: null },
  },
  'POST /api/auth/password-token': { body: { passwordToken: 'tok', expiresAt: new Date(Date.now() + 600_000).toISOString() } },
};

/** A complete cgx offer on holding 21: each case below breaks one thing. */
const valid = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferForm('cgx'),
  holdingId: '21',
  grainLabel: 'Wheat APH1, 2026/27, at Moree (NGR 12345678)',
  available: '420.000',
  seasonId: '1',
  commodityId: '1',
  gradeId: '11',
  gradeFixed: true,
  // Scepter, by id (test/order-reference.ts).
  varieties: ['3'],
  quantity: '120',
  deliveryPeriodId: '2',
  deliveryPeriodName: 'Mar 2099',
  deliveryPeriodKind: 'month',
  deliveryPeriodEndDate: '2099-03-31',
  warehouse: 'site:5',
  state: 'NSW',
  price: '352.00',
  chemicalDeclaration: 'true',
  ...overrides,
});

function renderForm(
  initial: OfferFormValues,
  routes: Record<string, Route> = {},
  mode: OfferFormMode = 'create',
  role = 'Grower' as const,
) {
  const stub = stubFetch({ ...REFERENCE, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <OfferForm
      mode={mode}
      offerId={mode === 'create' ? undefined : '42'}
      initial={initial}
      returnTo="/portal/my-grain"
      chooseSource={false}
    />,
    { session: sessionValue({ status: 'authenticated', session: makeSession(role) }) },
  );
  return stub;
}

vi.setConfig({ testTimeout: 60_000 });
// Each case starts without a live password token (one case's token would spare the next its password).
beforeEach(() => forgetPasswordToken());

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);
const field = (label: string) => screen.findByLabelText(labelled(label), { selector: 'input' });
async function expectFieldError(label: string, message: string) {
  const input = await field(label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
}

describe('the offer form refuses an offer that breaks a rule of spec 001 §5', () => {
  it.each<[string, Partial<OfferFormValues>, string, string]>([
    ['no quantity', { quantity: '' }, 'Quantity (mt)', MSG.required],
    ['a quantity of 0', { quantity: '0' }, 'Quantity (mt)', MSG.quantityPositive],
    ['under the future minimum', { quantity: '50' }, 'Quantity (mt)', 'must be equal or greater than 100mt for delivery period future'],
    ['more than the grain has', { quantity: '420.5' }, 'Quantity (mt)', moreThanAvailable('420.000')],
    ['no variety', { varieties: [] }, 'Variety', MSG.required],
    ['no chemical declaration', { chemicalDeclaration: '' }, 'Chemical declaration', MSG.required],
    ['a custom expiry without a date (a grower must date it)', { expiryMode: 'custom', expiryDate: '' }, 'Expiry date', MSG.required],
    [
      'an expiry after the delivery period',
      { expiryMode: 'custom', expiryDate: '2099-04-30' },
      'Expiry date',
      MSG.expiryAfterDeliveryPeriod,
    ],
    ['no price', { price: '' }, 'Price ($/mt)', MSG.required],
  ])('%s', async (_case, change, label, message) => {
    const user = userEvent.setup();
    renderForm(valid(change));
    await user.click(await screen.findByRole('button', { name: 'Preview Offer' }));
    await expectFieldError(label, message);
    expect(within(screen.getAllByRole('alert')[0] as HTMLElement).getByText(new RegExp(escaped(message)))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Offer' })).not.toBeInTheDocument();
  });
});

describe('the offer form', () => {
  it('shows the grain it draws on, its season, commodity and grade fixed, and highlights the CGX bid at the same price', async () => {
    renderForm(valid());
    expect(await screen.findByText(/Wheat APH1, 2026\/27, at Moree/)).toBeInTheDocument();
    expect(await field('Season')).toBeDisabled();
    expect(await field('Commodity')).toBeDisabled();
    expect(await field('Grade')).toBeDisabled();
    expect(await screen.findByText(/CGX bid/)).toBeInTheDocument();
  });

  it('defaults to Within 7 business days and offers Deferred until July except for a July period', async () => {
    const user = userEvent.setup();
    renderForm(valid());
    expect(await field('Payment terms')).toHaveValue('Within 7 business days');
    expect(screen.getByRole('radio', { name: 'Deferred until July' })).toBeEnabled();
    await user.click(screen.getByLabelText(labelled('Delivery period'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Jul 2099' }));
    expect(screen.getByRole('radio', { name: 'Deferred until July' })).toBeDisabled();
  });

  it('a trader cannot defer and may leave the expiry without a date', async () => {
    const user = userEvent.setup();
    renderForm(valid({ expiryMode: 'custom', expiryDate: '' }), {}, 'create', 'Trader' as never);
    expect(screen.queryByRole('radio', { name: 'Deferred until July' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Preview Offer' }));
    expect(await screen.findByRole('table', { name: 'Offer' })).toBeInTheDocument();
  });

  it('sends the offer payload of spec 001 §3 and returns to the list', async () => {
    const user = userEvent.setup();
    const stub = renderForm(valid({ paymentDate: 'deferred' }), {
      'POST /api/offers': { status: 201, body: { id: 9, status: 'active', remaining: '120.000', trades: [], marketOpen: true } },
    });
    // The seller's fee estimate asks for the variety's royalty too.
    await waitFor(() =>
      expect(stub.calls.some((call) => call.url.includes('/api/fees/estimate?') && call.url.includes('varietyId=3'))).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Preview Offer' }));
    const preview = await screen.findByRole('table', { name: 'Offer' });
    expect(within(preview).getByRole('row', { name: /Payment Terms/ })).toHaveTextContent('Deferred until July');
    expect(within(preview).getByRole('row', { name: /Quantity/ })).toHaveTextContent('Tolerance ± 6 mt');
    // The variety is chosen and sent by id, and shown by name.
    expect(within(preview).getByRole('row', { name: /Variety/ })).toHaveTextContent('Scepter');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url === '/api/offers')).toBe(true));
    expect(stub.calls.find((call) => call.url === '/api/offers')?.body).toMatchObject({
      market: 'cgx',
      passwordToken: 'tok',
      holdingId: 21,
      seasonId: 1,
      commodityId: 1,
      gradeId: 11,
      deliveryPeriodId: 2,
      quantity: '120',
      price: '352.00',
      paymentTerms: null,
      chemicalDeclaration: true,
      varietyIds: [3],
      expiryDate: null,
    });
  });

  it.each([
    [
      'a grower’s own re-offer names the grower alone',
      'Grower',
      valid({ organisationId: '3', clientName: 'Paddock Farms' }),
      'Paddock Farms',
    ],
    [
      'an agent’s offer for a client names who offered it',
      'Agent',
      valid({ organisationId: '8', clientName: 'Mallee Downs Pastoral' }),
      'Mallee Downs Pastoral (offered by Paddock Farms)',
    ],
  ] as const)('the preview’s Organisation: %s (issue 24)', async (_case, role, initial, organisation) => {
    const user = userEvent.setup();
    renderForm(initial, {}, 'reoffer', role as never);
    await user.click(await screen.findByRole('button', { name: 'Preview Offer' }));
    const preview = await screen.findByRole('table', { name: 'Offer' });
    expect(
      within(preview)
        .getByRole('row', { name: /Organisation/ })
        .querySelector('td'),
    ).toHaveTextContent(new RegExp(`^${escaped(organisation)}$`));
  });

  it('a server field error goes back to step 1 on its field; an edit shows Cancel Offer with the spec’s words', async () => {
    const user = userEvent.setup();
    renderForm(
      valid(),
      { 'PUT /api/offers/42': { status: 400, body: { message: MSG.invalidRequest, errors: { quantity: [moreThanAvailable('80.000')] } } } },
      'edit',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel offer?' });
    expect(within(dialog).getByText('Do you want to cancel the offer?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, keep it' }));
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    await screen.findByRole('table', { name: 'Offer' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Edit Offer' }));
    await expectFieldError('Quantity (mt)', moreThanAvailable('80.000'));
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    expect(await screen.findByLabelText(/I agree to the/)).not.toBeChecked();
  });

  it('a failed cancel shows its error at the top and scrolls to the top (spec 001 §8)', async () => {
    const user = userEvent.setup();
    renderForm(valid(), { 'POST /api/offers/42/cancel': { status: 409, body: { message: 'The offer has already traded.' } } }, 'edit');
    await user.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel offer?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'Harvest2026!');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer has already traded.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel offer?' })).toBeNull());
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    // Still on the form, to try again or go back.
    expect(screen.getByRole('button', { name: 'Cancel Offer' })).toBeInTheDocument();
  });
});

describe('an igrainX offer on grain declared on farm (issue 24: the town can be changed)', () => {
  /** Grain near Parkes, offered Ex Farm; the grower moves it to Dubbo. */
  const onFarm = () =>
    valid({
      market: 'igrainx',
      holdingId: '',
      farmGrainId: '31',
      warehouse: '',
      storageIds: ['1'],
      pricingPoint: 'Ex Farm',
      nearestTown: 'Parkes, NSW',
      nearestTownCity: 'Parkes',
      directions: ['N'],
      distanceRanges: ['0-5 km'],
    });

  it.each(['mouse', 'keyboard'])('a town picked by %s is the offer’s, with its port', async (how) => {
    const user = userEvent.setup();
    const stub = renderForm(onFarm(), {
      'GET /api/reference/towns': { body: [{ name: 'Dubbo', state: 'NSW', portName: 'Newcastle' }] },
      'POST /api/offers': { status: 201, body: { id: 9, status: 'active', remaining: '120.000', trades: [], marketOpen: true } },
    });
    const town = await field('Nearest town');
    await user.clear(town);
    await user.type(town, 'Dub');
    const option = await screen.findByRole('option', { name: 'Dubbo, NSW' }, { timeout: 15_000 }); // after the field's pause and the lookup, on a busy machine
    if (how === 'mouse') await user.click(option);
    else await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(town).toHaveAccessibleDescription(expect.stringContaining('Port: Newcastle')));
    await user.click(screen.getByRole('button', { name: 'Preview Offer' }));
    await screen.findByRole('table', { name: 'Offer' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url === '/api/offers')).toBe(true));
    expect(stub.calls.find((call) => call.url === '/api/offers')?.body).toMatchObject({
      market: 'igrainx',
      farmGrainId: 31,
      location: { pricingPoint: 'Ex Farm', nearestTown: 'Dubbo, NSW', nearestTownCity: 'Dubbo', nearestTownDirection: 'N' },
    });
  });
});
