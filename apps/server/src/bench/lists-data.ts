/**
 * The list benchmark's data (lists.bench.ts): organisations, their users, holdings and agent
 * authorities, then orders and trades written by set-based SQL (generate_series) in one session
 * whose random() is seeded, so every run writes the same rows. Values keep to the schema's
 * rules and to the exchange's: an offer draws on its seller's holding of that season, commodity,
 * grade and site; an agent's offer is for a client who gave it authority; lapsed orders expired
 * before today; a filled order has nothing remaining; a trade joins a filled (or part-filled)
 * offer to a bid of the same commodity and season.
 *
 * Sizes follow a power law, as on a real exchange: the first organisation of each type is the
 * biggest (about a fifth of its type's orders), which is whose lists the benchmark reads.
 */
import pg from 'pg';
import { abnEndingIn } from '../composition/seed/abn.ts';
import { hashPassword } from '../lib/secrets.ts';

export type ListsDataSize = { orders: number; trades: number; organisations: number };

/** Per type: the share of the organisations written. Agents' clients are growers. */
const TYPES = [
  { type: 'grower', role: 'Grower', share: 0.6, suffixes: ['Pastoral Co', 'Farming', 'Grains', 'Family Farms', 'Ag'] },
  { type: 'trader', role: 'Trader', share: 0.25, suffixes: ['Grain Trading', 'Commodities', 'Grain Marketing', 'Agri Trading'] },
  { type: 'agent', role: 'Agent', share: 0.1, suffixes: ['Rural Agency', 'Grain Brokers', 'Agri Services'] },
  { type: 'analyst', role: 'Analyst', share: 0.05, suffixes: ['Market Research', 'Analytics'] },
] as const;
const NAMES = [
  'Murray',
  'Wheatley',
  'Kingsford',
  'Coonamble',
  'Gilgandra',
  'Moree',
  'Boggabri',
  'Lockhart',
  'Ardlethan',
  'Temora',
  'Horsham',
  'Birchip',
  'Kaniva',
  'Nhill',
  'Warracknabeal',
  'Dalby',
  'Goondiwindi',
  'Emerald',
  'Clifton',
  'Jondaryan',
  'Kimba',
  'Cummins',
  'Snowtown',
  'Balaklava',
  'Lameroo',
  'Merredin',
  'Kondinin',
  'Esperance',
  'Geraldton',
  'Katanning',
  'Mallee',
  'Red Hill',
  'Black Soil',
  'Golden Plains',
  'Blue Range',
  'Ironbark',
  'Yarran',
  'Boree',
  'Wattle Creek',
  'Stony Point',
];
const STATES = [
  ['NSW', 2300, 2899],
  ['VIC', 3300, 3999],
  ['QLD', 4300, 4899],
  ['SA', 5200, 5799],
  ['WA', 6200, 6799],
] as const;

