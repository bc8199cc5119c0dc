import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders } from '../../../../test/render';
import { DeclareGrainPage, EditGrainPage } from './farm-grain-pages';

const REFERENCE = {
  'GET /api/reference/seasons': { body: [{ id: 1, name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' }] },
  'GET /api/reference/commodities': { body: [{ id: 2, name: 'Barley', code: 'BAR', industryBodyName: 'GTA' }] },
  'GET /api/reference/grades': { body: [{ id: 9, code: 'BAR1', name: 'Barley 1', commodityId: 2, description: null }] },
  'GET /api/reference/on-farm-storages': { body: [{ id: 4, name: 'Silo' }] },
  'GET /api/reference/towns': { body: [{ name: 'Dubbo', state: 'NSW', portName: 'Newcastle' }] },
};

const GRAIN = {
  id: 21,
  organisationId: 3,
  season: { id: 1, name: '2026/27' },
  commodity: { id: 2, name: 'Barley' },
  grade: { id: 9, code: 'BAR1', name: 'Barley 1' },
  storage: null,
  location: {
    nearestTown: null,
    nearestTownCity: null,
    nearestTownDirection: null,
    nearestTownDistanceRange: null,
    address: '12 Mill Road, Parkes',
    state: 'NSW',
  },
  status: 'active',
  quantity: '250.500',
  onOffer: '0.000',
  sold: '0.000',
  committed: '0.000',
  available: '250.500',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};

function render(route: string, routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ ...REFERENCE, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/portal/my-grain/create" element={<DeclareGrainPage />} />
        <Route path="/portal/my-grain/:grainId/edit" element={<EditGrainPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
  return stub;
}

describe('declaring grain on farm', () => {
  it(
    'checks with the shared schema, shows the server’s errors on their fields, then declares and returns to My Grain',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      let attempts = 0;
      const { calls } = render('/portal/my-grain/create', {
        'POST /api/farm-grain': () =>
          ++attempts === 1
            ? { status: 400, body: { message: 'Invalid', errors: { 'location.nearestTownDistanceRange': ['Choose a distance range'] } } }
            : { status: 201, body: GRAIN },
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Create Grain' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Declare grain' }));
      expect(await screen.findAllByText('Required')).not.toHaveLength(0);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await user.selectOptions(await screen.findByLabelText(/^Season/), '2026/27');
      await user.selectOptions(await screen.findByLabelText(/^Commodity/), 'Barley');
      await waitFor(() => expect(screen.getByRole('option', { name: 'BAR1 Barley 1' })).toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText(/^Grade/), 'BAR1 Barley 1');
      await user.type(screen.getByLabelText(/^Quantity/), '120.5');
      await user.type(screen.getByRole('combobox', { name: /^Nearest town/ }), 'Dub');
      await user.click(await screen.findByRole('option', { name: 'Dubbo, NSW' }));
      await user.selectOptions(screen.getByLabelText(/^Direction from the town/), 'NE');
      await user.selectOptions(screen.getByLabelText(/^Distance from the town/), '5-10 km');
      await user.click(screen.getByRole('button', { name: 'Declare grain' }));
      expect(
        await screen.findByText('Choose a distance range', { selector: '.mantine-InputWrapper-error, [class*=error]' }),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Declare grain' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/my-grain'));
      const posts = calls.filter((call) => call.method === 'POST' && call.url === '/api/farm-grain');
      expect(posts[1]?.body).toEqual({
        seasonId: 1,
        commodityId: 2,
        gradeId: 9,
        quantity: '120.5',
        storageId: null,
        location: {
          nearestTown: 'Dubbo, NSW',
          nearestTownCity: 'Dubbo',
          nearestTownDirection: 'NE',
          nearestTownDistanceRange: '5-10 km',
          address: null,
          state: 'NSW',
        },
      });
    },
  );

  it('edits a declaration with its address, and returns to the list when it is not the grower’s', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = render('/portal/my-grain/21/edit', {
      'GET /api/farm-grain/21': { body: GRAIN },
      'PUT /api/farm-grain/21': (init) => ({ body: { ...GRAIN, quantity: JSON.parse(String(init?.body)).quantity } }),
    });
    expect(await screen.findByDisplayValue('12 Mill Road, Parkes')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue('250.5');
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.type(screen.getByLabelText(/^Quantity/), '300');
    await user.click(screen.getByRole('button', { name: 'Save grain' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/my-grain'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      quantity: '300',
      gradeId: 9,
      location: { address: '12 Mill Road, Parkes', state: 'NSW', nearestTown: null },
    });
  });

  it('goes back to My Grain for grain that is not there', async () => {
    render('/portal/my-grain/99/edit', {});
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/my-grain'));
  });
});
