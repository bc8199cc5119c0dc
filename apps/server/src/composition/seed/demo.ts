import type { OrganisationType, Role } from '@cgx/domain/roles';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { agentAuthorisations, organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { abnEndingIn } from './abn.ts';
import { seedDemoFarmGrain } from './demo-farm-grain.ts';
import { seedDemoHoldings } from './demo-holdings.ts';
import { seedReferenceData } from './reference/seed-reference.ts';

export const DEMO_PASSWORD = 'Harvest2026!';

type DemoUser = {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  loginNumber: string;
  mfaChannel: 'email' | 'sms' | null;
  isOrganisationAdmin?: boolean;
  mustChangePassword?: boolean;
};

type DemoOrganisation = {
  key: string;
  type: OrganisationType;
  tradingName: string;
  nickname?: string;
  abnTail: string;
  state: string;
  postcode: string;
  ngrs?: string[];
  users?: DemoUser[];
  /** Registered for GST unless said (issue 14 §8: most demo growers are, one is not). */
  gstRegistered?: boolean;
};

/** The layouts the demo storage providers' ACQ files come in (issue 14 §2). */
const DEMO_ACQ_FORMATS: Readonly<Record<string, string>> = {
  'Co-operative Bulk Handling Limited': 'CBH',
  'Bunge Australia Pty Ltd': 'BUN',
};

/**
 * A fictional account for the payment run to pay (issue 14 §4): the BSB of a real bank's head
 * office and an account number from the ABN. Analysts are never paid; none is needed.
 */
function demoBankAccount(organisation: DemoOrganisation) {
  if (organisation.type === 'analyst') return {};
  return {
    bankAccountName: organisation.type === 'exchange' ? `${organisation.tradingName} Trust Account` : organisation.tradingName,
    bankBsb: organisation.type === 'exchange' ? '062-000' : '083-004',
    bankAccountNumber: organisation.abnTail.slice(-8),
  };
}

/** Australian businesses of every type, with users for every role. Names are fictional except storage providers. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    key: 'exchange',
    type: 'exchange',
    tradingName: 'CGX Grain Exchange Pty Ltd',
    abnTail: '824753556',
    state: 'NSW',
    postcode: '2000',
    users: [
      {
        role: 'Admin',
        firstName: 'Sarah',
        lastName: 'Mitchell',
        email: 'admin@cgx.com.au',
        mobile: '+61400100200',
        loginNumber: '1000001',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
      {
        role: 'CGX Sales',
        firstName: 'Tom',
        lastName: 'Nguyen',
        email: 'sales@cgx.com.au',
        mobile: '+61400100201',
        loginNumber: '1000002',
        mfaChannel: 'email',
      },
    ],
  },
  {
    key: 'wattle',
    type: 'grower',
    tradingName: 'Wattle Creek Farming',
    abnTail: '004085616',
    state: 'NSW',
    postcode: '2665',
    ngrs: ['12345678', '23456789'],
    users: [
      {
        role: 'Grower',
        firstName: 'Jack',
        lastName: 'Thompson',
        email: 'jack@wattlecreek.com.au',
        mobile: '+61412345678',
        loginNumber: '2000001',
        mfaChannel: 'sms',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'mallee',
    type: 'grower',
    tradingName: 'Mallee Downs Pastoral',
    // A small family farm under the GST registration turnover: its invoices carry no GST on the grain.
    gstRegistered: false,
    abnTail: '123456780',
    state: 'VIC',
    postcode: '3490',
    ngrs: ['34567890'],
    users: [
      {
        role: 'Grower',
        firstName: 'Emma',
        lastName: 'Walsh',
        email: 'emma@malleedowns.com.au',
        mobile: '+61423456789',
        loginNumber: '2000002',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
      {
        role: 'Grower',
        firstName: 'Ruby',
        lastName: 'Williams',
        email: 'ruby@malleedowns.com.au',
        mobile: '+61423456790',
        loginNumber: '2000003',
        mfaChannel: 'email',
        mustChangePassword: true,
      },
    ],
  },
  {
    key: 'darling',
    type: 'grower',
    tradingName: 'Darling Downs Grain Co',
    abnTail: '234567891',
    state: 'QLD',
    postcode: '4350',
    ngrs: ['45678901'],
    users: [
      {
        role: 'Grower',
        firstName: 'Liam',
        lastName: "O'Brien",
        email: 'liam@ddgrain.com.au',
        mobile: '+61434567890',
        loginNumber: '2000004',
        mfaChannel: null,
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'eyre',
    type: 'grower',
    tradingName: 'Eyre Peninsula Farms',
    abnTail: '345678912',
    state: 'SA',
    postcode: '5641',
    ngrs: ['56789012'],
    users: [
      {
        role: 'Grower',
        firstName: 'Hannah',
        lastName: 'Kowalski',
        email: 'hannah@eyrepeninsulafarms.com.au',
        mobile: '+61418765432',
        loginNumber: '2000005',
        mfaChannel: 'email',
        // Not its administrator: the agent's client list shows a client without one.
      },
    ],
  },
  {
    key: 'wheatbelt',
    type: 'grower',
    tradingName: 'Wheatbelt Holdings',
    abnTail: '456789123',
    state: 'WA',
    postcode: '6415',
    ngrs: ['67890123'],
    users: [
      {
        role: 'Grower',
        firstName: 'Connor',
        lastName: 'McKenzie',
        email: 'connor@wheatbeltholdings.com.au',
        mobile: '+61419876543',
        loginNumber: '2000006',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'southern',
    type: 'trader',
    tradingName: 'Southern Cross Grain Trading Pty Ltd',
    abnTail: '567891234',
    state: 'VIC',
    postcode: '3000',
    users: [
      {
        role: 'Trader',
        firstName: 'Olivia',
        lastName: 'Chen',
        email: 'olivia@southerncrossgrain.com.au',
        mobile: '+61445678901',
        loginNumber: '3000001',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'pacific',
    type: 'trader',
    tradingName: 'Pacific Commodities Australia',
    abnTail: '678912345',
    state: 'NSW',
    postcode: '2060',
    users: [
      {
        role: 'Trader',
        firstName: 'Noah',
        lastName: 'Patel',
        email: 'noah@pacificcommodities.com.au',
        mobile: '+61456789012',
        loginNumber: '3000002',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'goldfields',
    type: 'trader',
    tradingName: 'Goldfields Grain Exports Pty Ltd',
    abnTail: '567123890',
    state: 'WA',
    postcode: '6000',
    users: [
      {
        role: 'Trader',
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya@goldfieldsgrain.com.au',
        mobile: '+61457123456',
        loginNumber: '3000003',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'murray',
    type: 'trader',
    tradingName: 'Murray Valley Stockfeeds',
    abnTail: '678234901',
    state: 'VIC',
    postcode: '3630',
    users: [
      {
        role: 'Trader',
        firstName: 'Ben',
        lastName: 'Rossi',
        email: 'ben@murrayvalleystockfeeds.com.au',
        mobile: '+61458234567',
        loginNumber: '3000004',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'riverina',
    type: 'agent',
    tradingName: 'Riverina Grain Marketing',
    abnTail: '789123456',
    state: 'NSW',
    postcode: '2650',
    users: [
      {
        role: 'Agent',
        firstName: 'Chloe',
        lastName: 'Harris',
        email: 'chloe@riverinagrain.com.au',
        mobile: '+61467890123',
        loginNumber: '4000001',
        mfaChannel: null,
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'agrisight',
    type: 'analyst',
    tradingName: 'AgriSight Analytics',
    abnTail: '891234567',
    state: 'SA',
    postcode: '5000',
    users: [
      {
        role: 'Analyst',
        firstName: 'Mia',
        lastName: 'Robinson',
        email: 'mia@agrisight.com.au',
        mobile: '+61478901234',
        loginNumber: '5000001',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'graincorp',
    type: 'storage_provider',
    tradingName: 'GrainCorp Operations Limited',
    nickname: 'GrainCorp',
    abnTail: '912345678',
    state: 'NSW',
    postcode: '2000',
    users: [
      {
        role: 'Storage Provider',
        firstName: 'Priya',
        lastName: 'Raman',
        email: 'acquisitions@graincorp.com.au',
        mobile: '+61456789012',
        loginNumber: '6000001',
        mfaChannel: 'email',
        isOrganisationAdmin: true,
      },
    ],
  },
  {
    key: 'viterra',
    type: 'storage_provider',
    tradingName: 'Viterra Operations Pty Ltd',
    nickname: 'Viterra',
    abnTail: '913456789',
    state: 'SA',
    postcode: '5000',
  },
  {
    key: 'cbh',
    type: 'storage_provider',
    tradingName: 'Co-operative Bulk Handling Limited',
    nickname: 'CBH',
    abnTail: '914567890',
    state: 'WA',
    postcode: '6000',
  },
  {
    key: 'emerald',
    type: 'storage_provider',
    tradingName: 'Emerald Grain Pty Ltd',
    nickname: 'Emerald',
    abnTail: '915678901',
    state: 'VIC',
    postcode: '3000',
  },
  {
    key: 'bunge',
    type: 'storage_provider',
    tradingName: 'Bunge Australia Pty Ltd',
    nickname: 'Bunge',
    abnTail: '916789012',
    state: 'WA',
    postcode: '6160',
  },
];

/** The agent's authorised client growers; an unverified one shows the verified filter at work. */
export const DEMO_AUTHORISATIONS = [
  { agent: 'riverina', grower: 'wattle', verified: true },
  { agent: 'riverina', grower: 'mallee', verified: true },
  { agent: 'riverina', grower: 'eyre', verified: false },
];

export type SeededUser = { role: Role; loginNumber: string; email: string; organisation: string };

/** Seeds the demo data set into an empty database, once. Returns the demo sign-ins to print. */
export async function seedDemoData(db: Db): Promise<SeededUser[]> {
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM organisations`);
  const seeded = DEMO_ORGANISATIONS.flatMap((organisation) =>
    (organisation.users ?? []).map((user) => ({
      role: user.role,
      loginNumber: user.loginNumber,
      email: user.email,
      organisation: organisation.tradingName,
    })),
  );
  if (Number(count) > 0) {
    // Seeded before: print the demo users that still exist.
    const existing = await db.select({ email: users.email }).from(users);
    const emails = new Set(existing.map((row) => row.email));
    return seeded.filter((user) => emails.has(user.email));
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const organisation of DEMO_ORGANISATIONS) {
      const [row] = await tx
        .insert(organisations)
        .values({
          type: organisation.type,
          tradingName: organisation.tradingName,
          nickname: organisation.nickname ?? null,
          abn: abnEndingIn(organisation.abnTail),
          state: organisation.state,
          postcode: organisation.postcode,
          gstRegistered: organisation.gstRegistered ?? true,
          ...demoBankAccount(organisation),
          acqFileFormat: organisation.type === 'storage_provider' ? (DEMO_ACQ_FORMATS[organisation.tradingName] ?? 'Default') : null,
          // The demo's organisations are known to the exchange; a new registration starts pending.
          verificationStatus: 'verified',
          verificationChangedAt: now,
        })
        .returning({ id: organisations.id });
      if (!row) throw new Error('organisation insert returned nothing');
      ids.set(organisation.key, row.id);
      for (const ngr of organisation.ngrs ?? []) await tx.insert(organisationNgrs).values({ organisationId: row.id, ngr });
      for (const user of organisation.users ?? []) {
        await tx.insert(users).values({ ...user, organisationId: row.id, passwordHash, emailConfirmedAt: now });
      }
    }
    await seedReferenceData(tx, ids);
    for (const link of DEMO_AUTHORISATIONS) {
      const agentOrganisationId = ids.get(link.agent);
      const growerOrganisationId = ids.get(link.grower);
      if (agentOrganisationId && growerOrganisationId) {
        await tx.insert(agentAuthorisations).values({ agentOrganisationId, growerOrganisationId, verified: link.verified });
      }
    }
    await seedDemoHoldings(tx, ids);
    await seedDemoFarmGrain(tx, ids);
  });
  return seeded;
}