/** The organisations (with valid ABNs), two users each, six holdings per grower and trader, agents' authorities. */
async function writeParties(client: pg.Client, count: number) {
  const { rows: before } = await client.query('SELECT count(*)::int AS n, coalesce(max(id), 0) AS last FROM organisations');
  const existing = Number(before[0].n);
  const rows: unknown[][] = [];
  for (const [typeIndex, kind] of TYPES.entries()) {
    const n = Math.max(1, Math.round((count - existing) * kind.share));
    for (let index = 0; index < n; index += 1) {
      const name = `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${NAMES[(index * 7 + 3) % NAMES.length]}` : ''}`;
      const [state, low, high] = STATES[(index * 3 + typeIndex) % STATES.length] ?? STATES[0];
      const serial = String(rows.length + 1).padStart(4, '0');
      rows.push([
        kind.type,
        `${name} ${kind.suffixes[index % kind.suffixes.length]}`,
        abnEndingIn(`53${kind.type.length}${serial}${index % 10}0`.slice(0, 9)),
        state,
        String(low + ((index * 37) % (high - low))),
      ]);
    }
  }
  await client.query(
    `INSERT INTO organisations (type, trading_name, abn, state, postcode, status, verification_status, created_at)
     SELECT type, name, abn, state, postcode, 'active', 'verified', now() - interval '900 days' + (ordinality * interval '1 hour')
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (type text, name text, abn text, state text, postcode text))
       WITH ORDINALITY AS r(type, name, abn, state, postcode, ordinality)`,
    [JSON.stringify(rows.map(([type, name, abn, state, postcode]) => ({ type, name, abn, state, postcode })))],
  );
  const passwordHash = await hashPassword('Paddock-2026');
  await client.query(
    `CREATE TEMP TABLE bench_orgs AS
       SELECT id, type, (row_number() OVER (PARTITION BY type ORDER BY id) - 1)::int AS idx FROM organisations
       WHERE id > ${Number(before[0].last)};
     CREATE TEMP TABLE bench_counts AS SELECT type, count(*)::int AS n FROM bench_orgs GROUP BY type;
     ANALYZE bench_orgs; ANALYZE bench_counts;`,
  );
  const firstNames = `ARRAY['Sarah','James','Emma','Tom','Kate','Lachlan','Olivia','Jack','Mia','Angus','Grace','Hamish']`;
  const lastNames = `ARRAY['Nguyen','Smith','O''Brien','Taylor','McKenzie','Wilson','Brown','Campbell','Kelly','Murphy','Ross']`;
  await client.query(
    `INSERT INTO users (organisation_id, role, first_name, last_name, email, mobile, login_number, password_hash,
       email_confirmed_at, mfa_channel, is_organisation_admin, created_at)
     SELECT o.id,
       CASE o.type WHEN 'grower' THEN 'Grower' WHEN 'trader' THEN 'Trader' WHEN 'agent' THEN 'Agent' ELSE 'Analyst' END,
       (${firstNames})[1 + (o.id * 5 + k) % 12], (${lastNames})[1 + (o.id * 3 + k * 7) % 11],
       'user' || o.id || '.' || k || '@' || o.type || o.idx || '.example.com.au',
       '+6141' || lpad(((o.id * 2 + k) * 7919 % 10000000)::text, 7, '0'),
       (8000000 + o.id * 2 + k)::text, $1, now() - interval '800 days', 'email', k = 0, now() - interval '800 days'
     FROM bench_orgs o CROSS JOIN generate_series(0, 1) AS k`,
    [passwordHash],
  );
  await client.query(
    `CREATE TEMP TABLE bench_users AS
       SELECT o.id AS organisation_id, (row_number() OVER (PARTITION BY o.id ORDER BY u.id) - 1)::int AS k, u.id
       FROM bench_orgs o JOIN users u ON u.organisation_id = o.id;
     ANALYZE bench_users;`,
  );
  // Six holdings per grower and trader: two per season (the later season's crop is bigger), each at its own site.
  await client.query(
    `CREATE TEMP TABLE ref_seasons AS
       SELECT id, (row_number() OVER (ORDER BY start_date) - 1)::int AS idx, name FROM seasons;
     CREATE TEMP TABLE ref_commodities AS
       SELECT c.id, c.code, (row_number() OVER (ORDER BY CASE c.code WHEN 'WHT' THEN 0 WHEN 'BAR' THEN 1 WHEN 'CAN' THEN 2 ELSE 3 END, c.id) - 1)::int AS idx,
         CASE c.code WHEN 'WHT' THEN 340 WHEN 'BAR' THEN 300 WHEN 'CAN' THEN 680 WHEN 'SOR' THEN 290 WHEN 'OAT' THEN 280
           WHEN 'CPE' THEN 720 WHEN 'LEN' THEN 760 WHEN 'FBN' THEN 420 WHEN 'LUP' THEN 400 ELSE 450 END AS base_price
       FROM commodities c WHERE EXISTS (SELECT 1 FROM grades g WHERE g.commodity_id = c.id);
     CREATE TEMP TABLE ref_grades AS
       SELECT commodity_id, id, (row_number() OVER (PARTITION BY commodity_id ORDER BY id) - 1)::int AS k,
         count(*) OVER (PARTITION BY commodity_id)::int AS n FROM grades;
     CREATE TEMP TABLE ref_sites AS SELECT id, name, (row_number() OVER (ORDER BY id) - 1)::int AS idx FROM sites;
     CREATE TEMP TABLE ref_periods AS SELECT id, kind, (row_number() OVER (ORDER BY position) - 1)::int AS idx FROM delivery_periods;
     CREATE TEMP TABLE ref_storages AS SELECT id, (row_number() OVER (ORDER BY position, id) - 1)::int AS idx FROM on_farm_storages;
     ANALYZE ref_seasons; ANALYZE ref_commodities; ANALYZE ref_grades; ANALYZE ref_sites; ANALYZE ref_periods; ANALYZE ref_storages;`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_holdings AS
     SELECT o.id AS organisation_id, slot AS k, s.id AS season_id, s.idx AS season_idx, c.id AS commodity_id, c.base_price,
       g.id AS grade_id, site.id AS site_id, site.name AS site_name
     FROM bench_orgs o CROSS JOIN generate_series(0, 5) AS slot
       JOIN ref_seasons s ON s.idx = slot / 2
       JOIN ref_commodities c ON c.idx = (o.id * 7 + slot * 3 + (slot % 2) * 5) % CASE WHEN slot % 2 = 0 THEN 3 ELSE (SELECT count(*) FROM ref_commodities) END
       JOIN ref_grades g ON g.commodity_id = c.id AND g.k = (o.id + slot) % g.n
       JOIN ref_sites site ON site.idx = (o.id * 11 + slot * 5) % (SELECT count(*) FROM ref_sites)
     WHERE o.type IN ('grower', 'trader');
     ALTER TABLE bench_holdings ADD COLUMN id integer;
     WITH inserted AS (
       INSERT INTO holdings (organisation_id, ngr, site_id, season_id, commodity_id, grade_id, quantity)
       SELECT organisation_id, (30000000 + organisation_id * 10)::text, site_id, season_id, commodity_id, grade_id,
         (500 + (organisation_id * 131 + k * 977) % 20000)::numeric(14,3)
       FROM bench_holdings RETURNING id, organisation_id, site_id, season_id, grade_id)
     UPDATE bench_holdings h SET id = inserted.id FROM inserted
     WHERE inserted.organisation_id = h.organisation_id AND inserted.site_id = h.site_id
       AND inserted.season_id = h.season_id AND inserted.grade_id = h.grade_id;
     INSERT INTO organisation_ngrs (organisation_id, ngr)
       SELECT id, (30000000 + id * 10)::text FROM bench_orgs WHERE type = 'grower';
     ANALYZE bench_holdings;`,
  );
  // Agent a acts for 40 growers, (7a + j) mod growers; the fortieth revoked its authority.
  await client.query(
    `INSERT INTO agent_authorisations (agent_organisation_id, grower_organisation_id, verified, revoked_at)
     SELECT a.id, g.id, true, CASE WHEN j = 39 THEN now() - interval '30 days' END
     FROM bench_orgs a CROSS JOIN generate_series(0, 39) AS j
       JOIN bench_orgs g ON g.type = 'grower' AND g.idx = (a.idx * 7 + j) % (SELECT n FROM bench_counts WHERE type = 'grower')
     WHERE a.type = 'agent'
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * An order's life, from uniform draws: created up to 760 days ago (more of them recently), 40 %
 * still active, 30 % lapsed, 22 % filled, the rest cancelled or closed; the Sydney date it expires
 * and when it ended follow from that. `draw` names the plan's columns u1..u9.
 */
const LIFE_COLUMNS = `
  now() - (power(u1, 1.6) * interval '760 days') AS created_at,
  CASE WHEN u2 < 0.40 THEN 'active' WHEN u2 < 0.70 THEN 'lapsed' WHEN u2 < 0.92 THEN 'filled'
    WHEN u2 < 0.98 THEN 'cancelled' ELSE 'closed' END AS status`;
const LIFE_DERIVED = `
  CASE WHEN p.status = 'active' THEN CASE WHEN p.u3 < 0.5 THEN NULL ELSE today + 1 + floor(p.u3 * 90)::int END
    WHEN p.status = 'lapsed' THEN least(today - 1, (p.created_at AT TIME ZONE 'Australia/Sydney')::date + 1 + floor(p.u3 * 30)::int)
    WHEN p.u3 < 0.6 THEN NULL ELSE (p.created_at AT TIME ZONE 'Australia/Sydney')::date + 1 + floor(p.u3 * 30)::int END AS expiry_date,
  CASE WHEN p.status = 'active' THEN NULL
    WHEN p.status = 'lapsed' THEN least(now(), p.created_at + interval '1 day' + floor(p.u3 * 30) * interval '1 day')
    ELSE least(now(), p.created_at + p.u4 * interval '6 days') END AS ended_at`;
const DRAWS = `SELECT g, ${Array.from({ length: 11 }, (_, n) => `random() AS u${n + 1}`).join(', ')}`;
const SEASON_OF = `CASE WHEN p.created_at >= '2026-08-01' THEN 2 WHEN p.created_at >= '2025-08-01' THEN 1 ELSE 0 END`;
/** Quantity in tonnes, a multiple of 10; what is left of it by status. */
const REMAINING = `CASE WHEN p.status = 'filled' THEN 0 WHEN p.u5 < 0.7 THEN q.quantity
  ELSE greatest(10, round(q.quantity * p.u5 / 10) * 10) END`;

async function writeOffers(client: pg.Client, count: number) {
  await client.query(
    `CREATE TEMP TABLE offer_plan AS
     SELECT g AS id, u1, u2, u3, u4, u5, u6, u7, u8, u9, u10, u11, ${LIFE_COLUMNS},
       CASE WHEN u6 < 0.70 THEN 'grower' WHEN u6 < 0.85 THEN 'trader' ELSE 'agent' END AS seller_kind
     FROM (${DRAWS} FROM generate_series(1, ${count}) AS g) draws;
     ANALYZE offer_plan;`,
  );
  await client.query(
    `INSERT INTO offers (id, market, organisation_id, agent_organisation_id, created_by_user_id, season_id, commodity_id,
       grade_id, delivery_period_id, holding_id, site_id, storage_id, pricing_point, nearest_town, nearest_town_direction,
       nearest_town_distance_range, quantity, remaining, min_quantity, price, expiry_date, payment_terms_kind,
       payment_terms_days, chemical_declaration, status, created_at, updated_at, ended_at)
     OVERRIDING SYSTEM VALUE
     SELECT p.id, CASE WHEN p.u9 < 0.85 THEN 'cgx' ELSE 'igrainx' END, seller.id, agent.id, placer.id, h.season_id,
       h.commodity_id, h.grade_id, period.id, CASE WHEN p.u9 < 0.85 THEN h.id END, CASE WHEN p.u9 < 0.85 THEN h.site_id END,
       CASE WHEN p.u9 >= 0.85 THEN storage.id END, CASE WHEN p.u9 >= 0.85 THEN 'Ex Farm' END,
       CASE WHEN p.u9 >= 0.85 THEN h.site_name END, CASE WHEN p.u9 >= 0.85 THEN (ARRAY['N','S','E','W','NE','SW'])[1 + floor(p.u8 * 6)::int] END,
       CASE WHEN p.u9 >= 0.85 THEN (ARRAY['0-10 km','10-25 km','25-50 km'])[1 + floor(p.u7 * 3)::int] END,
       q.quantity, ${REMAINING}, least(q.quantity, CASE WHEN period.kind = 'now' THEN 20 ELSE 100 END),
       round((h.base_price * (0.85 + 0.3 * p.u7) + h.season_idx * 8)::numeric, 2), d.expiry_date,
       CASE WHEN p.u8 < 0.8 THEN 'default' WHEN p.u8 < 0.95 THEN 'eow' ELSE 'deferred' END,
       CASE WHEN p.u8 >= 0.8 AND p.u8 < 0.95 THEN (ARRAY[14, 21, 28])[1 + floor(p.u4 * 3)::int] END,
       p.u3 < 0.9, p.status, p.created_at, coalesce(d.ended_at, p.created_at), d.ended_at
     FROM offer_plan p
       JOIN bench_counts c ON c.type = p.seller_kind
       CROSS JOIN LATERAL (SELECT floor(c.n * power(p.u4, CASE WHEN p.seller_kind = 'agent' THEN 4 ELSE 3 END))::int AS idx) pick
       CROSS JOIN LATERAL (SELECT CASE WHEN p.seller_kind = 'agent' THEN 'grower' ELSE p.seller_kind END AS type,
         CASE WHEN p.seller_kind = 'agent' THEN (pick.idx * 7 + floor(p.u10 * 40)::int) % (SELECT n FROM bench_counts WHERE type = 'grower')
           ELSE pick.idx END AS idx) sold_by
       LEFT JOIN bench_orgs agent ON agent.type = CASE WHEN p.seller_kind = 'agent' THEN 'agent' END AND agent.idx = pick.idx
       JOIN bench_orgs seller ON seller.type = sold_by.type AND seller.idx = sold_by.idx
       JOIN bench_users placer ON placer.organisation_id = coalesce(agent.id, seller.id) AND placer.k = floor(p.u6 * 1000)::int % 2
       JOIN bench_holdings h ON h.organisation_id = seller.id AND h.k = ${SEASON_OF} * 2 + floor(p.u7 * 2)::int
       JOIN ref_periods period ON period.idx = CASE WHEN ${SEASON_OF} < 2 OR p.u8 < 0.5 THEN 0
         ELSE 1 + floor(p.u1 * 1000)::int % ((SELECT count(*) FROM ref_periods)::int - 1) END
       LEFT JOIN ref_storages storage ON storage.idx = floor(p.u1 * 977)::int % (SELECT count(*) FROM ref_storages)
       CROSS JOIN LATERAL (SELECT (greatest(CASE WHEN period.kind = 'now' THEN 20 ELSE 100 END, round(1000 * p.u11 * p.u11 / 10) * 10))::numeric(14,3) AS quantity) q
       CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'Australia/Sydney')::date AS today) t
       CROSS JOIN LATERAL (SELECT ${LIFE_DERIVED}) d`,
  );
}

async function writeBids(client: pg.Client, count: number) {
  await client.query(
    `CREATE TEMP TABLE bid_plan AS
     SELECT g AS id, u1, u2, u3, u4, u5, u6, u7, u8, u9, u10, u11, ${LIFE_COLUMNS}, u6 < 0.25 AS is_bid_sheet,
       CASE WHEN u6 < 0.25 THEN 3 + floor(u7 * 6)::int WHEN u7 < 0.7 THEN 1 WHEN u7 < 0.9 THEN 2 ELSE 3 END AS lines
     FROM (${DRAWS} FROM generate_series(1, ${count}) AS g) draws;
     ANALYZE bid_plan;`,
  );
  await client.query(
    `INSERT INTO bid_groups (id, market, organisation_id, created_by_user_id, season_id, commodity_id, delivery_period_id,
       quantity, remaining, min_quantity, expiry_date, payment_terms, chemical_declaration, pricing_point, is_bid_sheet,
       status, created_at, updated_at, ended_at)
     OVERRIDING SYSTEM VALUE
     SELECT p.id, CASE WHEN p.u9 < 0.85 THEN 'cgx' ELSE 'igrainx' END, buyer.id, placer.id, s.id, commodity.id, period.id,
       q.quantity, ${REMAINING}, least(q.quantity, CASE WHEN period.kind = 'now' THEN 20 ELSE 100 END), d.expiry_date,
       CASE WHEN p.u8 < 0.7 THEN '{}'::int[] ELSE '{0,14}'::int[] END, CASE WHEN p.u8 < 0.8 THEN NULL ELSE true END,
       CASE WHEN p.u9 >= 0.85 THEN (ARRAY['Ex Farm','Free on Truck','Delivered'])[1 + floor(p.u5 * 3)::int] END,
       p.is_bid_sheet, p.status, p.created_at, coalesce(d.ended_at, p.created_at), d.ended_at
     FROM bid_plan p
       JOIN bench_orgs buyer ON buyer.type = 'trader'
         AND buyer.idx = floor((SELECT n FROM bench_counts WHERE type = 'trader') * power(p.u4, 3))::int
       JOIN bench_users placer ON placer.organisation_id = buyer.id AND placer.k = floor(p.u6 * 1000)::int % 2
       JOIN ref_seasons s ON s.idx = ${SEASON_OF}
       JOIN ref_commodities commodity ON commodity.idx = floor((SELECT count(*) FROM ref_commodities) * power(p.u10, 2.5))::int
       JOIN ref_periods period ON period.idx = CASE WHEN ${SEASON_OF} < 2 OR p.u8 < 0.5 THEN 0
         ELSE 1 + floor(p.u1 * 1000)::int % ((SELECT count(*) FROM ref_periods)::int - 1) END
       CROSS JOIN LATERAL (SELECT (greatest(CASE WHEN period.kind = 'now' THEN 20 ELSE 100 END, round(2000 * p.u11 * p.u11 / 10) * 10))::numeric(14,3) AS quantity) q
       CROSS JOIN LATERAL (SELECT (now() AT TIME ZONE 'Australia/Sydney')::date AS today) t
       CROSS JOIN LATERAL (SELECT ${LIFE_DERIVED}) d`,
  );
  // Each line its own grade (of the group's commodity) and site, or for igrainX a pricing point; a sheet's lines span sites.
  await client.query(
    `INSERT INTO bid_lines (bid_group_id, grade_id, site_id, pricing_point, nearest_town, price, created_at)
     SELECT b.id, g.id, CASE WHEN b.market = 'cgx' THEN site.id END, b.pricing_point,
       CASE WHEN b.market = 'igrainx' THEN site.name END,
       round((c.base_price * (0.85 + 0.3 * p.u10) - line * 2.5 + s.idx * 8)::numeric, 2), b.created_at
     FROM bid_plan p JOIN bid_groups b ON b.id = p.id
       JOIN ref_commodities c ON c.id = b.commodity_id
       JOIN ref_seasons s ON s.id = b.season_id
       CROSS JOIN LATERAL generate_series(0, p.lines - 1) AS line
       JOIN ref_grades g ON g.commodity_id = b.commodity_id AND g.k = (floor(p.u9 * 100)::int + line) % g.n
       JOIN ref_sites site ON site.idx = (floor(p.u5 * 1000)::int + line * 3) % (SELECT count(*) FROM ref_sites)
     ORDER BY b.id, line`,
  );
}

/** One trade per filled (or part-filled) offer, the oldest first, with a bid of the offer's commodity and season. */
async function writeTrades(client: pg.Client, count: number) {
  await client.query(
    `CREATE TEMP TABLE bid_picks AS
       SELECT b.id, b.organisation_id, b.commodity_id, b.season_id, b.created_at, (SELECT min(l.id) FROM bid_lines l WHERE l.bid_group_id = b.id) AS line_id,
         (row_number() OVER (PARTITION BY b.commodity_id, b.season_id ORDER BY b.id) - 1)::int AS k,
         count(*) OVER (PARTITION BY b.commodity_id, b.season_id)::int AS n
       FROM bid_groups b;
     CREATE INDEX ON bid_picks (commodity_id, season_id, k);
     ANALYZE bid_picks;`,
  );
  await client.query(
    `INSERT INTO trades (market, number, formatted_id, bid_group_id, bid_line_id, offer_id, buyer_organisation_id,
       seller_organisation_id, agent_organisation_id, season_id, commodity_id, grade_id, delivery_period_id, site_id,
       holding_id, quantity, price, payment_terms_kind, payment_terms_days, payment_due_date, status, resting_side,
       created_at, updated_at)
     SELECT market, number, CASE market WHEN 'cgx' THEN 'CGX-' ELSE 'IGX-' END || lpad(number::text, greatest(6, length(number::text)), '0'),
       bid_id, line_id, offer_id, buyer, seller, agent, season_id, commodity_id, grade_id, delivery_period_id, site_id,
       holding_id, quantity, price, payment_terms_kind, payment_terms_days, (created_at AT TIME ZONE 'Australia/Sydney')::date + 10,
       CASE WHEN created_at > now() - interval '7 days' THEN 'awaiting_grain'
         WHEN created_at > now() - interval '21 days' THEN (ARRAY['awaiting_grain','overdue_grain','awaiting_payment','funds_received'])[1 + offer_id % 4]
         WHEN offer_id % 50 = 0 THEN 'cancelled' WHEN offer_id % 20 = 0 THEN 'settled_externally' ELSE 'settled' END,
       CASE WHEN offer_id % 2 = 0 THEN 'bid' ELSE 'offer' END, created_at, created_at
     FROM (
       SELECT o.market, row_number() OVER (PARTITION BY o.market ORDER BY o.created_at, o.id)::int AS number, b.id AS bid_id,
         b.line_id, o.id AS offer_id, b.organisation_id AS buyer, o.organisation_id AS seller, o.agent_organisation_id AS agent,
         o.season_id, o.commodity_id, o.grade_id, o.delivery_period_id, o.site_id, o.holding_id, o.quantity - o.remaining AS quantity,
         o.price, o.payment_terms_kind, o.payment_terms_days, least(now(), greatest(o.created_at, b.created_at) + interval '3 minutes') AS created_at
       FROM (SELECT * FROM offers WHERE remaining < quantity ORDER BY created_at, id LIMIT ${count}) o
         JOIN bid_picks first ON first.commodity_id = o.commodity_id AND first.season_id = o.season_id AND first.k = 0
         JOIN bid_picks b ON b.commodity_id = o.commodity_id AND b.season_id = o.season_id AND b.k = o.id % first.n
     ) t`,
  );
  await client.query(`UPDATE trade_counters c SET last_number = coalesce((SELECT max(number) FROM trades t WHERE t.market = c.market), 0)`);
}

/**
 * Two deliveries of half the tonnes each for every igrainX trade past awaiting grain (not
 * cancelled): the staff's deliveries list (issue 13), recorded by the seeded administrator.
 */
async function writeDeliveries(client: pg.Client) {
  await client.query(
    `INSERT INTO igrain_deliveries (formatted_id, trade_id, type, delivered_on, tonnes, weighbridge_ticket, recorded_by_user_id, created_at)
     SELECT 'DEL-' || lpad(n::text, greatest(6, length(n::text)), '0'), id, CASE part WHEN 2 THEN 'final' ELSE 'partial' END,
       (created_at AT TIME ZONE 'Australia/Sydney')::date + part, round(quantity / 2, 3), 'WB' || id || '-' || part,
       (SELECT min(id) FROM users WHERE role = 'Admin'), created_at + part * interval '1 day'
     FROM (
       SELECT t.id, t.quantity, t.created_at, part, row_number() OVER (ORDER BY t.created_at, t.id, part)::int AS n
       FROM trades t CROSS JOIN generate_series(1, 2) AS part
       WHERE t.market = 'igrainx' AND t.status NOT IN ('awaiting_grain', 'overdue_grain', 'cancelled')
     ) d`,
  );
  await client.query(`SELECT setval('igrain_delivery_numbers', (SELECT count(*) FROM igrain_deliveries) + 1, false)`);
}

/** Every foreign key of the tables holds (what the skipped triggers would have checked), one anti-join each. */
async function checkForeignKeys(client: pg.Client, tables: string[]) {
  const { rows } = await client.query(
    `SELECT c.conname, c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent, p.attname AS referenced
     FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute p ON p.attrelid = c.confrelid AND p.attnum = c.confkey[1]
     WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1) AND cardinality(c.conkey) = 1`,
    [tables],
  );
  for (const key of rows as { conname: string; child: string; column: string; parent: string; referenced: string }[]) {
    const broken = await client.query(
      `SELECT count(*)::int AS n FROM ${key.child} t WHERE t.${key.column} IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${key.parent} r WHERE r.${key.referenced} = t.${key.column})`,
    );
    if (broken.rows[0].n > 0) throw new Error(`${key.conname}: ${broken.rows[0].n} rows of ${key.child} name no ${key.parent}`);
  }
}

/** Writes the data into a migrated, seeded database; answers how long each part took. */
export async function writeListsData(databaseUrl: string, size: ListsDataSize): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seconds: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    seconds[name] = (performance.now() - started) / 1000;
  };
  try {
    await client.query('SELECT setseed(0.42)');
    await timed('organisations', () => writeParties(client, size.organisations));
    // The foreign keys' row-by-row triggers would cost more than the inserts; checkForeignKeys checks them set-based after.
    await client.query(`SET session_replication_role = replica`);
    const bids = Math.round(size.orders * 0.4);
    await timed('offers', () => writeOffers(client, size.orders - bids));
    await timed('bids', () => writeBids(client, bids));
    await client.query('ANALYZE offers; ANALYZE bid_groups; ANALYZE bid_lines');
    await timed('trades', () => writeTrades(client, size.trades));
    await timed('igrainX deliveries', () => writeDeliveries(client));
    await client.query(`SET session_replication_role = origin`);
    await timed('foreign keys checked', () =>
      checkForeignKeys(client, ['offers', 'bid_groups', 'bid_lines', 'trades', 'igrain_deliveries']),
    );
    await timed('vacuum', async () => {
      // Every table, reference data too: a server with autovacuum on would have done it (this machine's has it off).
      await client.query('VACUUM (ANALYZE)');
      for (const table of ['offers', 'bid_groups', 'bid_lines', 'trades', 'igrain_deliveries'])
        await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    });
  } finally {
    await client.end();
  }
  return seconds;
}

/** The organisation of a type with the most orders: bids for a trader, offers for a grower, offers placed for clients for an agent. */
export async function biggestOrganisation(databaseUrl: string, type: 'grower' | 'trader' | 'agent'): Promise<number> {
  const query = {
    trader: 'SELECT organisation_id AS id FROM bid_groups GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    grower: `SELECT o.organisation_id AS id FROM offers o JOIN organisations g ON g.id = o.organisation_id AND g.type = 'grower'
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    agent:
      'SELECT agent_organisation_id AS id FROM offers WHERE agent_organisation_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  }[type];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(query)).rows[0].id);
  } finally {
    await client.end();
  }
}
