import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qualityParameters } from '../../../db/schema/reference.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, bid } = useTradingFixtures(t);

const read = (authorization: string | undefined, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/bids/${id}`, headers: authorization ? { authorization } : {} });

/** GET /api/bids/:id gives the bid form every term it needs to edit or rebid a bid (spec 001 §2 'Bid form'). */
describe('reading one bid for the bid form', () => {
  it('answers the chemical details, the quality limits and each line’s igrainX location', async () => {
    const buyer = await trader();
    const [protein] = await t.context.db
      .select()
      .from(qualityParameters)
      .where(and(eq(qualityParameters.commodityId, ref.commodityId), eq(qualityParameters.code, 'PRO')));
    if (!protein) throw new Error('no wheat protein parameter');
    const placed = await bid(buyer, '310.00', '100', {
      market: 'igrainx',
      pricingPoint: 'Free on Truck',
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-20',
      qualityParametersAttributes: [{ qualityParameterId: protein.id, amount: '11.5' }],
      bidsAttributes: [
        { gradeId: ref.aph1, price: '310.00', location: { address: '12 Mitchell Hwy, Dubbo NSW' } },
        {
          gradeId: ref.aph1,
          price: '305.00',
          location: {
            nearestTown: 'Dubbo, NSW',
            nearestTownCity: 'Dubbo',
            nearestTownDirection: 'NE',
            nearestTownDistanceRange: '5-10 km',
          },
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const answer = await read(buyer.authorization, placed.json().id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      market: 'igrainx',
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-20',
      qualityParameters: [{ qualityParameterId: protein.id, amount: '11.5' }],
      lines: [
        { address: '12 Mitchell Hwy, Dubbo NSW', nearestTown: null, pricingPoint: 'Free on Truck', price: '310.00' },
        { nearestTown: 'Dubbo, NSW', nearestTownCity: 'Dubbo', direction: 'NE', distanceRange: '5-10 km', pricingPoint: 'Free on Truck' },
      ],
    });
  });

  it('answers 401 anonymous, 403 for a role that does not bid, 404 for another organisation’s bid', async () => {
    const buyer = await trader();
    const placed = (await bid(buyer, '150.00')).json();
    expect((await read(undefined, placed.id)).statusCode).toBe(401);
    const grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    expect((await read(grower.authorization, placed.id)).statusCode).toBe(403);
    const stranger = await trader();
    expect((await read(stranger.authorization, placed.id)).statusCode).toBe(404);
    expect((await read(buyer.authorization, placed.id)).json()).toMatchObject({ qualityParameters: [], chemicalTreatment: null });
  });
});
