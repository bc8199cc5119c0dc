import { addDays, dayOfWeek, type LocalDate, sydneyDate, sydneyTimeParts } from '@cgx/domain/calendar';
import { sydneyDayStart } from '../../contexts/trading/index.ts';

/**
 * The demo market's year, planned as orders (decision 0130): pure and deterministic, so the same
 * day always gives the same market. The runner (demo-market.ts) places each order through the
 * order services at its moment; matching decides what trades.
 */

type Grade = { code: string; premium: number; weight: number };
type Crop = {
  code: string;
  weight: number;
  /** $/mt at a typical site (port differential ~34) midway between harvest and winter. */
  base: number;
  /** Swing between the harvest low (early December) and the winter high (early June). */
  swing: number;
  floor: number;
  ceiling: number;
  /** Largest trade in mt; pulses trade in smaller lots. */
  maxLot: number;
  grades: Grade[];
};

/** Site prices fall within the ranges Australian grain traded at in 2025-26 (APW1 $330-420, barley $280-350, canola $650-800). */
export const CROPS: Crop[] = [
  {
    code: 'WHT',
    weight: 44,
    base: 372,
    swing: 24,
    floor: 318,
    ceiling: 460,
    maxLot: 1500,
    grades: [
      { code: 'APH1', premium: 36, weight: 10 },
      { code: 'APH2', premium: 25, weight: 4 },
      { code: 'H1', premium: 18, weight: 14 },
      { code: 'H2', premium: 8, weight: 5 },
      { code: 'APW1', premium: 0, weight: 34 },
      { code: 'ASW1', premium: -12, weight: 16 },
      { code: 'AGP1', premium: -28, weight: 6 },
      { code: 'FED1', premium: -44, weight: 8 },
    ],
  },
  {
    code: 'BAR',
    weight: 20,
    base: 312,
    swing: 18,
    floor: 272,
    ceiling: 372,
    maxLot: 1200,
    grades: [
      { code: 'MA1', premium: 24, weight: 30 },
      { code: 'BAR1', premium: 0, weight: 55 },
      { code: 'F1', premium: -6, weight: 15 },
    ],
  },
  {
    code: 'CAN',
    weight: 15,
    base: 722,
    swing: 40,
    floor: 640,
    ceiling: 810,
    maxLot: 800,
    grades: [
      { code: 'CAN1', premium: 0, weight: 75 },
      { code: 'CAG1', premium: -22, weight: 25 },
    ],
  },
  {
    code: 'SOR',
    weight: 6,
    base: 298,
    swing: 16,
    floor: 262,
    ceiling: 340,
    maxLot: 1000,
    grades: [
      { code: 'SOR1', premium: 0, weight: 70 },
      { code: 'SOR2', premium: -12, weight: 30 },
    ],
  },
  {
    code: 'CHK',
    weight: 5,
    base: 690,
    swing: 35,
    floor: 620,
    ceiling: 900,
    maxLot: 400,
    grades: [
      { code: 'CPD1', premium: 0, weight: 80 },
      { code: 'CPK1', premium: 150, weight: 20 },
    ],
  },
  {
    code: 'LEN',
    weight: 4,
    base: 745,
    swing: 35,
    floor: 670,
    ceiling: 820,
    maxLot: 300,
    grades: [{ code: 'LNR1', premium: 0, weight: 1 }],
  },
  {
    code: 'OAT',
    weight: 3,
    base: 338,
    swing: 18,
    floor: 280,
    ceiling: 380,
    maxLot: 600,
    grades: [
      { code: 'OAT1', premium: 0, weight: 60 },
      { code: 'OFD1', premium: -34, weight: 40 },
    ],
  },
  {
    code: 'LUP',
    weight: 2,
    base: 412,
    swing: 22,
    floor: 360,
    ceiling: 460,
    maxLot: 500,
    grades: [{ code: 'LUP1', premium: 0, weight: 1 }],
  },
  {
    code: 'FAB',
    weight: 1,
    base: 448,
    swing: 22,
    floor: 400,
    ceiling: 500,
    maxLot: 300,
    grades: [{ code: 'FAB1', premium: 0, weight: 1 }],
  },
];

