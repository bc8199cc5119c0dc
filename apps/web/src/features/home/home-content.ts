import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS, REGISTERED_BUYERS_CLAIM } from '@cgx/domain/constants';
import {
  type Icon,
  IconArrowsExchange,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconCoin,
  IconGauge,
  IconPlant2,
  IconReceipt2,
  IconShieldCheck,
  IconShoppingCart,
  IconUsersGroup,
  IconPlugConnected,
} from '@tabler/icons-react';

export interface LinkCardContent {
  title: string;
  text: string;
  to: string;
  icon: Icon;
}

/** spec 000 §2.5 audience cards, linking to their pages (spec 000 §2.1). */
export const AUDIENCE_CARDS: readonly LinkCardContent[] = [
  {
    title: 'Growers',
    text: `Set your own price, keep title until the buyer pays, and get paid within ${PAYMENT_BUSINESS_DAYS} business days.`,
    to: '/growers',
    icon: IconPlant2,
  },
  {
    title: 'Agents',
    text: "Post offers for your clients' grain and follow every trade from one portal.",
    to: '/agents',
    icon: IconUsersGroup,
  },
  {
    title: 'Buyers',
    text: 'Bid firm for warehouse and on-farm grain from growers right across Australia.',
    to: '/buyers',
    icon: IconShoppingCart,
  },
  {
    title: 'Storage Providers',
    text: 'Offer the grain you store and have title transfers settled without the paperwork.',
    to: '/storage-providers',
    icon: IconBuildingWarehouse,
  },
];

/** spec 000 §2.5 service cards. */
export const SERVICE_CARDS: readonly LinkCardContent[] = [
  {
    title: 'Market and Exchange Trading',
    text: 'Firm offers and firm bids that trade automatically the moment the prices meet.',
    to: '/market-exchange-trading',
    icon: IconArrowsExchange,
  },
  {
    title: 'Settlement and Clearing',
    text: 'Contracts, invoices, payments and statutory disbursements, with anonymous counterparties.',
    to: '/settlement-and-clearing',
    icon: IconReceipt2,
  },
  {
    title: 'Data and Connectivity',
    text: 'Live market data, trading statistics and connections for your own systems.',
    to: '/data-and-connectivity',
    icon: IconPlugConnected,
  },
];

/** spec 000 §2.5 market cards, each opening /market/{name}. */
export const MARKET_CARDS: readonly LinkCardContent[] = [
  { title: 'Trades', text: 'Every trade on the exchange as it happens.', to: '/market/trades', icon: IconChartBar },
  { title: 'Offers', text: 'Grain that sellers are offering now, at their price.', to: '/market/offers', icon: IconCoin },
  { title: 'Bids', text: 'How much grain buyers want today.', to: '/market/bids', icon: IconChartLine },
  { title: 'Overview', text: "Today's market at a glance, with the trading chart.", to: '/market/overview', icon: IconGauge },
];

/** The value-proposition block's key claims (spec 000 §1). */
export const VALUE_CLAIMS: readonly { title: string; text: string; icon: Icon }[] = [
  {
    title: 'Independent and open',
    text: 'An independent exchange, open to all buyers, sellers and agents.',
    icon: IconArrowsExchange,
  },
  {
    title: `Over ${REGISTERED_BUYERS_CLAIM} buyers`,
    text: `More than ${REGISTERED_BUYERS_CLAIM} registered buyers compete for your grain.`,
    icon: IconUsersGroup,
  },
  {
    title: `${INSURANCE_COVER_PERCENT}% insured`,
    text: `All igrainX sales are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value.`,
    icon: IconShieldCheck,
  },
];

/**
 * spec 000 §2.5: three grower testimonials. EXAMPLE TEXTS: they must be replaced by real growers'
 * words, with their consent, before launch (docs/decisions/0105-web-market-pages.md).
 */
export const TESTIMONIALS: readonly { id: string; quote: string; who: string; where: string }[] = [
  {
    id: 'wimmera',
    quote: 'I put my price up after tea and it traded overnight. The money was in the account within the week.',
    who: 'Grain grower',
    where: 'Wimmera, VIC',
  },
  {
    id: 'eyre',
    quote: 'Keeping title until the buyer pays is what sold me. The contract note and invoices just turn up, done.',
    who: 'Grain grower',
    where: 'Eyre Peninsula, SA',
  },
  {
    id: 'downs',
    quote: 'The SMS tells me the moment a firm bid lands, and I can change or pull an offer from the paddock in one tap.',
    who: 'Grain grower',
    where: 'Darling Downs, QLD',
  },
];
