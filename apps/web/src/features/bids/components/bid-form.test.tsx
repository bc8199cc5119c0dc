import { MSG, qualityDecimalsMessage } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch, type Route } from '../../../test/fixtures';
import { ORDER_REFERENCE } from '../../../test/order-reference';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { forgetPasswordToken } from '../../../order-form/api/password-token';
import { type BidFormValues, emptyBidForm } from '../bid-form-values';
import { BidForm } from './bid-form';

/** A complete cgx bid: each case below breaks one thing. */
const valid = (overrides: Partial<BidFormValues> = {}): BidFormValues => ({
  ...emptyBidForm('cgx'),
  seasonId: '1',
  commodityId: '1',
  gradeId: '11',
  quantity: '120',
  deliveryPeriodId: '2',
  deliveryPeriodName: 'Mar 2099',
  deliveryPeriodKind: 'month',
  deliveryPeriodEndDate: '2099-03-31',
  warehouse: 'site:5',
  price: '300.00',
  lines: [{ key: 'site:5', label: 'Site or port zone', price: '' }],
  ...overrides,
});

const igrain = (overrides: Partial<BidFormValues>) =>
  valid({
    market: 'igrainx',
    warehouse: '',
    pricingPoint: 'Ex Farm',
    nearestTown: 'Dubbo, NSW',
    directions: ['N'],
    distanceRanges: ['0-5 km'],
    lines: [],
    ...overrides,
  });
const protein = (amount: string) => [{ qualityParameterId: '7', name: 'Protein', unit: '%', limit: 'Minimum', amount }];
const fallingNumber = (amount: string) => [{ qualityParameterId: '9', name: 'Falling Number', unit: 'sec', limit: 'Minimum', amount }];