type Seller = { key: string; sites: string[]; crops: string[]; agent?: string };

/**
 * The growers selling, each at receival sites of its own state. Narrabri is left out: the
 * market-live browser journey trades barley there and needs that book to itself.
 */
export const SELLERS: Seller[] = [
  { key: 'wattle', sites: ['Moree', 'Gunnedah', 'Dubbo'], crops: ['WHT', 'BAR', 'CHK', 'CAN', 'SOR'], agent: 'riverina' },
  { key: 'mallee', sites: ['Dooen', 'Sea Lake', 'Nhill', 'Murtoa'], crops: ['WHT', 'BAR', 'CAN', 'LEN', 'FAB'], agent: 'riverina' },
  { key: 'darling', sites: ['Dalby', 'Goondiwindi'], crops: ['SOR', 'CHK', 'WHT', 'BAR'] },
  { key: 'eyre', sites: ['Cummins', 'Kimba', 'Snowtown'], crops: ['WHT', 'BAR', 'CAN', 'LEN'] },
  { key: 'wheatbelt', sites: ['Merredin', 'Katanning', 'Cunderdin', 'Corrigin', 'Kojonup'], crops: ['WHT', 'BAR', 'CAN', 'LUP', 'OAT'] },
];

/** The buyers bidding, the bigger ones more often. */
export const BUYERS = [
  { key: 'southern', weight: 35 },
  { key: 'pacific', weight: 30 },
  { key: 'goldfields', weight: 20 },
  { key: 'murray', weight: 15 },
];

export type PlanSeason = { name: string; startDate: LocalDate; endDate: LocalDate };
export type PlanPeriod = { name: string; kind: string; startDate: LocalDate | null; endDate: LocalDate | null };
export type PlanInput = {
  now: Date;
  seasons: PlanSeason[];
  periods: PlanPeriod[];
  /** Port differential of each site by name. */
  differentials: Map<string, number>;
};

export type PlannedOrder = {
  at: Date;
  side: 'bid' | 'offer';
  /** A bid's buyer or an offer's seller (demo organisation keys). */
  party: string;
  /** An agent placing the offer for its client. */
  agent: string | null;
  season: string;
  commodity: string;
  grade: string;
  site: string;
  period: string;
  quantity: string;
  price: string;
  expiryDate: LocalDate | null;
};

/** mulberry32: a small seeded generator, so the plan is the same on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low: number, high: number) => low + next() * (high - low);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let roll = next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) {
      roll -= item.weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  };
  return { next, between, pick, weighted };
}

type Random = ReturnType<typeof randomFrom>;

export const DEMO_MARKET_SEED = 20261123;
const HISTORY_DAYS = 364;
/** Deals a weekday in each month (Jan..Dec): busiest at harvest, quiet through winter. */
const DEALS_A_DAY = [0.6, 0.4, 0.35, 0.3, 0.3, 0.35, 0.3, 0.3, 0.3, 0.5, 0.9, 0.9];
/** Today's deals stay small, so that a trade made today never meets the 10,000 t trumpet by the seed's doing. */
const TODAY_MAX_LOT = 600;

const dayOfYear = (date: LocalDate) => (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000;

/** A commodity's price path over the window: the harvest-to-winter swing plus a mean-reverting walk. */
function pricePaths(random: Random, firstDay: LocalDate, days: number) {
  const paths = new Map<string, number[]>();
  for (const crop of CROPS) {
    let walk = 0;
    const path: number[] = [];
    for (let index = 0; index <= days; index += 1) {
      walk = walk * 0.96 + (random.next() - 0.5) * crop.swing * 0.22;
      const seasonal = crop.swing * Math.cos((2 * Math.PI * (dayOfYear(addDays(firstDay, index)) - 155)) / 365);
      path.push(crop.base + seasonal + walk);
    }
    paths.set(crop.code, path);
  }
  return paths;
}

const money = (value: number) => (Math.round(value * 2) / 2).toFixed(2);
const lot = (value: number) => String(Math.max(25, Math.round(value / 5) * 5));

/** A Sydney wall-clock time on a day (minutes after midnight); within an hour on the two days clocks change. */
const at = (date: LocalDate, minutes: number) => new Date(sydneyDayStart(date).getTime() + minutes * 60_000);

/** The market's closed-for-processing windows (10:00-10:05, 20:30-20:35 Sydney, defaults.ts), kept clear by a minute. */
function inClosedWindow(instant: Date): boolean {
  const { hour, minute } = sydneyTimeParts(instant);
  const minutes = hour * 60 + minute;
  return (minutes >= 599 && minutes <= 606) || (minutes >= 1229 && minutes <= 1236);
}

/** The season whose grain is the newest on the day: the one running then, else the latest begun. */
function seasonOn(seasons: PlanSeason[], date: LocalDate): PlanSeason | undefined {
  const running = seasons.find((season) => season.startDate <= date && date <= season.endDate);
  if (running) return running;
  const begun = seasons.filter((season) => season.startDate <= date).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return begun[0] ?? [...seasons].sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
}

type Deal = { date: LocalDate; startMinute: number; latestMinute: number; maxLot: number; standing: boolean };

/**
 * The whole plan: a year of deals (a bid and the offers that meet it, or an offer and the bid
 * that takes it, some leaving a remainder that lapses), a few deals earlier today, and a
 * standing book of bids below offers placed over the last fortnight. Sorted by time.
 */
export function planDemoMarket(input: PlanInput): PlannedOrder[] {
  const random = randomFrom(DEMO_MARKET_SEED);
  const today = sydneyDate(input.now);
  const firstDay = addDays(today, -HISTORY_DAYS);
  const paths = pricePaths(random, firstDay, HISTORY_DAYS);
  const nowMinute = Math.floor((input.now.getTime() - sydneyDayStart(today).getTime()) / 60_000);
  const orders: PlannedOrder[] = [];

  const deals: Deal[] = [];
  for (let index = 0; index < HISTORY_DAYS; index += 1) {
    const date = addDays(firstDay, index);
    const weekday = dayOfWeek(date);
    if (weekday === 0 || weekday === 6) continue;
    const mean = DEALS_A_DAY[Number(date.slice(5, 7)) - 1] ?? 1;
    const count = Math.floor(mean + random.next());
    for (let deal = 0; deal < count; deal += 1) {
      deals.push({ date, startMinute: 615, latestMinute: 16 * 60, maxLot: Infinity, standing: false });
    }
  }
  // Earlier today: from 6 am (or midnight, before then), up to a couple of minutes ago.
  const todayFrom = nowMinute > 7 * 60 ? 6 * 60 : 5;
  if (nowMinute - 3 > todayFrom + 10) {
    for (let deal = 0; deal < 4; deal += 1) {
      deals.push({ date: today, startMinute: todayFrom, latestMinute: nowMinute - 3, maxLot: TODAY_MAX_LOT, standing: false });
    }
  }
  for (let deal = 0; deal < 12; deal += 1) {
    const date = addDays(today, -Math.floor(random.next() * 14));
    const latest = date === today ? nowMinute - 2 : 17 * 60;
    if (latest > 60) deals.push({ date, startMinute: Math.min(615, latest - 30), latestMinute: latest, maxLot: Infinity, standing: true });
  }

  for (const deal of deals) orders.push(...planDeal(random, input, deal, paths, firstDay));
  return orders.filter((order) => !inClosedWindow(order.at)).sort((a, b) => a.at.getTime() - b.at.getTime());
}

function planDeal(random: Random, input: PlanInput, deal: Deal, paths: Map<string, number[]>, firstDay: LocalDate): PlannedOrder[] {
  const crop = random.weighted(CROPS);
  const sellers = SELLERS.filter((seller) => seller.crops.includes(crop.code));
  const seller = random.pick(sellers);
  const site = random.pick(seller.sites);
  const grade = random.weighted(crop.grades);
  const buyer = random.weighted(BUYERS).key;
  const current = seasonOn(input.seasons, deal.date);
  // After harvest, some old-crop grain still trades.
  const older = input.seasons.find((season) => current && season.endDate < current.startDate && season.endDate >= addDays(deal.date, -120));
  const season = older && random.next() < 0.25 ? older : current;
  if (!season) return [];
  const forward = input.periods.filter(
    (period) => period.kind === 'month' && period.startDate && period.startDate > deal.date && period.startDate <= addDays(deal.date, 75),
  );
  const forwardShare = deal.standing ? 0.35 : 0.12;
  const period =
    forward.length > 0 && random.next() < forwardShare ? random.pick(forward.slice(0, 2)) : input.periods.find((p) => p.kind === 'now');
  if (!period) return [];
  const minimum = period.kind === 'now' ? 25 : 100;

  const dayIndex = Math.round((Date.parse(`${deal.date}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
  const differential = input.differentials.get(site) ?? 34;
  const fair = (paths.get(crop.code)?.[dayIndex] ?? crop.base) + grade.premium - (differential - 34) * 0.6;
  const price = (offset: number) => money(Math.min(crop.ceiling + grade.premium, Math.max(crop.floor + grade.premium, fair + offset)));
  const size = Math.min(crop.maxLot, deal.maxLot);
  const quantity = Math.max(minimum, Math.round(Math.exp(random.between(Math.log(80), Math.log(size)))));
  const expiry = (days: number) => {
    const date = addDays(deal.date, days);
    return period.endDate && date > period.endDate ? period.endDate : date;
  };
  const order = (side: 'bid' | 'offer', minute: number, amount: number, value: string, expiryDate: LocalDate | null): PlannedOrder => ({
    at: at(deal.date, Math.min(minute, deal.latestMinute)),
    side,
    party: side === 'bid' ? buyer : seller.key,
    agent: side === 'offer' && seller.agent && random.next() < 0.2 ? seller.agent : null,
    season: season.name,
    commodity: crop.code,
    grade: grade.code,
    site,
    period: period.name,
    quantity: lot(Math.max(minimum, amount)),
    price: value,
    expiryDate,
  });

  const start = deal.startMinute + Math.floor(random.next() * Math.max(1, deal.latestMinute - deal.startMinute - 20));
  if (deal.standing) {
    // The book that stands: bids below offers, so nothing crosses.
    return [
      order('bid', start, quantity, price(-random.between(4, 12)), expiry(Math.floor(random.between(10, 30)))),
      order('offer', start + 7, quantity * random.between(0.6, 1.6), price(random.between(3, 12)), random.next() < 0.5 ? null : expiry(40)),
    ];
  }
  const later = (minutes: number) => start + Math.floor(random.between(3, minutes));
  if (random.next() < 0.55) {
    // A bid rests; offers at or under it trade at the bid's price.
    const bidPrice = price(random.between(0, 4));
    const shape = random.next();
    const first = shape < 0.7 ? quantity : shape < 0.9 ? quantity * random.between(0.3, 0.7) : quantity * random.between(0.4, 0.8);
    const planned = [
      order('bid', start, quantity, bidPrice, expiry(Math.floor(random.between(1, 5)))),
      order('offer', later(90), first, price(-random.between(0, 3)), expiry(Math.floor(random.between(2, 8)))),
    ];
    if (shape >= 0.7 && shape < 0.9) {
      planned.push(order('offer', later(160), quantity - Number(lot(first)), price(-random.between(0, 2)), expiry(3)));
    }
    return planned;
  }
  // An offer rests; a bid at or above it takes it at the offer's price, or some of it.
  const offerPrice = price(random.between(0, 3));
  const taken = random.next() < 0.75 ? quantity : quantity * random.between(0.4, 0.8);
  return [
    order('offer', start, quantity, offerPrice, expiry(Math.floor(random.between(2, 8)))),
    order('bid', later(120), taken, money(Number(offerPrice) + random.between(0, 3)), expiry(Math.floor(random.between(1, 4)))),
  ];
}