function renderForm(initial: BidFormValues, routes: Record<string, Route> = {}, mode: 'create' | 'edit' | 'rebid' = 'create') {
  const stub = stubFetch({ ...ORDER_REFERENCE, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(<BidForm mode={mode} bidId={mode === 'create' ? undefined : '42'} initial={initial} returnTo="/portal/buy-grain" />, {
    session: sessionValue({ status: 'authenticated', session: makeSession('Trader') }),
  });
  return stub;
}

// A form of a dozen sections renders slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);
const field = (label: string) => screen.findByLabelText(labelled(label), { selector: 'input' });

/** The message sits on the field: Mantine links a field's error to it as its description. */
async function expectFieldError(label: string, message: string) {
  const input = await field(label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
}

describe('the bid form refuses a bid that breaks a rule of spec 001 §5, with the spec’s words on the field', () => {
  it.each<[string, Partial<BidFormValues> | BidFormValues, string, string]>([
    ['no quantity', { quantity: '' }, 'Quantity (mt)', MSG.required],
    ['a quantity of 0', { quantity: '0' }, 'Quantity (mt)', MSG.quantityPositive],
    [
      'under the Now minimum',
      { quantity: '10', deliveryPeriodId: '1', deliveryPeriodKind: 'now', deliveryPeriodEndDate: '' },
      'Quantity (mt)',
      'must be equal or greater than 25mt for delivery period Now',
    ],
    ['under the future minimum', { quantity: '50' }, 'Quantity (mt)', 'must be equal or greater than 100mt for delivery period future'],
    [
      'an expiry after the delivery period',
      { expiryMode: 'custom', expiryDate: '2099-04-30' },
      'Expiry date',
      MSG.expiryAfterDeliveryPeriod,
    ],
    ['no payment terms', { paymentTerms: [] }, 'Payment terms', MSG.required],
    ['no variety', { varieties: [] }, 'Variety', MSG.required],
    ['no grade although it meets an industry-body grade', { gradeId: '' }, 'Grade', MSG.required],
    ['no chemical declaration', { chemicalDeclaration: '' }, 'Chemical declaration', MSG.required],
    [
      'Disagree without a treatment',
      { chemicalDeclaration: 'false', chemicalRate: '2 L/t', chemicalApplicationDate: '2026-11-01' },
      'Chemical treatment',
      MSG.required,
    ],
    [
      'Disagree without a rate',
      { chemicalDeclaration: 'false', chemicalTreatment: 'K-Obiol', chemicalApplicationDate: '2026-11-01' },
      'Chemical rate',
      MSG.required,
    ],
    [
      'Disagree without an application date',
      { chemicalDeclaration: 'false', chemicalTreatment: 'K-Obiol', chemicalRate: '2 L/t' },
      'Chemical application date',
      MSG.required,
    ],
    ['no location (cgx)', { warehouse: '', lines: [] }, 'Site or port zone', MSG.required],
    ['no price', { price: '' }, 'Price ($/mt)', MSG.required],
    ['a price of 0', { price: '0' }, 'Price ($/mt)', MSG.quantityPositive],
    [
      'a quality amount too long for its unit',
      { qualityParameters: protein('12345678901234567') },
      'Protein (Minimum)',
      MSG.qualityValueTooLong,
    ],
    ['a negative quality amount', { qualityParameters: protein('-1') }, 'Protein (Minimum)', MSG.notNegative],
    // issue 24: text, and more decimals than the unit has, are refused on their row as the API refuses them.
    ['a quality amount that is not a number', { qualityParameters: fallingNumber('abc') }, 'Falling Number (Minimum)', MSG.mustBeNumber],
    ['more decimals than %', { qualityParameters: protein('12.345') }, 'Protein (Minimum)', qualityDecimalsMessage(2)],
    ['a fraction of a second', { qualityParameters: fallingNumber('300.5') }, 'Falling Number (Minimum)', 'Must be a whole number'],
    ['no storage (igrainX)', igrain({ storageIds: [] }), 'On farm storage', MSG.required],
    ['no nearest town', igrain({ nearestTown: '' }), 'Nearest town', MSG.required],
    ['no direction', igrain({ directions: [] }), 'Direction', MSG.required],
    ['no distance range', igrain({ distanceRanges: [] }), 'Distance range', MSG.required],
    [
      'no address for an exact location',
      igrain({ pricingPoint: 'Free on Truck', locationMode: 'exact', nearestTown: '' }),
      'Address',
      MSG.required,
    ],
    ['no delivered site', igrain({ pricingPoint: 'Delivered', nearestTown: '' }), 'Delivered site', MSG.required],
  ])('%s', async (_case, change, label, message) => {
    const user = userEvent.setup();
    renderForm('lines' in change && 'market' in change ? (change as BidFormValues) : valid(change));
    await user.click(await screen.findByRole('button', { name: 'Preview Bid' }));
    await expectFieldError(label, message);
    // The summary at the top lists it too (spec 001 §8).
    expect(within(screen.getAllByRole('alert')[0] as HTMLElement).getByText(new RegExp(escaped(message)))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bid' })).not.toBeInTheDocument();
  });

  it('a bid sheet priced one by one needs every row’s price', async () => {
    const user = userEvent.setup();
    renderForm(igrain({ directions: ['N', 'S'], priceType: 'individual', price: '' }));
    const first = await screen.findByLabelText('Price for 0-5 km N of Dubbo, NSW');
    await user.type(first, '280');
    await user.click(screen.getByRole('button', { name: 'Preview Grouped Bids' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Price for 0-5 km S of Dubbo, NSW')).toHaveAccessibleDescription(expect.stringContaining(MSG.required)),
    );
  });

  it('a quality amount is written with its unit’s decimals on leaving it, never rounded (issue 24)', async () => {
    const user = userEvent.setup();
    renderForm(valid({ qualityParameters: [...protein(''), ...fallingNumber('')] }));
    const percent = await field('Protein (Minimum)');
    const seconds = await field('Falling Number (Minimum)');
    await user.type(percent, '12.5');
    await user.type(seconds, '300.5');
    await user.tab();
    expect(percent).toHaveValue('12.50');
    expect(seconds).toHaveValue('300.5');
    await user.clear(percent);
    await user.type(percent, '12.345');
    await user.tab();
    expect(percent).toHaveValue('12.345');
    await user.click(screen.getByRole('button', { name: 'Preview Bid' }));
    await expectFieldError('Protein (Minimum)', qualityDecimalsMessage(2));
    await expectFieldError('Falling Number (Minimum)', 'Must be a whole number');
    // The summary at the top names each parameter, as its row does.
    const summary = within(screen.getAllByRole('alert')[0] as HTMLElement);
    expect(summary.getByText(`Protein (Minimum): ${qualityDecimalsMessage(2)}`)).toBeInTheDocument();
    expect(summary.getByText('Falling Number (Minimum): Must be a whole number')).toBeInTheDocument();
  });

  it('the Add modal needs one parameter selected at least', async () => {
    const user = userEvent.setup();
    renderForm(valid());
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add quality parameters' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(MSG.selectQualityParameter)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Filter'), 'moist');
    expect(within(dialog).queryByText('Protein')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Moisture'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('Moisture (Maximum)')).toBeInTheDocument();
  });

  it('the preview asks for the terms and, without a password token, the password', async () => {
    const user = userEvent.setup();
    renderForm(valid());
    await user.click(await screen.findByRole('button', { name: 'Preview Bid' }));
    const preview = await screen.findByRole('table', { name: 'Bid' });
    expect(within(preview).getByRole('row', { name: /Quantity/ })).toHaveTextContent('Tolerance ± 6 mt');
    await user.click(screen.getByRole('button', { name: 'Create Bid' }));
    await expectFieldError('Password', MSG.required);
    expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription(MSG.required);
  });
});

describe('submitting the bid (spec 001 §4, §8)', () => {
  async function toPreview(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Preview Bid' }));
    await screen.findByRole('table', { name: 'Bid' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Create Bid' }));
  }

  it('a wrong password stays on the password field of the preview', async () => {
    const user = userEvent.setup();
    renderForm(valid(), {
      'POST /api/auth/password-token': {
        status: 400,
        body: { message: MSG.invalidRequest, errors: { password: [MSG.passwordNotAuthorised] } },
      },
    });
    await toPreview(user);
    await expectFieldError('Password', MSG.passwordNotAuthorised);
    expect(screen.getByRole('table', { name: 'Bid' })).toBeInTheDocument();
  });

  it('a field error of the server sends the form back to step 1, on its field, with the terms box unticked', async () => {
    const user = userEvent.setup();
    const stub = renderForm(valid(), {
      'POST /api/auth/password-token': { body: { passwordToken: 'tok', expiresAt: new Date(Date.now() + 600_000).toISOString() } },
      'POST /api/bids': {
        status: 400,
        body: {
          message: MSG.invalidRequest,
          errors: { expiryDate: [MSG.expiryAfterDeliveryPeriod], 'bidsAttributes.0.siteId': ['Choose a site'] },
        },
      },
    });
    await toPreview(user);
    await expectFieldError('Site or port zone', 'Choose a site');
    expect(screen.getByText(`Location: Choose a site`)).toBeInTheDocument();
    const sent = stub.calls.find((call) => call.url === '/api/bids');
    expect(sent?.body).toMatchObject({
      market: 'cgx',
      passwordToken: 'tok',
      seasonId: 1,
      quantity: '120',
      paymentTerms: [],
      storageIds: [],
      varietyIds: [],
      chemicalDeclaration: null,
      expiryDate: null,
      bidsAttributes: [{ gradeId: 11, siteId: 5, price: '300.00' }],
    });
    await user.click(screen.getByRole('button', { name: 'Preview Bid' }));
    expect(await screen.findByLabelText(/I agree to the/)).not.toBeChecked();
  });
});

describe('the nearest town (issue 24: a town picked from the list stays chosen)', () => {
  const TOWNS: Record<string, Route> = {
    'GET /api/reference/towns': { body: [{ name: 'Dubbo', state: 'NSW', portName: 'Newcastle' }] },
  };

  it.each(['mouse', 'keyboard'])('picked by %s, it is the bid’s town, with its port', async (how) => {
    const user = userEvent.setup();
    const stub = renderForm(igrain({ nearestTown: '' }), TOWNS);
    const town = await field('Nearest town');
    await user.type(town, 'Dub');
    const option = await screen.findByRole('option', { name: 'Dubbo, NSW' }, { timeout: 15_000 }); // after the field's pause and the lookup, on a busy machine
    if (how === 'mouse') await user.click(option);
    else await user.keyboard('{ArrowDown}{Enter}');
    expect(town).toHaveValue('Dubbo, NSW');
    await waitFor(() => expect(town).toHaveAccessibleDescription(expect.stringContaining('Port: Newcastle')));
    await user.click(screen.getByRole('button', { name: 'Preview Bid' }));
    const preview = await screen.findByRole('table', { name: 'Bid' });
    expect(within(preview).getByRole('row', { name: /^Prices/ })).toHaveTextContent('0-5 km N of Dubbo, NSW');
    expect(stub.calls.some((call) => call.url.startsWith('/api/reference/towns'))).toBe(true);
  });

  it('a saved bid’s town shows its port, asked by the town’s name', async () => {
    const stub = renderForm(igrain({ nearestTown: 'Dubbo, NSW', portName: '' }), {
      ...TOWNS,
      'GET /api/reference/port-name': { body: { portName: 'Newcastle' } },
    });
    await waitFor(async () => expect(await field('Nearest town')).toHaveAccessibleDescription(expect.stringContaining('Port: Newcastle')), {
      timeout: 5_000,
    });
    expect(stub.calls.find((call) => call.url.startsWith('/api/reference/port-name'))?.url).toMatch(/town=Dubbo&state=NSW/);
  });

  it('typing over a chosen town unchooses it: Required again', async () => {
    const user = userEvent.setup();
    renderForm(igrain({ nearestTown: 'Dubbo, NSW', nearestTownCity: 'Dubbo', portName: 'Newcastle' }), TOWNS);
    const town = await field('Nearest town');
    await user.type(town, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Preview Bid' }));
    await expectFieldError('Nearest town', MSG.required);
    expect(town).not.toHaveAccessibleDescription(expect.stringContaining('Port:'));
  });
});

describe('market data while pricing a bid (spec 001 §1, §2)', () => {
  const offerHere = {
    'GET /api/market/form-data': {
      body: {
        bid: null,
        trade: null,
        offer: { price: '298.50', quantity: '60.000', createdAt: '2026-11-20T01:00:00.000Z', portEquiv: '336.50', portName: 'Newcastle' },
        publishedBid: null,
      },
    },
  };

  it('shows the best offer standing where the bid is, highlighted when the price meets it', async () => {
    const user = userEvent.setup();
    const stub = renderForm(valid({ price: '' }), offerHere);
    const chip = await screen.findByLabelText('Best offer $298.50, 60 mt');
    expect(screen.queryByText('No offers, bids or trades here yet.')).not.toBeInTheDocument();
    await user.type(await field('Price ($/mt)'), '298.50');
    await waitFor(() => expect(chip).toHaveAccessibleName('Best offer $298.50, 60 mt, equal to your price'));
    expect(stub.calls.find((call) => call.url.startsWith('/api/market/form-data'))?.url).toContain('siteId=5');
  });

  it('asks for an igrainX town place when the location makes one row', async () => {
    const stub = renderForm(igrain({}), offerHere);
    await screen.findByLabelText(/^Best offer \$298\.50/);
    const asked = new URL(stub.calls.find((call) => call.url.startsWith('/api/market/form-data'))?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      market: 'igrainx',
      pricingPoint: 'Ex Farm',
      nearestTown: 'Dubbo, NSW',
      nearestTownDirection: 'N',
      nearestTownDistanceRange: '0-5 km',
    });
  });
});

describe("a bid sheet on screen (spec 001 §2 'Bid sheet (grouped bids)', §4)", () => {
  const sheet = () => igrain({ directions: ['S', 'N'], distanceRanges: ['5-10 km', '0-5 km'], price: '' });
  /** The best offer stands 0-5 km north of Dubbo only. */
  const routes: Record<string, Route> = {
    'GET /api/market/form-data': (_init, url) => {
      const query = new URL(url, 'http://x').searchParams;
      const here = query.get('nearestTownDirection') === 'N' && query.get('nearestTownDistanceRange') === '0-5 km';
      const offer = { price: '286.00', quantity: '60.000', createdAt: '2026-11-20T01:00:00.000Z', portEquiv: null, portName: null };
      return { body: { bid: null, trade: null, offer: here ? offer : null, publishedBid: null } };
    },
    'POST /api/auth/password-token': { body: { passwordToken: 'tok', expiresAt: new Date(Date.now() + 600_000).toISOString() } },
  };
  // Each case asks for the password: no token left live by the one before.
  beforeEach(() => forgetPasswordToken());
  const rowsOf = async () =>
    within(await screen.findByRole('table', { name: 'Bid sheet' }))
      .getAllByRole('row')
      .slice(1);

  it('has a row per distance and direction, each with its best offer, all at one price', { timeout: 120_000 }, async () => {
    const user = userEvent.setup();
    const stub = renderForm(sheet(), {
      ...routes,
      'POST /api/bids': { status: 201, body: { id: 77, status: 'active', remaining: '120.000', trades: [], marketOpen: true } },
    });
    await waitFor(
      async () =>
        expect((await rowsOf()).map((row) => row.textContent)).toEqual([
          '0-5 km N—$286.0060 mt',
          '0-5 km S——',
          '5-10 km N——',
          '5-10 km S——',
        ]),
      { timeout: 5_000 },
    );
    await user.type(await field('Price ($/mt)'), '280');
    await waitFor(async () => expect((await rowsOf()).every((row) => row.textContent?.includes('$280.00'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Preview Grouped Bids' }));
    await screen.findByRole('table', { name: 'Bid' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Create Bid' }));
    await waitFor(() => expect(stub.calls.some((call) => call.url === '/api/bids')).toBe(true));
    const lines = (stub.calls.find((call) => call.url === '/api/bids')?.body as { bidsAttributes: unknown[] }).bidsAttributes;
    expect(lines).toEqual(
      ['0-5 km|N', '0-5 km|S', '5-10 km|N', '5-10 km|S'].map((place) => {
        const [range, direction] = place.split('|');
        return {
          gradeId: 11,
          price: '280',
          location: {
            pricingPoint: 'Ex Farm',
            nearestTown: 'Dubbo, NSW',
            nearestTownCity: null,
            nearestTownDirection: direction,
            nearestTownDistanceRange: range,
          },
        };
      }),
    );
  });

  it('priced row by row, each row is checked, and the server’s error on a row shows on its price', { timeout: 120_000 }, async () => {
    const user = userEvent.setup();
    renderForm(sheet(), {
      ...routes,
      'POST /api/bids': {
        status: 400,
        body: { message: MSG.invalidRequest, errors: { 'bidsAttributes.2.price': [MSG.quantityPositive] } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'A price for each' }));
    await user.type(screen.getByLabelText('Price for 0-5 km N of Dubbo, NSW'), '281');
    await user.type(screen.getByLabelText('Price for 0-5 km S of Dubbo, NSW'), '0');
    await user.type(screen.getByLabelText('Price for 5-10 km N of Dubbo, NSW'), '279.5');
    await user.click(screen.getByRole('button', { name: 'Preview Grouped Bids' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Price for 0-5 km S of Dubbo, NSW')).toHaveAccessibleDescription(MSG.quantityPositive),
    );
    expect(screen.getByLabelText('Price for 5-10 km S of Dubbo, NSW')).toHaveAccessibleDescription(MSG.required);
    expect(screen.getByLabelText('Price for 0-5 km N of Dubbo, NSW')).not.toHaveAccessibleDescription(expect.stringMatching(/./));
    await user.clear(screen.getByLabelText('Price for 0-5 km S of Dubbo, NSW'));
    await user.type(screen.getByLabelText('Price for 0-5 km S of Dubbo, NSW'), '282');
    await user.type(screen.getByLabelText('Price for 5-10 km S of Dubbo, NSW'), '278');
    await user.click(screen.getByRole('button', { name: 'Preview Grouped Bids' }));
    await screen.findByRole('table', { name: 'Bid' });
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.type(screen.getByLabelText(labelled('Password'), { selector: 'input' }), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Create Bid' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Price for 5-10 km N of Dubbo, NSW')).toHaveAccessibleDescription(MSG.quantityPositive),
    );
  });
});

describe('the cascades of spec 001 §4', () => {
  it('a chemical declaration change clears the treatment, rate and date', async () => {
    const user = userEvent.setup();
    renderForm(
      valid({ chemicalDeclaration: 'false', chemicalTreatment: 'K-Obiol', chemicalRate: '2 L/t', chemicalApplicationDate: '2026-11-01' }),
    );
    expect(await field('Chemical treatment')).toHaveValue('K-Obiol');
    await user.click(screen.getByLabelText(labelled('Chemical declaration'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Agree' }));
    await user.click(screen.getByLabelText(labelled('Chemical declaration'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Disagree' }));
    expect(screen.getByLabelText(labelled('Chemical treatment'), { selector: 'input' })).toHaveValue('');
  });

  it('a pricing point clears the location; an exact location clears it too', async () => {
    const user = userEvent.setup();
    renderForm(igrain({ pricingPoint: 'Free on Truck' }));
    expect(await field('Nearest town')).toHaveValue('Dubbo, NSW');
    await user.click(screen.getByRole('radio', { name: 'Exact address' }));
    expect(await field('Address')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Near a town' }));
    expect(await field('Nearest town')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Delivered' }));
    expect(await field('Delivered site')).toHaveValue('');
  });

  it('a commodity change resets the grade and the varieties to Any; a period sets the expiry', async () => {
    const user = userEvent.setup();
    renderForm(valid({ varieties: ['3'] }));
    await user.click(await field('Commodity'));
    await user.click(await screen.findByRole('option', { name: 'Barley' }));
    expect(screen.getByLabelText(labelled('Grade'), { selector: 'input' })).toHaveValue('');
    // The chosen varieties are the select's pills.
    const pills = [...screen.getByRole('region', { name: 'Variety' }).querySelectorAll('.mantine-Pill-label')].map(
      (pill) => pill.textContent,
    );
    expect(pills).toEqual(['Any']);
    await user.click(screen.getByLabelText(labelled('Delivery period'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Now' }));
    expect(screen.getByRole('radio', { name: 'Good till cancelled' })).toBeChecked();
  });
});
